/** The globe in a browser without WebGL2: the 2D globe (its WebGL takeover: globe-webgl.spec.ts). */
import { expect, test } from '@playwright/test';
import { skipConsent } from './support/forms';
import { gotoHydrated } from './support/hydration';
import {
  expectRenderer,
  framesDrawnOver,
  globeStats,
  paintedOutsideCircle,
  paintedPixels,
  watchGlobeWorker,
  withoutWebgl,
} from './support/globe';
import { dictionaries } from './support/site';
import { watchPage } from './support/watch';

const en = dictionaries.en;
const flatCanvas = '[data-testid=globe-stage] canvas.globe-stage__flat';

test.beforeEach(async ({ page }) => {
  await skipConsent(page);
  await withoutWebgl(page);
});

test('without WebGL the 2D globe draws the land dots, with no errors', async ({ page, baseURL }) => {
  const problems = await watchPage(page, new URL(baseURL ?? '').origin);
  const worker = watchGlobeWorker(page);
  await gotoHydrated(page, '/');
  await expectRenderer(page, 'flat');
  await expect.poll(async () => (await paintedPixels(page, flatCanvas)).painted).toBeGreaterThan(2000);
  // The hero globe sits on the right of a wide screen, beside the text.
  const viewport = page.viewportSize() ?? { width: 1280, height: 720 };
  const right = await paintedPixels(page, flatCanvas, {
    x: viewport.width / 2,
    y: 0,
    width: viewport.width / 2,
    height: viewport.height,
  });
  const left = await paintedPixels(page, flatCanvas, {
    x: 0,
    y: 0,
    width: viewport.width / 2,
    height: viewport.height,
  });
  expect(right.painted).toBeGreaterThan(left.painted * 3);
  // The 2D globe stays: once the page is idle the WebGL globe's worker starts, answers that it has no WebGL2
  // (support/globe.ts, withoutWebgl) and is ended; nothing took over.
  await expect.poll(worker.ended, { timeout: 20_000 }).toBe(true);
  await expectRenderer(page, 'flat');
  expect(problems).toEqual({ consoleErrors: [], pageErrors: [], cspViolations: [], foreignRequests: [] });
});

test('the markers are labelled links that turn the globe to show themselves and reach their pages', async ({
  page,
}) => {
  await gotoHydrated(page, '/');
  const markers = page.getByRole('navigation', { name: en.places.markersLabel }).getByRole('link');
  // Dubai and Doha, some 15 px apart, share one marker.
  await expect(markers).toHaveCount(4);
  const names = [
    'Potsdam, our headquarters',
    'Turkey, real estate services',
    'Azerbaijan, real estate services',
    'Dubai and Qatar, real estate services',
  ];
  for (const [index, name] of names.entries()) await expect(markers.nth(index)).toHaveAccessibleName(name);
  const gulf = page.getByRole('link', { name: 'Dubai and Qatar, real estate services' });
  await gulf.focus();
  await expect(gulf).toHaveAttribute('data-facing', 'front');
  await page.keyboard.press('Enter');
  // The Gulf's marker leads to the first of its places' pages; its card links both.
  await expect(page).toHaveURL(/\/places\/dubai$/);
  await page.goBack();
  const potsdam = page.getByRole('link', { name: 'Potsdam, our headquarters' });
  await potsdam.focus();
  await expect(potsdam).toHaveAttribute('data-facing', 'front');
  await potsdam.click();
  await expect(page).toHaveURL(/\/places\/potsdam$/);
});

test('markers speak the page language', async ({ page }) => {
  await gotoHydrated(page, '/de');
  const markers = page.getByRole('navigation', { name: dictionaries.de.places.markersLabel }).getByRole('link');
  await expect(markers.first()).toHaveAccessibleName('Potsdam, unser Hauptsitz');
  await expect(page.getByRole('link', { name: 'Dubai und Katar, Immobilien', exact: true })).toHaveAttribute(
    'href',
    '/de/places/dubai',
  );
});

test('the pause control stops the frames, and play starts them again', async ({ page }) => {
  await gotoHydrated(page, '/');
  // The frame counter exists once the stage has hydrated.
  await expectRenderer(page, 'flat');
  await expect.poll(() => framesDrawnOver(page, 30)).toBeGreaterThan(0);
  await page.getByRole('button', { name: en.globe.pause }).click();
  // The click itself asks for one still frame, which a busy machine may draw late: wait for quiet, then
  // prove it lasts. Without the pause the home globe spins forever and the first wait times out.
  await expect.poll(() => framesDrawnOver(page, 30)).toBe(0);
  expect(await framesDrawnOver(page, 120)).toBe(0);
  await page.getByRole('button', { name: en.globe.play }).click();
  expect(await framesDrawnOver(page, 48)).toBeGreaterThan(0);
});

test('dragging turns the globe by hand, even while paused', async ({ page }) => {
  await gotoHydrated(page, '/');
  await page.getByRole('button', { name: en.globe.pause }).click();
  const potsdam = page.getByRole('link', { name: 'Potsdam, our headquarters' });
  const before = await potsdam.evaluate((element) => element.style.transform);
  const viewport = page.viewportSize() ?? { width: 1280, height: 720 };
  // A drag starts on the globe, not on a place's marker or label (a link): where those stand depends on how far
  // the globe had turned when it was paused, so take the first point near the globe's middle that is bare globe.
  const start = await page.getByRole('navigation', { name: en.places.markersLabel }).evaluate((layer, size) => {
    for (let right = 0.8; right >= 0.6; right -= 0.02) {
      for (const down of [0.5, 0.45, 0.55, 0.4, 0.6]) {
        const point = { x: size.width * right, y: size.height * down };
        if (document.elementFromPoint(point.x, point.y) === layer) return point;
      }
    }
    return null;
  }, viewport);
  if (!start) throw new Error('no bare globe to grab near the middle of the hero globe');
  await page.mouse.move(start.x, start.y);
  await page.mouse.down();
  await page.mouse.move(start.x - viewport.width * 0.1, start.y, { steps: 8 });
  await page.mouse.up();
  await expect.poll(() => potsdam.evaluate((element) => element.style.transform)).not.toBe(before);
});

