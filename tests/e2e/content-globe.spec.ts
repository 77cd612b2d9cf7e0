/**
 * News and openings on the home globe, with the sample content (tests/fixtures/content: the solar park article
 * placed at Cottbus in en, de and tr, the IT support opening at the head office in en and de): each a link
 * after the company's places, named by its headline, with a card that leads to the entry in the visitor's
 * language; and a touring kiosk ends its round at the newest of them. Without content (the suite's main build)
 * home has the four places alone (globe-markers.spec.ts) and the kiosk's tour the five places.
 */
import { expect, test, type Page } from '@playwright/test';
import { skipConsent } from './support/forms';
import { withoutWebgl } from './support/globe';
import { gotoHydrated } from './support/hydration';
import { entryPath } from '../../src/routes/routes';
import { dictionaries, localizePath } from './support/site';

const headlines = {
  en: 'Our first solar park contract in Brandenburg',
  de: 'Unser erster Solarpark-Vertrag in Brandenburg',
  tr: 'Brandenburg’daki ilk güneş parkı sözleşmemiz',
} as const;
const job = 'IT support specialist (m/f/d)';

test.beforeEach(async ({ page }) => {
  await skipConsent(page);
  await withoutWebgl(page);
  await page.setViewportSize({ width: 1440, height: 900 });
});

/** The markers in the order Tab reaches them, from the hero's last button until focus leaves the places. */
async function tabOrder(page: Page): Promise<string[]> {
  await page.locator('#home').getByRole('link', { name: dictionaries.en.home.ctaContact }).focus();
  const order: string[] = [];
  for (let step = 0; step < 20; step += 1) {
    await page.keyboard.press('Tab');
    const marker = await page.evaluate(() =>
      document.activeElement?.closest('li[data-marker]')?.getAttribute('data-marker'),
    );
    // (Home's hiring line may come between the hero's button and the places.)
    if (!marker && order.length > 0) break;
    if (!marker) continue;
    if (order.at(-1) !== marker) order.push(marker);
  }
  return order;
}

test('the placed article and opening follow the company places in the tab order, named by their headlines', async ({
  page,
}) => {
  await gotoHydrated(page, '/');
  const places = page.getByRole('navigation', { name: dictionaries.en.places.markersLabel });
  await expect(places.getByRole('link', { name: headlines.en })).toHaveAttribute(
    'href',
    '/blog/solar-park-brandenburg',
  );
  await expect(places.getByRole('link', { name: job })).toHaveAttribute('href', '/careers/it-support-specialist');
  // Cottbus lies a degree from Potsdam and the opening is at the head office: each stands on a spot of its own,
  // clear of Potsdam's marker, with a line back to its point, and shows its label while Potsdam faces the visitor.
  const entries = ['jobs/it-support-specialist', 'news/solar-park-brandenburg'];
  for (const id of entries) {
    const link = page.locator(`li[data-marker="${id}"] > .globe-marker`);
    await expect(link).toHaveAttribute('data-label', 'shown');
    await expect(link).toHaveAttribute('data-leader', 'shown');
  }
  // No two of the three dots (nor their beating rings' start) lie on one another: read in one go, as one frame placed them.
  const centres = await page.evaluate(
    (ids) => {
      return ids.map((id) => {
        const dot = document.querySelector(`li[data-marker="${id}"] .globe-marker__dot`)?.getBoundingClientRect();
        return dot ? { x: dot.x + dot.width / 2, y: dot.y + dot.height / 2, size: dot.width } : null;
      });
    },
    ['potsdam', ...entries],
  );
  for (const [index, a] of centres.entries())
    for (const b of centres.slice(index + 1)) {
      if (!a || !b) throw new Error('a marker has no dot');
      expect(Math.hypot(a.x - b.x, a.y - b.y)).toBeGreaterThan(a.size + 2);
    }
  expect(await tabOrder(page)).toEqual([
    'potsdam',
    'turkey',
    'azerbaijan',
    'gulf',
    'jobs/it-support-specialist',
    'news/solar-park-brandenburg',
  ]);
});

