/**
 * The places' pages in the browser (what the prerender puts in them is tests/unit/placePages.test.ts): each in
 * three languages with its heading and the hour there as the place's time zone tells it, the globe facing the place;
 * a click on the Azerbaijan marker on home opens its page without a reload while the globe turns to it, and back
 * returns to home's framing; under reduced motion the globe is simply there, facing the place; and a place's contact
 * link opens the form about it.
 */
import { expect, test, type Page } from '@playwright/test';
import { placeTimeZones, sitePlaceIds, sitePlaces, type PlaceId } from '../../src/content/places';
import { latLonToVec, rotate } from '../../src/globe/geo';
import { skipConsent } from './support/forms';
import { globeStats, withoutWebgl } from './support/globe';
import { gotoHydrated } from './support/hydration';
import { dictionaries, locales, localizePath } from './support/site';

const en = dictionaries.en;

test.beforeEach(async ({ page }) => {
  await skipConsent(page);
  await withoutWebgl(page);
  await page.setViewportSize({ width: 1440, height: 900 });
});

/** "16:05" in a time zone at each minute from `from` to `to`: what a clock read between them may show. */
function minutesBetween(timeZone: string, from: Date, to: Date): string[] {
  const format = new Intl.DateTimeFormat('en-GB', { timeZone, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
  const shown: string[] = [];
  for (let at = from.getTime() - (from.getTime() % 60_000); at <= to.getTime(); at += 60_000)
    shown.push(format.format(new Date(at)));
  return shown;
}

/**
 * How far from the middle of the drawn globe a place lies, in radii (0: in the middle, 1: at the rim), or 2 when it
 * is on the far side: the globe faces the place when this is small.
 */
async function offCentre(page: Page, place: PlaceId): Promise<number> {
  const { main } = await globeStats(page);
  const where = sitePlaces.find(({ id }) => id === place);
  if (!where) throw new Error(`no place ${place}`);
  const turned = rotate(latLonToVec(where.lat, where.lon), main, { x: 0, y: 0, z: 0 });
  return turned.z > 0 ? Math.hypot(turned.x, turned.y) : 2;
}

for (const locale of locales) {
  test(`(${locale}) each place's page names the place, tells the hour there and faces it`, async ({ page }) => {
    for (const place of sitePlaceIds) {
      const opened = new Date();
      await gotoHydrated(page, localizePath(`/places/${place}`, locale));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(dictionaries[locale].placePages[place].heading);
      const time = page.getByTestId('place-time');
      await expect(time).toHaveText(/^\d\d:\d\d$/);
      const shown = await time.textContent();
      expect(minutesBetween(placeTimeZones[place], opened, new Date()), place).toContain(shown);
      await expect(page.getByTestId('place-status')).not.toBeEmpty();
      // The shipped build has no news or openings: the page says so and links where they will be.
      await expect(page.getByTestId('place-entries-empty')).toBeVisible();
      await expect.poll(() => offCentre(page, place), { message: place }).toBeLessThan(0.05);
    }
  });
}

test('a click on the Azerbaijan marker opens its page without a reload, the globe turned to it; back returns', async ({
  page,
}) => {
  await gotoHydrated(page, '/');
  const home = (await globeStats(page)).main;
  await page.evaluate(() => document.documentElement.setAttribute('data-same-document', ''));
  const marker = page.locator('li[data-marker="azerbaijan"] > a');
  await marker.focus();
  await expect(marker).toHaveAttribute('data-facing', 'front');
  await marker.click();
  await expect(page).toHaveURL(/\/places\/azerbaijan$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(en.placePages.azerbaijan.heading);
  await expect(page.locator('html[data-same-document]')).toHaveCount(1);
  // The place within the globe's middle third, the globe right of the text column.
  await expect.poll(() => offCentre(page, 'azerbaijan')).toBeLessThan(1 / 3);
  const text = await page.locator('.place-page').boundingBox();
  expect((await globeStats(page)).main.cx).toBeGreaterThan((text?.x ?? 0) + (text?.width ?? 0));

  await page.goBack();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.locator('html[data-same-document]')).toHaveCount(1);
  // Home's framing again: the globe where and as large as it was.
  await expect
    .poll(async () => {
      const { cx, cy, radius } = (await globeStats(page)).main;
      return Math.max(Math.abs(cx - home.cx), Math.abs(cy - home.cy), Math.abs(radius - home.radius));
    })
    .toBeLessThan(2);
});

test('under reduced motion a place’s page shows the globe facing the place at once', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await gotoHydrated(page, '/de');
  await page.locator('li[data-marker="turkey"] > a').focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/de\/places\/turkey$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(dictionaries.de.placePages.turkey.heading);
  await expect.poll(() => offCentre(page, 'turkey')).toBeLessThan(0.01);
});

test("(de) a place's contact link opens the form about the place: real estate, and a first sentence naming it", async ({
  page,
}) => {
  const de = dictionaries.de;
  await gotoHydrated(page, '/de/places/qatar');
  await page.getByRole('link', { name: de.placePages.contactButton }).click();
  await expect(page).toHaveURL(/\/de\/contact\?place=qatar$/);
  await expect(page.locator('#contact-service')).toHaveValue('realEstate');
  await expect(page.locator('#contact-message')).toHaveValue(de.forms.placeMessage.qatar);
});
