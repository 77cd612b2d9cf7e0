/**
 * The demo at a trade-fair stand (issue 45): the signature look by default, the company's name and a QR code
 * to the contact page, a screen that stays on (Screen Wake Lock, taken again when the page shows again),
 * a clicker's keys and the blank screen; the stand's own first frame before any script runs, the full screen
 * hint clear of the brand, and the globes named by their looks (the review of 2026-11-28, F1, F2, F5).
 */
import { expect, test, type Page } from '@playwright/test';
import { company } from '../../src/content/company';
import { demoVariantNames } from '../../src/globe/demoVariants';
import { skipConsent } from './support/forms';
import { flatOnMainThread, fullscreenOnlyOnClick, withoutWebgl } from './support/globe';
import { gotoHydrated } from './support/hydration';
import type { Box } from './support/screenshotPixels';
import { dictionaries } from './support/site';

const { en, de, tr } = dictionaries;
const presented = (page: Page) => page.locator('.globe-tile--presenting .globe-tile__globe');
const demoBody = (page: Page) => page.getByTestId('globe-stage').locator('.globe-stage__demo-bodies .globe-body');

interface WakeLockCall {
  type: string;
  visibility: DocumentVisibilityState;
}

/** Records every Screen Wake Lock request, as the page makes it, and keeps the locks it gets. */
async function recordWakeLocks(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const record = window as unknown as { wakeLockCalls: WakeLockCall[]; wakeLocks: WakeLockSentinel[] };
    record.wakeLockCalls = [];
    record.wakeLocks = [];
    const { wakeLock } = navigator;
    const request = wakeLock.request.bind(wakeLock);
    wakeLock.request = (type?: WakeLockType) => {
      record.wakeLockCalls.push({ type: type ?? 'screen', visibility: document.visibilityState });
      return request(type).then((lock) => {
        record.wakeLocks.push(lock);
        return lock;
      });
    };
  });
}

const wakeLockCalls = (page: Page): Promise<WakeLockCall[]> =>
  page.evaluate(() => (window as unknown as { wakeLockCalls: WakeLockCall[] }).wakeLockCalls);

/** The page hides (the browser releases its locks, as it does then) and shows again. */
async function hideAndShow(page: Page): Promise<void> {
  await page.evaluate(async () => {
    let state: DocumentVisibilityState = 'hidden';
    Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => state });
    Object.defineProperty(document, 'hidden', { configurable: true, get: () => state === 'hidden' });
    await Promise.all((window as unknown as { wakeLocks: WakeLockSentinel[] }).wakeLocks.map((lock) => lock.release()));
    document.dispatchEvent(new Event('visibilitychange'));
    state = 'visible';
    document.dispatchEvent(new Event('visibilitychange'));
  });
}

test.beforeEach(async ({ page }) => {
  await skipConsent(page);
});

test('a kiosk names the company in its language, leads to the contact page by QR code, and keeps the screen on', async ({
  page,
}) => {
  await recordWakeLocks(page);
  await gotoHydrated(page, '/de/globe-demo?kiosk=1&every=20');
  const brand = page.getByTestId('kiosk-brand');
  await expect(brand).toContainText(company.name);
  await expect(brand).toContainText(de.home.heading.replaceAll('\u00a0', ' '));
  await expect(brand).toContainText(de.globeDemo.kiosk.scans.contact);
  const qr = brand.getByRole('img', { name: de.globeDemo.kiosk.qrLabels.contact });
  await expect(qr).toBeVisible();
  await expect(qr).toHaveAttribute('data-url', /^https?:\/\/[^/]+\/de\/contact$/);
  expect(await qr.locator('svg path').count()).toBe(2);
  // No jargon for a passer-by: the variant is not named.
  await expect(page.getByTestId('presentation-indicator')).toHaveCount(0);
  // The signature look by default: the presented globe has its body and halo.
  await expect(demoBody(page)).toBeVisible();

  await expect.poll(() => wakeLockCalls(page)).toEqual([{ type: 'screen', visibility: 'visible' }]);
  await hideAndShow(page);
  await expect
    .poll(() => wakeLockCalls(page))
    .toEqual([
      { type: 'screen', visibility: 'visible' },
      { type: 'screen', visibility: 'visible' },
    ]);
});

test("a touring kiosk's QR code leads to the page of the place it shows", async ({ page }) => {
  await page.clock.install();
  await gotoHydrated(page, '/de/globe-demo?kiosk=1&every=5&tour=1');
  await expect(page.locator('.globe-tile__show[data-running]')).toBeAttached();
  const brand = page.getByTestId('kiosk-brand');
  const qr = brand.getByRole('img', { name: de.globeDemo.kiosk.qrLabels.place });
  await expect(qr).toHaveAttribute('data-url', /^https?:\/\/[^/]+\/de\/places\/potsdam$/);
  await expect(brand).toContainText(de.globeDemo.kiosk.scans.place);
  await page.clock.fastForward(5000);
  await expect(qr).toHaveAttribute('data-url', /^https?:\/\/[^/]+\/de\/places\/turkey$/);
  // Its written address says the same as the code.
  await expect(brand).toContainText('/de/places/turkey');
});

