/**
 * Field measurements in the browser: with consent, the first page and a client-side page change send
 * beacons to the site's own server whose reports hold only the enumerated fields; without consent, or
 * after it is withdrawn, the measuring chunk is never fetched and nothing is sent.
 */
import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { consentTexts } from '../../src/i18n/consent/allTexts';
import { globeQualities, vitalsEndpoint } from '../../src/fieldVitals/beacon';
import { parseBeacon } from '../../src/fieldVitals/schema';
import { chromiumPath, quietChromiumArgs } from './support/browser';
import { gotoHydrated } from './support/hydration';

// A client-side page change is told apart by Chromium's Soft Navigations API, which web-vitals reads
// (reportSoftNavs); where the browser lacks it, a visit's later pages add to its first page's INP and CLS.
test.use({
  launchOptions: {
    executablePath: chromiumPath,
    args: [...quietChromiumArgs, '--disable-webgl', '--disable-3d-apis', '--enable-features=SoftNavigationHeuristics'],
  },
});

const measuringChunk = /\/assets\/measure-[\w-]+\.js$/;
const allowedFields = [
  'component',
  'device',
  'language',
  'metric',
  'navigation',
  'quality',
  'renderer',
  'route',
  'value',
];

/** Every request the context makes to the beacon endpoint or for the measuring chunk, and the beacons' statuses. */
function watchRequests(context: BrowserContext): { beacons: string[]; chunks: string[]; statuses: number[] } {
  const seen = { beacons: [] as string[], chunks: [] as string[], statuses: [] as number[] };
  context.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname === vitalsEndpoint) seen.beacons.push(pathname);
    if (measuringChunk.test(pathname)) seen.chunks.push(pathname);
  });
  context.on('requestfinished', (request) => {
    if (new URL(request.url()).pathname !== vitalsEndpoint) return;
    void request.response().then((response) => seen.statuses.push(response?.status() ?? 0));
  });
  return seen;
}

/**
 * The beacons' bodies as the page hands them to sendBeacon (Chromium does not show a beacon's body to
 * Playwright): the original still sends each one.
 */
const recordBeaconBodies = (page: Page) =>
  page.addInitScript(() => {
    const bodies: string[] = [];
    Object.assign(window, { beaconBodies: bodies });
    const send = navigator.sendBeacon.bind(navigator);
    navigator.sendBeacon = (url, data) => {
      if (data instanceof Blob) void data.text().then((text) => bodies.push(text));
      return send(url, data);
    };
  });
const beaconBodies = (page: Page): Promise<string[]> =>
  page.evaluate(() =>
    'beaconBodies' in window && Array.isArray(window.beaconBodies) ? window.beaconBodies.map(String) : [],
  );

/**
 * The page hidden, as when the visitor switches tabs or leaves (headless Chromium never hides a page itself):
 * the event the library and the beacon listen for.
 */
const hide = (page: Page) =>
  page.evaluate(() => {
    Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
    document.dispatchEvent(new Event('visibilitychange', { bubbles: true }));
  });

const storeChoice = (page: Page, choice: 'accepted' | 'declined') =>
  page.addInitScript((value) => {
    if (!sessionStorage.getItem('seeded')) {
      localStorage.setItem('cookieConsent', value);
      sessionStorage.setItem('seeded', '1');
    }
  }, choice);

/** To another page by the header's link, rendered by the site's router (no document load). */
async function changePage(page: Page, name: string, path: string): Promise<void> {
  const before = await page.evaluate(() => performance.getEntriesByType('navigation').length);
  await page.getByTestId('site-header').getByRole('navigation').getByRole('link', { name, exact: true }).click();
  await expect(page).toHaveURL(path);
  await expect(page.locator('main h1')).toBeVisible();
  expect(await page.evaluate(() => performance.getEntriesByType('navigation').length)).toBe(before);
}