test('under reduced motion the globe draws one still frame', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await gotoHydrated(page, '/');
  await expectRenderer(page, 'flat');
  await expect.poll(async () => (await globeStats(page)).frames).toBeGreaterThan(0);
  // Start-up (size, theme, visibility) may ask for a few still frames; then nothing moves for good.
  await expect.poll(() => framesDrawnOver(page, 30)).toBe(0);
  expect(await framesDrawnOver(page, 120)).toBe(0);
  await expect(page.getByRole('button', { name: en.globe.pause })).toHaveCount(0);
});

test('away from home the globe eases to its framing, then draws no more frames', async ({ page }) => {
  await gotoHydrated(page, '/');
  await page.getByRole('banner').getByRole('link', { name: en.nav.about }).click();
  await expect(page).toHaveURL(/\/about$/);
  await expect.poll(() => framesDrawnOver(page, 60), { timeout: 15_000 }).toBe(0);
  expect(await framesDrawnOver(page, 120)).toBe(0);
  // The about page's own framing: the company at home (framing.ts).
  await expect(page.getByTestId('globe-stage')).toHaveClass(/globe-stage--company/);
});

test('the globe demo reads its settings from a shared link, writes changes back, and presents', async ({ page }) => {
  await gotoHydrated(page, '/globe-demo?v2=d:1500,s:0.0006,r:0.9,c:ff0000&show=2');
  await expect(page.getByRole('radio', { name: en.globeDemo.variant.replace('{{number}}', '2') })).toBeChecked();
  const dots = page.getByRole('slider', { name: en.globeDemo.dots });
  await expect(dots).toHaveValue('1500');
  const tile = page.getByTestId('globe-tile-2');
  const box = await tile.boundingBox();
  if (!box) throw new Error('tile 2 is not laid out');
  await expect
    .poll(async () => {
      const pixels = await paintedPixels(page, flatCanvas, box);
      return pixels.painted > 200 && pixels.red > 150 && pixels.green < 90;
    })
    .toBe(true);
  await dots.focus();
  await page.keyboard.press('ArrowRight');
  await expect(page).toHaveURL(/v2=d:1600,s:0.0006,r:0.9,c:ff0000&show=2$/);
  await page.getByRole('button', { name: en.globeDemo.present, exact: true }).click();
  const viewport = page.viewportSize() ?? { width: 1280, height: 720 };
  await expect.poll(async () => (await tile.boundingBox())?.height).toBeGreaterThan(viewport.height * 0.8);
  // Only the presented globe is drawn (radius 0.9 of the screen's half-side): nothing outside it, where
  // the other variants sat. Fullscreen may resize the window, so the circle is read from the tile.
  await expect
    .poll(async () => {
      const presented = await tile.boundingBox();
      if (!presented) return -1;
      const circle = {
        x: presented.x + presented.width / 2,
        y: presented.y + presented.height / 2,
        radius: (0.9 * Math.min(presented.width, presented.height)) / 2 + 6,
      };
      return paintedOutsideCircle(page, flatCanvas, circle);
    })
    .toBe(0);
  await page.keyboard.press('Escape');
  await expect.poll(async () => (await tile.boundingBox())?.height).toBeLessThan(viewport.height * 0.8);
});

test.describe('where a canvas cannot be handed to a worker', () => {
  test.use({ reducedMotion: 'reduce' });
  test('the page draws the 2D globe itself, its drawing code loaded then, even the one still frame', async ({
    page,
  }) => {
    // Safari before 16.4, say: no OffscreenCanvas for a worker. Under reduced motion the globe asks for one
    // frame only, which the drawing code must draw once it has arrived.
    await page.addInitScript(() => {
      Reflect.deleteProperty(HTMLCanvasElement.prototype, 'transferControlToOffscreen');
    });
    const requested: string[] = [];
    page.on('request', (request) => requested.push(new URL(request.url()).pathname));
    await gotoHydrated(page, '/');
    await expectRenderer(page, 'flat');
    await expect.poll(async () => (await paintedPixels(page, flatCanvas)).painted).toBeGreaterThan(2000);
    expect(
      requested.filter((path) => /\/assets\/flat\.worker-/.test(path)),
      'no worker',
    ).toEqual([]);
    expect(
      requested.filter((path) => /\/assets\/flatRenderer-/.test(path)),
      'the drawing code, as a chunk of its own',
    ).toHaveLength(1);
  });
});

test('under the phone menu the globe stands still, and turns again once the menu closes', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await gotoHydrated(page, '/');
  await expectRenderer(page, 'flat');
  await expect.poll(() => framesDrawnOver(page, 30)).toBeGreaterThan(0);
  await page.getByTestId('menu-button').click();
  await expect(page.getByRole('dialog', { name: en.header.mobileMenu })).toBeVisible();
  // Opening may still draw the frame it asked for: wait for quiet, then prove it lasts.
  await expect.poll(() => framesDrawnOver(page, 30)).toBe(0);
  expect(await framesDrawnOver(page, 90)).toBe(0);
  await page.keyboard.press('Escape');
  await expect.poll(() => framesDrawnOver(page, 30)).toBeGreaterThan(0);
});
