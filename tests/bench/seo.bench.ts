/**
 * `npm run bench -- seo`: Lighthouse's SEO category on every route of the route table in every language
 * (the 404 page is noindex by design and left out). Prints each page's score and the audits that failed;
 * a page under 100 is printed as FAIL (issue 15: descriptive links, SEO 100 everywhere). `SEO_PAGES=/,/de/blog`
 * limits the run to those pages.
 */
import { test } from '@playwright/test';
import { routes } from '../../src/routes/routes';
import { localizePath, locales } from '../../src/i18n/locales';
import { launchChrome } from './chrome';
import { lighthouseReport } from './lighthouse';
import { passFail, table } from './report';
import { ensureSiteBuilt, freePort, snapshotSite, startSite } from './server';

interface SeoResult {
  url: string;
  score: number;
  failed: string[];
}

function pagesToAudit(): string[] {
  const chosen = process.env.SEO_PAGES?.split(',').filter(Boolean);
  if (chosen?.length) return chosen;
  return locales.flatMap((locale) => routes.map((route) => localizePath(route.path, locale)));
}

/** What an audit found, briefly ("link-text: Learn more"): enough to see what to fix. */
function detailText(details: unknown): string {
  if (typeof details !== 'object' || details === null || !('items' in details) || !Array.isArray(details.items))
    return '';
  const found = details.items
    .map((item: unknown) => (typeof item === 'object' && item !== null && 'text' in item ? String(item.text) : ''))
    .filter(Boolean);
  return found.length ? `: ${[...new Set(found)].join(' | ')}` : '';
}

async function auditPage(origin: string, path: string, port: number): Promise<SeoResult> {
  const lhr = await lighthouseReport(`${origin}${path}`, port, ['seo']);
  const category = lhr.categories.seo;
  if (!category || typeof category.score !== 'number') throw new Error(`Lighthouse gave no SEO score for ${path}`);
  const failed = category.auditRefs
    .map((ref) => lhr.audits[ref.id])
    .filter((audit) => audit && audit.scoreDisplayMode === 'binary' && audit.score !== 1)
    .map((audit) => `${audit?.id ?? '?'}${audit ? detailText(audit.details) : ''}`);
  return { url: path, score: Math.round(category.score * 100), failed };
}

test('Lighthouse SEO on every route', async () => {
  test.setTimeout(30 * 60_000);
  ensureSiteBuilt();
  await snapshotSite();
  const site = await startSite(await freePort(4392));
  const chrome = await launchChrome();
  const results: SeoResult[] = [];
  try {
    for (const path of pagesToAudit()) {
      await site.ensureRunning();
      results.push(await auditPage(site.origin, path, chrome.port));
    }
  } finally {
    chrome.kill();
    await site.stop();
  }
  const below = results.filter((result) => result.score < 100);
  const rows = results.map((result) => [
    result.url,
    String(result.score),
    result.failed.join(', ') || '-',
    passFail(result.score === 100),
  ]);
  console.log(
    `\nLighthouse SEO (mobile preset), ${String(results.length)} pages\n${table(['page', 'score', 'failed audits', 'target 100'], rows)}`,
  );
  console.log(
    `\n${passFail(below.length === 0)}: ${String(results.length - below.length)} of ${String(results.length)} pages score 100`,
  );
});
