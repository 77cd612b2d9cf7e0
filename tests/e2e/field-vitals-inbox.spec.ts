/**
 * The inbox's "Speed" page over sample counts, in German: the built inbox bundle in Chromium, its API
 * answered here from the same computation the server runs (fieldVitals/days.ts, percentiles.ts), so the page shows what a
 * server with these values would. `SCREENSHOTS=1` keeps pictures of it (light and dark, 1440 and 390 px wide) in the
 * test's output folder.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
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
    // The still picture and no globe have no step; a live globe draws at full quality unless told otherwise.
    quality: VitalReport['quality'] = renderer === 'still' || renderer === 'none' ? 'none' : 'full',
  ) => {
    for (let index = 0; index < times; index += 1) days.add({ route, metric, value, renderer, quality }, '2026-12-07');
  };
  for (const [route, lcp, inp] of [
    ['home', 2100, 120],
    ['about', 4600, 260],
  ] as const) {
    add(route, 'LCP', lcp, 90, 'webgl');
    add(route, 'LCP', lcp * 1.5, 40, '2d', 'lean');
    add(route, 'INP', inp, 120);
    add(route, 'CLS', 0.04, 130, 'still');
    add(route, 'FCP', lcp * 0.6, 130);
    add(route, 'TTFB', 350, 130);
  }
  add('contact', 'LCP', 1900, 12);
  return FieldVitalsReply.parse({ windowDays: fieldWindowDays, minimumSamples, ...fieldWindow(days.entries()) });
}

test.use({ locale: 'de-DE', viewport: { width: 1280, height: 900 } });

/** The built inbox, signed in as an admin, its field measurements answered with `reply`. */
async function serveInbox(page: Page, reply: FieldVitalsReply): Promise<void> {
  await page.route(`${inbox}/**`, async (route) => {
    const { pathname } = new URL(route.request().url());
    if (pathname === '/staff/api/me')
      return route.fulfill({ json: { email: 'admin@example.com', role: 'admin', jobs: [], passkeys: [] } });
    if (pathname === '/staff/api/field-vitals') return route.fulfill({ json: reply });
    if (pathname.startsWith('/staff/assets/'))
      return route.fulfill({
        body: readFileSync(join(bundle, pathname.slice('/staff/'.length))),
        contentType: pathname.endsWith('.css') ? 'text/css' : 'text/javascript',
      });
    return route.fulfill({ body: staffShell(bundle), contentType: 'text/html' });
  });
}

const percent = new Intl.NumberFormat('de-DE', { style: 'percent' });

test('the inbox shows each page’s 75th percentile with its count, and none below the minimum, in German', async ({
  page,
}) => {
  await serveInbox(page, sampleReply());
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

  // Beside the renderers, the live globe's quality steps over the same 1,292 values: 80 stepped down (6 %), 260
  // with the still picture.
  const renderers = section.getByTestId('field-renderers');
  const steps = section.getByTestId('field-qualities');
  await expect(steps.getByRole('heading', { level: 2 })).toHaveText(de.qualitiesHeading);
  const step = (quality: string) => steps.locator(`li[data-quality="${quality}"]`);
  await expect(step('full')).toHaveText(`${de.qualities.full}: ${percent.format(0.74)} (952 Werte)`);
  await expect(step('lean')).toHaveText(`${de.qualities.lean}: ${percent.format(0.06)} (80 Werte)`);
  await expect(step('none')).toHaveText(`${de.qualities.none}: ${percent.format(0.2)} (260 Werte)`);
  const [left, right] = [await renderers.boundingBox(), await steps.boundingBox()];
  expect(right?.y).toBe(left?.y);
  expect(right?.x ?? 0).toBeGreaterThan((left?.x ?? 0) + (left?.width ?? 0));

  if (process.env.SCREENSHOTS)
    for (const colorScheme of ['light', 'dark'] as const)
      for (const width of [1440, 390]) {
        await page.emulateMedia({ colorScheme });
        await page.setViewportSize({ width, height: 900 });
        const path = test.info().outputPath(`field-vitals-inbox-de-${colorScheme}-${String(width)}.png`);
        await page.screenshot({ path, fullPage: true });
      }
});

test('the globe’s shares show the counts alone below the minimum of values, in German', async ({ page }) => {
  const few = new FieldTally();
  for (let index = 0; index < 30; index += 1)
    few.add({ route: 'home', metric: 'LCP', value: 1800, renderer: 'webgl', quality: 'lean' }, '2026-12-07');
  const reply = FieldVitalsReply.parse({ windowDays: fieldWindowDays, minimumSamples, ...fieldWindow(few.entries()) });
  await serveInbox(page, reply);
  await page.goto(`${inbox}/staff/field`);
  const steps = page.getByTestId('field-qualities');
  await expect(steps.locator('li[data-quality="lean"]')).toHaveText(`${de.qualities.lean}: 30 Werte`);
  await expect(steps).toContainText('Zu wenige Werte für Anteile: Sie erscheinen ab 100 Werten.');
  await expect(page.getByTestId('field-renderers').locator('li[data-renderer="webgl"]')).toHaveText(
    `${de.renderers.webgl}: 30 Werte`,
  );
});