test('a clicker steps the presentation with Page Down and Page Up, and B or the full stop blanks the screen', async ({
  page,
}) => {
  await recordWakeLocks(page);
  await gotoHydrated(page, '/globe-demo?present=1');
  await expect(presented(page)).toHaveAttribute('data-testid', 'globe-tile-1');
  await expect.poll(async () => (await wakeLockCalls(page)).length).toBe(1);
  await page.keyboard.press('PageDown');
  await expect(presented(page)).toHaveAttribute('data-testid', 'globe-tile-2');
  await expect(page).toHaveURL(/show=2&present=1$/);
  await page.keyboard.press('PageDown');
  await page.keyboard.press('PageUp');
  await expect(presented(page)).toHaveAttribute('data-testid', 'globe-tile-2');

  const blank = page.getByTestId('stage-blank');
  await expect(blank).toHaveCount(0);
  await page.keyboard.press('b');
  await expect(blank).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: en.globeDemo.blanked })).toBeAttached();
  expect(
    await page.evaluate(() => [
      document.elementFromPoint(10, 10)?.getAttribute('data-testid'),
      getComputedStyle(document.querySelector('.stage-blank') as Element).backgroundColor,
    ]),
  ).toEqual(['stage-blank', 'rgb(0, 0, 0)']);
  await page.keyboard.press('.');
  await expect(blank).toHaveCount(0);
  await page.keyboard.press('b');
  await expect(blank).toBeVisible();
  // Leaving the presentation leaves the blank too.
  await page.keyboard.press('Escape');
  await expect(blank).toHaveCount(0);
  await expect(page.locator('.globe-tile--presenting')).toHaveCount(0);

  // The shortcut list names the clicker's keys and the blank.
  await page.keyboard.press('?');
  const dialog = page.getByTestId('shortcuts-dialog');
  await expect(dialog).toContainText(en.globeDemo.shortcuts.keyNames.pageDown);
  await expect(dialog).toContainText(en.globeDemo.shortcuts.actions.clicker);
  await expect(dialog).toContainText(en.globeDemo.shortcuts.actions.blank);
});

test('presenting shows the signature look by default; a presenter switches it off and the URL keeps it', async ({
  page,
}) => {
  await gotoHydrated(page, '/globe-demo?show=4');
  await expect(demoBody(page)).toHaveCount(0);
  const toggle = page.getByRole('checkbox', { name: en.globeDemo.look.stage });
  await expect(toggle).toBeChecked();
  await page.getByRole('button', { name: en.globeDemo.present, exact: true }).click();
  await expect(demoBody(page)).toBeVisible();
  await page.keyboard.press('Escape');
  await toggle.uncheck();
  await expect(page).toHaveURL(/\?show=4&look=0$/);
  // The kiosk link carries the choice too.
  await expect(page.getByTestId('kiosk-link')).toHaveAttribute('href', /look=0/);
  await page.reload();
  await expect(page.getByRole('checkbox', { name: en.globeDemo.look.stage })).not.toBeChecked();
  await page.getByRole('button', { name: en.globeDemo.present, exact: true }).click();
  await expect(presented(page)).toHaveAttribute('data-testid', 'globe-tile-4');
  await expect(demoBody(page)).toBeHidden();
});

test("the presenter's panel says once where the browser cannot keep the screen on", async ({ page }) => {
  await page.addInitScript(() => {
    Reflect.deleteProperty(Navigator.prototype, 'wakeLock');
  });
  await gotoHydrated(page, '/globe-demo');
  await expect(page.getByText(en.globeDemo.wakeLockMissing)).toHaveCount(1);
  await expect(page.getByTestId('wake-lock-missing')).toBeVisible();
});

test('with reduced motion a touring kiosk holds each stop still, as the tour always did', async ({ page }) => {
  await withoutWebgl(page);
  await flatOnMainThread(page);
  await page.emulateMedia({ reducedMotion: 'reduce' });
  // Early in a minute: the hour the stop names beside its place stays the same over the seconds compared.
  await page.clock.install({ time: new Date('2026-12-07T08:00:02Z') });
  await gotoHydrated(page, '/globe-demo?kiosk=1&tour=1');
  await expect(page.locator('.globe-tile__show[data-running]')).toBeAttached();
  await expect(page.locator('.globe-tile__tour-caption')).toBeVisible();
  await page.clock.pauseAt(await page.evaluate(() => Date.now() + 1000));
  await page.clock.runFor(1000);
  const first = await page.screenshot();
  await page.clock.runFor(4000);
  expect((await page.screenshot()).equals(first)).toBe(true);
});

