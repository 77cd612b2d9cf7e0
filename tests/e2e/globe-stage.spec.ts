/**
 * The globe on stages and stands (issue 31): the audience window follows the presenter's, carries the brand
 * and names the globe it shows, while the presenter's tiles preview it in the same look; a kiosk link
 * cycles the variants and follows no link, and the hero's guided tour visits the five places in order
 * and stops on input. The page's clock, not the test's: a stop or a kiosk cycle passes when the test
 * says so, however busy the machine is.
 */
import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { company } from '../../src/content/company';
import { tourStopMs } from '../../src/globe/tour';
import { skipConsent } from './support/forms';
import { withoutWebgl } from './support/globe';
import { gotoHydrated } from './support/hydration';
import { dictionaries } from './support/site';

const { en } = dictionaries;
type Words = (typeof dictionaries)['en'];
const indicator = (page: Page) => page.getByTestId('presentation-indicator');
/** What an audience is told of the globe it sees: its name, never "Variant 2 of 4". */
const globeNamed = (name: keyof Words['globeDemo']['names'], words: Words = en) =>
  words.globeDemo.indicator.replace('{{name}}', words.globeDemo.names[name]);
/** The words the audience window once used instead, in each language. */
const variantNumbers = { en: /Variant \d of \d/, de: /Variante \d von \d/, tr: /Varyant \d \(toplam \d\)/ } as const;
/** The demo page, and the audience window its button opens (the presenter's window stays `page`). */
async function openAudience(page: Page, context: BrowserContext): Promise<Page> {
  await gotoHydrated(page, '/globe-demo');
  const [audience] = await Promise.all([
    context.waitForEvent('page'),
    page.getByRole('button', { name: en.globeDemo.audience.open }).click(),
  ]);
  return audience;
}
/** A kiosk names no variant (issue 45): which one it shows is the presented tile. */
const kioskShows = (page: Page, number: number) =>
  expect(page.locator('.globe-tile--presenting .globe-tile__globe')).toHaveAttribute(
    'data-testid',
    `globe-tile-${number}`,
  );

type Box = { x: number; y: number; width: number; height: number } | null | undefined;
/** Whether two shown boxes do not overlap. */
const apart = (a: Box, b: Box): boolean =>
  !!a && !!b && (a.x >= b.x + b.width || b.x >= a.x + a.width || a.y >= b.y + b.height || b.y >= a.y + a.height);

test.beforeEach(async ({ page }) => {
  await skipConsent(page);
});

test('the audience window follows variant, background and pause, and keeps presenting when the presenter closes', async ({
  page,
  context,
}) => {
  const audience = await openAudience(page, context);
  await expect(page.getByTestId('audience-status')).toHaveText(en.globeDemo.audience.following);
  await expect(audience).toHaveURL(/\/globe-demo\?present=1&follow=1$/);
  await expect(indicator(audience)).toHaveText(globeNamed('classic'));
  // The company's brand, as on a stand, and no variant's number.
  await expect(audience.getByTestId('kiosk-brand')).toContainText(company.name);
  await expect(audience.locator('body')).not.toContainText(variantNumbers.en, { useInnerText: true });

  await page.getByRole('radio', { name: en.globeDemo.variant.replace('{{number}}', '3') }).check();
  await expect(indicator(audience)).toHaveText(globeNamed('detailed'));
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
  await expect(indicator(audience)).toHaveText(globeNamed('detailed'));
  await expect(audience).toHaveURL(/show=3&present=1&bg=black&follow=1$/);
});

