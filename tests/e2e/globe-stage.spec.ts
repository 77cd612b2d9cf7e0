/**
 * The globe on stages and stands (issue 31): the audience window follows the presenter's, a kiosk link
 * cycles the variants and follows no link, and the hero's guided tour visits the five places in order
 * and stops on input. The page's clock, not the test's: a stop or a kiosk cycle passes when the test
 * says so, however busy the machine is.
 */
import { expect, test, type Page } from '@playwright/test';
import { tourStopMs } from '../../src/globe/tour';
import { skipConsent } from './support/forms';
import { withoutWebgl } from './support/globe';
import { gotoHydrated } from './support/hydration';
import { dictionaries } from './support/site';

const { en } = dictionaries;
const indicator = (page: Page) => page.getByTestId('presentation-indicator');
const variantOf = (number: number) =>
  en.globeDemo.indicator.replace('{{number}}', String(number)).replace('{{count}}', '4');
/** A kiosk names no variant (issue 45): which one it shows is the presented tile. */
const kioskShows = (page: Page, number: number) =>
  expect(page.locator('.globe-tile--presenting .globe-tile__globe')).toHaveAttribute(
    'data-testid',
    `globe-tile-${number}`,
  );

test.beforeEach(async ({ page }) => {
  await skipConsent(page);
});

test('the audience window follows variant, background and pause, and keeps presenting when the presenter closes', async ({
  page,
  context,
}) => {
  await gotoHydrated(page, '/globe-demo');
  const [audience] = await Promise.all([
    context.waitForEvent('page'),
    page.getByRole('button', { name: en.globeDemo.audience.open }).click(),
  ]);
  await expect(page.getByTestId('audience-status')).toHaveText(en.globeDemo.audience.following);
  await expect(audience).toHaveURL(/\/globe-demo\?present=1&follow=1$/);
  await expect(indicator(audience)).toHaveText(variantOf(1));

  await page.getByRole('radio', { name: en.globeDemo.variant.replace('{{number}}', '3') }).check();
  await expect(indicator(audience)).toHaveText(variantOf(3));
  await page.getByRole('radio', { name: en.globeDemo.backgrounds.black }).check();
  await expect(audience.locator('html')).toHaveAttribute('data-presentation-bg', 'black');
  // The signature look, on by default, follows too when the presenter switches it off.
  await page.getByRole('checkbox', { name: en.globeDemo.look.stage }).uncheck();
  await expect(audience).toHaveURL(/look=0/);
  await page.getByRole('checkbox', { name: en.globeDemo.look.stage }).check();
  await page.getByTestId('globe-pause').click();
  // The audience's own (hidden) pause control says what its globe does.
  await expect(audience.getByTestId('globe-pause')).toHaveText(en.globe.play);
  // The presenter's window keeps its controls: it did not present.
  await expect(page.locator('.globe-tile--presenting')).toHaveCount(0);

  await page.close();
  await expect(indicator(audience)).toHaveText(variantOf(3));
  await expect(audience).toHaveURL(/show=3&present=1&bg=black&follow=1$/);
});

test('a kiosk link cycles the variants, hides its controls, explores on touch and follows no link', async ({
  page,
}) => {
  await page.clock.install();
  await gotoHydrated(page, '/globe-demo?kiosk=1&every=10');
  await kioskShows(page, 1);
  // The kiosk's show is a chunk of its own, loaded as the page starts: its clock runs from then on.
  await expect(page.locator('.globe-tile__show[data-running]')).toBeAttached();
  await expect(page.getByRole('button', { name: en.globeDemo.exitPresentation })).toBeHidden();
  await page.clock.fastForward(10_000);
  await kioskShows(page, 2);
  await page.clock.fastForward(10_000);
  await kioskShows(page, 3);

  // No link is followed: the site's own links (hidden behind the show) are clicked from script.
  const url = page.url();
  await page.evaluate(() => document.querySelector<HTMLAnchorElement>('a[href]')?.click());
  expect(page.url()).toBe(url);

  // Movement shows the explore state and holds the show; a minute without input resumes it.
  await page.mouse.move(200, 200);
  const explore = page.getByTestId('kiosk-explore');
  await expect(explore).toBeVisible();
  await page.clock.fastForward(30_000);
  await kioskShows(page, 3);
  await explore.getByRole('button', { name: en.globeDemo.kiosk.choice.replace('{{number}}', '1') }).click();
  await kioskShows(page, 1);
  await page.clock.fastForward(61_000);
  await expect(explore).toBeHidden();
  await page.clock.fastForward(10_000);
  await kioskShows(page, 2);
  expect(page.url()).toMatch(/kiosk=1&every=10$/);
});

test('the hero tour visits the five places in order with their cards, and a key stops it', async ({ page }) => {
  await withoutWebgl(page);
  await page.clock.install();
  await page.setViewportSize({ width: 1440, height: 900 });
  await gotoHydrated(page, '/');
  await page.getByRole('button', { name: en.globe.tour.start }).click();
  const caption = page.getByTestId('globe-tour-caption');
  const card = page.locator('.globe-card');
  const places = ['potsdam', 'turkey', 'azerbaijan', 'dubai', 'qatar'] as const;
  for (const [index, place] of places.entries()) {
    if (index > 0) await page.clock.fastForward(tourStopMs);
    const name = en.places.cards[place].place;
    await expect(caption).toContainText(
      en.places.tour.caption
        .replace('{{number}}', String(index + 1))
        .replace('{{count}}', '5')
        .replace('{{place}}', name),
    );
    await expect(card.locator('.globe-card__place')).toHaveText([name]);
    await expect(card.getByRole('link', { name: en.places.cards[place].link })).toBeVisible();
  }
  await expect(page.getByRole('button', { name: en.globe.tour.stop })).toHaveAttribute('aria-pressed', 'true');
  await page.keyboard.press('Tab');
  await expect(caption).toHaveText('');
  await expect(card).toHaveCount(0);
  await expect(page.getByRole('button', { name: en.globe.tour.start })).toHaveAttribute('aria-pressed', 'false');
});

test("the demo's tour presents the chosen variant with each stop's card, and a click ends it", async ({ page }) => {
  await page.clock.install();
  await gotoHydrated(page, '/globe-demo');
  const toggle = page.getByRole('button', { name: en.globe.tour.start });
  await toggle.click();
  const card = page.getByTestId('demo-tour-card');
  await expect(card).toContainText(en.places.cards.potsdam.place);
  await expect(card.getByRole('link', { name: en.places.cards.potsdam.link })).toBeVisible();
  await page.clock.fastForward(tourStopMs);
  await expect(card).toContainText(en.places.cards.turkey.place);
  await expect(page.locator('.globe-tile--presenting')).toHaveCount(1);
  await page.mouse.click(200, 300);
  await expect(card).toBeHidden();
  await expect(page.locator('.globe-tile--presenting')).toHaveCount(1);
});