for (const locale of ['en', 'de', 'tr'] as const) {
  test(`(${locale}) the article's card names it and its day, and leads to it in the same language`, async ({
    page,
  }) => {
    const words = dictionaries[locale].places.entries;
    const prefix = locale === 'en' ? '' : `/${locale}`;
    await gotoHydrated(page, `${prefix}/`);
    const marker = page.getByRole('link', { name: headlines[locale] }).first();
    await marker.focus();
    const card = page.locator('li[data-marker="news/solar-park-brandenburg"] .globe-card');
    await expect(card).toBeVisible();
    await expect(card).toContainText(headlines[locale]);
    await expect(card).toContainText(`${words.news} · Cottbus`);
    await expect(card.locator('time')).toHaveAttribute('datetime', '2026-10-14');
    const read = card.getByRole('link', { name: words.read });
    await expect(read).toHaveAttribute('href', `${prefix}/blog/solar-park-brandenburg`);
    await read.click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(headlines[locale]);
  });
}

test('Turkish home shows the article alone: the opening has no Turkish file', async ({ page }) => {
  await gotoHydrated(page, '/tr/');
  await expect(page.locator('li[data-entry]')).toHaveCount(1);
  await expect(page.locator('li[data-entry="news"]')).toHaveCount(1);
});

test('on a phone the placed entries are chips after the places, all on the first screen', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await gotoHydrated(page, '/');
  const chips = page.locator('.globe-markers li > .globe-marker');
  await expect(chips).toHaveCount(6);
  for (const chip of await chips.all()) {
    const box = await chip.boundingBox();
    expect(box && box.y + box.height).toBeLessThanOrEqual(844);
    expect(box && box.x).toBeGreaterThanOrEqual(0);
    expect(box && box.x + box.width).toBeLessThanOrEqual(390);
  }
});

/** The kiosk's tour, five places and the newest placed entry: its round of six on the page's clock. */
const kioskTour = [
  {
    locale: 'tr',
    title: headlines.tr,
    kind: dictionaries.tr.places.entries.news,
    place: 'Cottbus',
    entry: { collection: 'news', slug: 'solar-park-brandenburg' },
    leadsTo: 'article',
  },
  {
    locale: 'en',
    title: job,
    kind: dictionaries.en.places.entries.job,
    place: dictionaries.en.places.entries.at.potsdam,
    entry: { collection: 'jobs', slug: 'it-support-specialist' },
    leadsTo: 'job',
  },
] as const;

for (const { locale, title, kind, place, entry, leadsTo } of kioskTour) {
  test(`(${locale}) a touring kiosk ends its round at the newest placed entry, named by its title, then starts again`, async ({
    page,
  }) => {
    const words = dictionaries[locale].places;
    const kioskWords = dictionaries[locale].globeDemo.kiosk;
    const qr = page.getByTestId('kiosk-qr');
    const caption = (number: number, name: string) =>
      words.tour.caption.replace('{{number}}', String(number)).replace('{{count}}', '6').replace('{{place}}', name);
    await page.clock.install();
    await gotoHydrated(page, `${locale === 'en' ? '' : `/${locale}`}/globe-demo?kiosk=1&every=5&tour=1`);
    await expect(page.locator('.globe-tile__show[data-running]')).toBeAttached();
    const card = page.getByTestId('demo-tour-card');
    const places = ['potsdam', 'turkey', 'azerbaijan', 'dubai', 'qatar'] as const;
    for (const [index, stop] of places.entries()) {
      // The kiosk's clock moves on every 5 s (fastForward fires a due interval once per call).
      if (index > 0) await page.clock.fastForward(5000);
      await expect(card.locator('.globe-tile__tour-caption')).toHaveText(caption(index + 1, words.cards[stop].place));
    }
    await page.clock.fastForward(5000);
    await expect(card.locator('.globe-tile__tour-caption')).toHaveText(caption(6, title));
    await expect(card).toContainText(words.entries.label.replace('{{kind}}', kind).replace('{{place}}', place));
    // A stand follows no link: the card has none. A passer-by scans the code to that entry's page instead.
    await expect(card.getByRole('link')).toHaveCount(0);
    const entryPage = localizePath(entryPath(entry), locale);
    await expect(qr).toHaveAttribute('data-url', new RegExp(`^https?://[^/]+${entryPage}$`));
    await expect(qr).toHaveAccessibleName(kioskWords.qrLabels[leadsTo]);
    await expect(page.getByTestId('kiosk-brand')).toContainText(kioskWords.scans[leadsTo]);
    await page.clock.fastForward(5000);
    await expect(card.locator('.globe-tile__tour-caption')).toHaveText(caption(1, words.cards.potsdam.place));
    await expect(qr).toHaveAttribute(
      'data-url',
      new RegExp(`^https?://[^/]+${localizePath('/places/potsdam', locale)}$`),
    );
  });
}
