/**
 * A stand's tour names each place on the globe itself: beside the place as the globe drew it, in the page's
 * language, with the hour there, on the 2D globe and in either theme; the card below still says the rest.
 */
import { expect, test, type Page } from '@playwright/test';
import { latLonToVec, project, rotate } from '../../src/globe/geo';
import { sitePlaces, type PlaceId } from '../../src/content/places';
import { skipConsent } from './support/forms';
import { globeStats, withoutWebgl } from './support/globe';
import { gotoHydrated } from './support/hydration';
import { dictionaries } from './support/site';

const { de, tr } = dictionaries;
const label = (page: Page) => page.getByTestId('tour-place-label');

/** How far (CSS px) the label's box is from where the presented globe drew `place`. */
async function labelFromPlace(page: Page, place: PlaceId): Promise<number> {
  const where = sitePlaces.find((item) => item.id === place);
  const [tile] = Object.values((await globeStats(page)).tiles);
  const box = await label(page).boundingBox();
  if (!where || !tile || !box) return Number.POSITIVE_INFINITY;
  const point = project(
    rotate(latLonToVec(where.lat, where.lon), tile, { x: 0, y: 0, z: 0 }),
    tile.cx,
    tile.cy,
    tile.radius,
  );
  const dx = Math.max(0, box.x - point.x, point.x - (box.x + box.width));
  const dy = Math.max(0, box.y - point.y, point.y - (box.y + box.height));
  return Math.hypot(dx, dy);
}

test.beforeEach(async ({ page }) => {
  await skipConsent(page);
  await withoutWebgl(page);
  await page.setViewportSize({ width: 1440, height: 900 });
});

test('a touring kiosk names each place on the globe beside it, with the hour there', async ({ page }) => {
  // A winter morning: 09:00 in Potsdam, 11:00 in Istanbul.
  await page.clock.install({ time: new Date('2026-12-07T08:00:05Z') });
  await gotoHydrated(page, '/de/globe-demo?kiosk=1&every=5&tour=1');
  await expect(page.locator('.globe-tile__show[data-running]')).toBeAttached();
  await expect(label(page)).toBeVisible();
  await expect(label(page)).toHaveText(
    [de.places.tour.names.potsdam, de.places.localTime.replace('{{time}}', '09:00')].join(''),
  );
  await expect.poll(() => labelFromPlace(page, 'potsdam')).toBeLessThan(30);
  // Read from a few metres: larger than the page's text.
  expect(
    await label(page).evaluate((element) => Number.parseFloat(getComputedStyle(element).fontSize)),
  ).toBeGreaterThan(20);
  await page.clock.fastForward(5000);
  await expect(label(page)).toHaveText(
    [de.places.tour.names.turkey, de.places.localTime.replace('{{time}}', '11:00')].join(''),
  );
  await expect.poll(() => labelFromPlace(page, 'turkey')).toBeLessThan(30);
});

test('in Turkish and the dark theme the name is in Turkish, on a dark box', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.clock.install({ time: new Date('2026-12-07T20:00:05Z') });
  await gotoHydrated(page, '/tr/globe-demo?kiosk=1&every=5&tour=1');
  await page.clock.fastForward(5000);
  await expect(label(page)).toContainText(tr.places.tour.names.turkey);
  await page.clock.fastForward(5000);
  await expect(label(page)).toHaveText(
    [tr.places.tour.names.azerbaijan, tr.places.localTime.replace('{{time}}', '00:00')].join(''),
  );
  const background = await label(page).evaluate((element) => getComputedStyle(element).backgroundColor);
  const [red = 255, green = 255, blue = 255] = (background.match(/\d+(\.\d+)?/g) ?? []).map(Number);
  expect(red + green + blue).toBeLessThan(200);
});