test("a kiosk shows its brand and none of the demo's controls from its first paint, before any of its scripts runs; the demo page shows them at once", async ({
  page,
}) => {
  // No application JavaScript at all: only the inline head script can decide (as in theme.spec.ts).
  await page.route('**/assets/*.js', (route) => route.abort());
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.goto('/globe-demo?kiosk=1&tour=1');
  const demo = page.locator('.globe-demo');
  await expect(demo).toBeAttached();
  for (const role of ['button', 'link', 'radio', 'checkbox', 'slider', 'heading'] as const)
    await expect(demo.getByRole(role), role).toHaveCount(0);
  await expect(page.getByTestId('globe-tile-1')).toBeHidden();
  await expect(page.locator('.globe-demo__panel')).toBeHidden();
  await expect(page.getByTestId('site-header')).toBeHidden();
  await expect(page.locator('.site-footer')).toBeHidden();
  // The stand's calm background, in its theme, and the company's brand at once: a reboot at the stand once
  // showed an empty screen for seconds. Its words are the only words on the page.
  await expect(page.locator('body')).toHaveCSS('background-color', 'rgb(7, 14, 26)');
  const brand = page.getByTestId('kiosk-brand');
  await expect(brand).toBeInViewport({ ratio: 1 });
  await expect(brand).toContainText(company.name);
  await expect(brand.getByRole('img', { name: en.globeDemo.kiosk.qrLabels.contact })).toBeVisible();
  const brandWords = await brand.evaluate((element) => (element as HTMLElement).innerText.trim());
  expect(await demo.evaluate((section) => (section as HTMLElement).innerText.trim())).toBe(brandWords);

  await page.goto('/globe-demo');
  // A presenter's page carries no stand's brand.
  await expect(page.getByTestId('kiosk-brand')).toBeHidden();
  await expect(page.getByRole('button', { name: en.globeDemo.present, exact: true })).toBeVisible();
  await expect(page.getByRole('radio', { name: en.globeDemo.variant.replace('{{number}}', '1') })).toBeVisible();
  await expect(page.getByTestId('globe-tile-1')).toBeVisible();
});

test("the full screen hint never crosses the brand, or the tour's card, in portrait or landscape", async ({ page }) => {
  await fullscreenOnlyOnClick(page);
  const sizes = [
    { width: 390, height: 844, prefix: '/tr', words: tr },
    { width: 390, height: 844, prefix: '', words: en },
    { width: 768, height: 1024, prefix: '', words: en },
    { width: 1440, height: 900, prefix: '', words: en },
    { width: 1440, height: 900, prefix: '/de', words: de },
  ];
  for (const { width, height, prefix, words } of sizes) {
    await page.setViewportSize({ width, height });
    await gotoHydrated(page, `${prefix}/globe-demo?kiosk=1&tour=1`);
    const at = `${prefix || '/en'} ${width}x${height}`;
    const hint = page.getByText(words.globeDemo.fullscreenHint);
    const brand = page.getByTestId('kiosk-brand');
    const card = page.locator('.globe-tile__tour.surface');
    for (const part of [hint, brand, card]) await expect(part, at).toBeInViewport({ ratio: 1 });
    const [hintBox, brandBox, cardBox] = await Promise.all([hint, brand, card].map((part) => part.boundingBox()));
    expect(overlap(hintBox, brandBox), `${at}: hint and brand`).toBe(false);
    expect(overlap(hintBox, cardBox), `${at}: hint and tour card`).toBe(false);
    expect(overlap(brandBox, cardBox), `${at}: brand and tour card`).toBe(false);
    // Movement opens the explore state: it and the hint (if still shown) are clear of each other too.
    await page.mouse.move(width / 2, height / 2);
    const explore = page.getByTestId('kiosk-explore');
    await expect(explore, at).toBeInViewport({ ratio: 1 });
    const exploreBox = await explore.boundingBox();
    expect(overlap(exploreBox, brandBox), `${at}: explore and brand`).toBe(false);
    if (await hint.isVisible())
      expect(overlap(await hint.boundingBox(), exploreBox), `${at}: hint and explore`).toBe(false);
  }
});

for (const [locale, words] of [
  ['en', en],
  ['de', de],
] as const) {
  test(`(${locale}) the kiosk's explore state names the globes by their looks`, async ({ page }) => {
    await gotoHydrated(page, `${locale === 'en' ? '' : `/${locale}`}/globe-demo?kiosk=1`);
    await expect(page.locator('.globe-tile__show[data-running]')).toBeAttached();
    await page.mouse.move(200, 200);
    const explore = page.getByTestId('kiosk-explore');
    const names = demoVariantNames.map((name) => words.globeDemo.names[name]);
    const lively = words.globeDemo.names.lively;
    await expect(explore.getByRole('button')).toHaveText(names);
    await explore.getByRole('button', { name: lively }).click();
    await expect(page.locator('.globe-tile--presenting .globe-tile__globe')).toHaveAttribute(
      'data-testid',
      'globe-tile-2',
    );
    await expect(explore.getByRole('button', { name: lively })).toHaveAttribute('aria-pressed', 'true');
  });
}

/** Whether two boxes share any area (touching edges do not count). */
function overlap(a: Box | null | undefined, b: Box | null | undefined): boolean {
  if (!a || !b) throw new Error('a box is missing');
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}
