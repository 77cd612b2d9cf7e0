/**
 * The inbox's "Speed" page over sample counts, in German: the built inbox bundle in Chromium, its API
 * answered here from the same computation the server runs (fieldVitals/days.ts, percentiles.ts), so the page shows what a
 * server with these values would. `SCREENSHOTS=1` keeps a picture of it in the test's output folder.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { FieldTally, fieldWindowDays, minimumSamples } from '../../src/fieldVitals/days';
import { fieldWindow } from '../../src/fieldVitals/percentiles';
import type { VitalReport } from '../../src/fieldVitals/beacon';
import { FieldVitalsReply } from '../../src/staff/api/fieldVitals';
import { staffShell } from '../../src/staff/server/shell';
import { fieldVitalsWords } from '../../src/staff/words/fieldVitals';

const inbox = 'http://inbox.test';
const bundle = join(import.meta.dirname, '../../dist/staff');
const de = fieldVitalsWords.de;

/** Home and About with enough values, Contact with too few: what the page must tell apart. */
function sampleReply(): FieldVitalsReply {
  const days = new FieldTally();
  const add = (
    route: VitalReport['route'],
    metric: VitalReport['metric'],
    value: number,
    times: number,
    renderer: VitalReport['renderer'] = '2d',
  ) => {
    for (let index = 0; index < times; index += 1) days.add({ route, metric, value, renderer }, '2026-12-07');
  };
  for (const [route, lcp, inp] of [
    ['home', 2100, 120],
    ['about', 4600, 260],
  ] as const) {
    add(route, 'LCP', lcp, 90, 'webgl');
    add(route, 'LCP', lcp * 1.5, 40);
    add(route, 'INP', inp, 120);
    add(route, 'CLS', 0.04, 130, 'still');
    add(route, 'FCP', lcp * 0.6, 130);
    add(route, 'TTFB', 350, 130);
  }
  add('contact', 'LCP', 1900, 12);
  return FieldVitalsReply.parse({ windowDays: fieldWindowDays, minimumSamples, ...fieldWindow(days.entries()) });
}

test.use({ locale: 'de-DE', viewport: { width: 1280, height: 900 } });

test('the inbox shows each page’s 75th percentile with its count, and none below the minimum, in German', async ({
  page,
}) => {
  await page.route(`${inbox}/**`, async (route) => {
    const { pathname } = new URL(route.request().url());
    if (pathname === '/staff/api/me')
      return route.fulfill({ json: { email: 'admin@example.com', role: 'admin', jobs: [], passkeys: [] } });
    if (pathname === '/staff/api/field-vitals') return route.fulfill({ json: sampleReply() });
    if (pathname.startsWith('/staff/assets/'))
      return route.fulfill({
        body: readFileSync(join(bundle, pathname.slice('/staff/'.length))),
        contentType: pathname.endsWith('.css') ? 'text/css' : 'text/javascript',
      });
    return route.fulfill({ body: staffShell(bundle), contentType: 'text/html' });
  });
  await page.goto(`${inbox}/staff/field`);
  const section = page.getByTestId('field-vitals');
  await expect(section.getByRole('heading', { level: 1 })).toHaveText(de.heading);
  await expect(page.getByRole('navigation').getByRole('link', { name: de.nav })).toHaveAttribute(
    'aria-current',
    'page',
  );

  const cell = (route: string, metric: string) =>
    section.locator(`tr[data-route="${route}"] td[data-metric="${metric}"]`);
  // Home: LCP's 75th percentile between 2.5 and 4 s (a third of its values at 3.15 s), with its 130 values.
  await expect(cell('home', 'LCP')).toHaveAttribute('data-rating', 'needsImprovement');
  await expect(cell('home', 'LCP')).toContainText('130 Werte');
  await expect(cell('home', 'INP')).toHaveAttribute('data-rating', 'good');
  await expect(cell('about', 'LCP')).toHaveAttribute('data-rating', 'poor');
  await expect(cell('about', 'LCP')).toContainText(de.rating.poor);
  // Contact: 12 values, fewer than the minimum: the count, no figure.
  await expect(cell('contact', 'LCP')).toHaveAttribute('data-rating', 'none');
  await expect(cell('contact', 'LCP')).toContainText(de.tooFew);
  await expect(cell('contact', 'LCP')).toContainText('12 Werte');
  await expect(section.getByRole('list').locator('li[data-renderer="webgl"]')).toContainText(de.renderers.webgl);

  if (process.env.SCREENSHOTS)
    await page.screenshot({ path: test.info().outputPath('field-vitals-inbox-de.png'), fullPage: true });
});