test('with the audience window open, the tour plays there with its captions while the presenter keeps the controls', async ({
  page,
  context,
}) => {
  await context.clock.install();
  const audience = await openAudience(page, context);
  const status = page.getByTestId('audience-status');
  await expect(status).toHaveText(en.globeDemo.audience.following);
  await page.getByRole('button', { name: en.globe.tour.start }).click();
  const card = audience.getByTestId('demo-tour-card');
  await expect(card).toContainText(en.places.cards.potsdam.place);
  await expect(status).toHaveText(en.globeDemo.audience.touring);
  // Found in the review: the presenter's own window turned into the show and the projector showed none.
  await expect(page.locator('.globe-tile--presenting')).toHaveCount(0);
  await expect(page.getByTestId('demo-tour-card')).toHaveCount(0);
  await expect(page).not.toHaveURL(/present=1/);
  await context.clock.fastForward(tourStopMs);
  await expect(card).toContainText(en.places.cards.turkey.place);
  // The card, the brand and the globe's name each stand clear of the others.
  const boxes = await Promise.all(
    [card, audience.getByTestId('kiosk-brand'), indicator(audience)].map((part) => part.boundingBox()),
  );
  for (const [a, b] of [
    [0, 1],
    [0, 2],
    [1, 2],
  ] as const)
    expect(apart(boxes[a], boxes[b]), `parts ${String(a)} and ${String(b)}`).toBe(true);
  // Nobody clicks on a projector: the audience's card carries no link.
  await expect(card.getByRole('link')).toHaveCount(0);
  await page.getByRole('button', { name: en.globe.tour.stop }).click();
  await expect(card).toBeHidden();
  await expect(status).toHaveText(en.globeDemo.audience.following);

  // Played to its end in the audience window, the tour's button on the presenter's side says so.
  await page.getByRole('button', { name: en.globe.tour.start }).click();
  await expect(card).toContainText(en.places.cards.potsdam.place);
  for (const place of ['turkey', 'azerbaijan', 'dubai', 'qatar'] as const) {
    await context.clock.fastForward(tourStopMs);
    await expect(card).toContainText(en.places.cards[place].place);
  }
  await context.clock.fastForward(tourStopMs);
  await expect(card).toBeHidden();
  await expect(page.getByRole('button', { name: en.globe.tour.start })).toHaveAttribute('aria-pressed', 'false');
});

for (const locale of ['de', 'tr'] as const) {
  test(`(${locale}) the audience window carries the brand and names the globe, clear of each other`, async ({
    page,
  }) => {
    const words = dictionaries[locale];
    await page.setViewportSize({ width: 1280, height: 720 });
    await gotoHydrated(page, `/${locale}/globe-demo?show=2&present=1&follow=1`);
    const brand = page.getByTestId('kiosk-brand');
    await expect(brand).toContainText(company.name);
    await expect(brand).toContainText(words.home.heading.replaceAll('\u00a0', ' '));
    await expect(indicator(page)).toHaveText(globeNamed('lively', words));
    await expect(page.locator('body')).not.toContainText(variantNumbers[locale], { useInnerText: true });
    const [brandBox, nameBox] = await Promise.all([brand.boundingBox(), indicator(page).boundingBox()]);
    expect(
      brandBox && nameBox && (nameBox.x >= brandBox.x + brandBox.width || nameBox.y >= brandBox.y + brandBox.height),
    ).toBe(true);
  });
}

test("with the audience window open, the presenter's tiles preview the chosen globe in the look the audience sees", async ({
  page,
  context,
}) => {
  const audience = await openAudience(page, context);
  await expect(indicator(audience)).toHaveText(globeNamed('classic'));
  const look = (window: Page, number: number) => window.getByTestId(`globe-tile-${number}`);
  // The look each window hands its globe, and the body and halo the globe draws for that tile.
  const body = (window: Page, number: number) =>
    window.locator(`.globe-stage__demo-bodies .globe-body[data-tile="demo-${number - 1}"]`);
  const full = 'body arcs pulses';
  await expect(look(audience, 1)).toHaveAttribute('data-look', full);
  await expect(look(page, 1)).toHaveAttribute('data-look', full);
  await expect(body(audience, 1)).toBeVisible();
  await expect(body(page, 1)).toBeVisible();
  await expect(look(page, 2)).toHaveAttribute('data-look', '');

  await page.getByRole('radio', { name: en.globeDemo.variant.replace('{{number}}', '3') }).check();
  await expect(look(audience, 3)).toHaveAttribute('data-look', full);
  await expect(look(page, 3)).toHaveAttribute('data-look', full);
  await expect(look(page, 1)).toHaveAttribute('data-look', '');
  await expect(body(page, 1)).toBeHidden();

  // The presenter switches the full look off: both windows show the variant's own, dots only.
  await page.getByRole('checkbox', { name: en.globeDemo.look.stage }).uncheck();
  await expect(look(audience, 3)).toHaveAttribute('data-look', '');
  await expect(look(page, 3)).toHaveAttribute('data-look', '');
  await expect(body(audience, 3)).toBeHidden();
  await expect(body(page, 3)).toBeHidden();
  await page.getByRole('checkbox', { name: en.globeDemo.look.stage }).check();
  await expect(look(page, 3)).toHaveAttribute('data-look', full);

  // Without an audience, the tiles show each variant's own look again.
  await audience.close();
  await expect(page.getByTestId('audience-status')).toHaveText('');
  await expect(look(page, 3)).toHaveAttribute('data-look', '');
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
  await explore.getByRole('button', { name: en.globeDemo.names.classic }).click();
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