test('with consent, the first page and a client-side page change send beacons with enumerated fields only', async ({
  page,
  context,
}) => {
  const seen = watchRequests(context);
  await storeChoice(page, 'accepted');
  await recordBeaconBodies(page);
  const chunk = page.waitForResponse((response) => measuringChunk.test(new URL(response.url()).pathname));
  await gotoHydrated(page, '/');
  await chunk;
  await changePage(page, 'About', '/about');
  // Chromium names a page change a soft navigation by its own heuristic (the click's task, the address, a paint),
  // and tells it a moment after the new page's paint: a visitor leaves later than a test does.
  const softNavigation = await page
    .waitForFunction(
      () =>
        !PerformanceObserver.supportedEntryTypes.includes('soft-navigation') ||
        performance.getEntriesByType('soft-navigation').some((entry) => new URL(entry.name).pathname === '/about'),
      null,
      { timeout: 5000 },
    )
    .then(
      () => page.evaluate(() => performance.getEntriesByType('soft-navigation').length > 0),
      () => false,
    );
  await hide(page);
  // The server took every beacon (204): each passed its check.
  await expect.poll(() => seen.statuses.length).toBeGreaterThan(0);
  expect(seen.statuses.every((status) => status === 204)).toBe(true);
  const bodies = await beaconBodies(page);
  expect(bodies).toHaveLength(seen.beacons.length);

  const reports = bodies.flatMap((body) => {
    const parsed: unknown = JSON.parse(body);
    const beacon = parseBeacon(parsed);
    expect(beacon, `a beacon the server refuses: ${body}`).toBeDefined();
    // No address, query, selector or text of the page can be in it.
    expect(body).not.toMatch(/https?:|\/about|127\.0\.0\.1|localhost|#|\?/);
    return beacon?.reports ?? [];
  });
  for (const report of reports) expect(Object.keys(report).every((key) => allowedFields.includes(key))).toBe(true);
  // The globe's quality step is one of its steps: full or lean while the 2D globe shows (the stage names it),
  // none with the still picture.
  expect(reports.every((report) => globeQualities.includes(report.quality))).toBe(true);
  const shownStep = await page.getByTestId('globe-stage').getAttribute('data-quality');
  expect(shownStep).toMatch(/^(full|lean)$/);
  for (const report of reports.filter((candidate) => candidate.renderer === '2d'))
    expect(['full', 'lean']).toContain(report.quality);
  for (const report of reports.filter((candidate) => candidate.renderer === 'still'))
    expect(report.quality).toBe('none');
  const first = reports.filter((report) => report.route === 'home' && report.navigation !== 'soft');
  expect(first.map((report) => report.metric)).toEqual(expect.arrayContaining(['TTFB', 'FCP', 'LCP', 'CLS']));
  // A page change is measured apart where the browser tells it apart (Chromium's Soft Navigations API, which
  // web-vitals reads); elsewhere its INP and CLS add to the visit's first page.
  const soft = reports.filter((report) => report.navigation === 'soft');
  if (softNavigation) expect(soft.map((report) => report.route)).toContain('about');
  else expect(soft).toEqual([]);
  expect(reports.every((report) => report.language === 'en')).toBe(true);
});

test('without a choice, or declined, the measuring chunk is never fetched and nothing is sent', async ({
  page,
  context,
}) => {
  const seen = watchRequests(context);
  await gotoHydrated(page, '/');
  await changePage(page, 'About', '/about');
  await page.getByTestId('cookie-banner').getByRole('button', { name: consentTexts.en.decline }).click();
  await changePage(page, 'Contact', '/contact');
  await hide(page);
  await page.reload();
  await page.waitForLoadState('networkidle');
  await hide(page);
  expect(seen).toEqual({ beacons: [], chunks: [], statuses: [] });
});

test('after withdrawal nothing more is sent, and the next page load fetches nothing', async ({ page, context }) => {
  const seen = watchRequests(context);
  await storeChoice(page, 'accepted');
  const chunk = page.waitForResponse((response) => measuringChunk.test(new URL(response.url()).pathname));
  await gotoHydrated(page, '/about');
  await chunk;
  await page.getByTestId('cookie-settings').click();
  await page.getByTestId('cookie-banner').getByRole('button', { name: consentTexts.en.decline }).click();
  await expect(page.getByTestId('cookie-banner')).toBeHidden();
  await changePage(page, 'Contact', '/contact');
  // What gathered before the withdrawal would go now; it was dropped.
  await hide(page);
  await page.reload();
  await page.waitForLoadState('networkidle');
  await hide(page);
  expect(seen.beacons).toEqual([]);
  expect(seen.chunks).toHaveLength(1);
});

test('on a slow device the 2D globe steps down, the stage names its step, and the beacons carry it', async ({
  page,
  context,
}) => {
  const seen = watchRequests(context);
  await storeChoice(page, 'accepted');
  await recordBeaconBodies(page);
  // The 2D globe on the page's own thread, as where a browser cannot hand a canvas over: slowing the page's CPU
  // slows its frames, as a slow phone's would.
  await page.addInitScript(() => Reflect.deleteProperty(HTMLCanvasElement.prototype, 'transferControlToOffscreen'));
  const cdp = await context.newCDPSession(page);
  await gotoHydrated(page, '/');
  const stage = page.getByTestId('globe-stage');
  await expect(stage).toHaveAttribute('data-renderer', 'flat');
  await expect(stage).toHaveAttribute('data-quality', 'full');
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 20 });
  await expect(stage).toHaveAttribute('data-quality', 'lean', { timeout: 30_000 });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
  await hide(page);
  await expect.poll(() => seen.statuses.length).toBeGreaterThan(0);
  expect(seen.statuses.every((status) => status === 204)).toBe(true);
  const reports = (await beaconBodies(page)).flatMap((body) => parseBeacon(JSON.parse(body))?.reports ?? []);
  // The layout shift is reported as the page is hidden, after the step: the 2D globe, lean. What was reported
  // before it (the first paint's figures) names the step of its own moment.
  const cls = reports.find((report) => report.metric === 'CLS');
  expect(cls).toMatchObject({ renderer: '2d', quality: 'lean' });
  const lean = reports.filter((report) => report.quality === 'lean');
  expect(lean.every((report) => report.renderer === '2d')).toBe(true);
});
