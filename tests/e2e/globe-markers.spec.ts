/**
 * The home globe's places, as a visitor meets them (2D globe): a hovered marker holds still under the
 * pointer, its card shows the place and a working link, labels never overlap while the globe turns,
 * keyboard focus turns a hidden marker into view, touch opens the card first, and phones get the places
 * as a row of links.
 */
import { expect, test, type Locator, type Page } from '@playwright/test';
import { flickStaleMs, globeMarkers } from '../../src/globe/markers';
import { latLonToVec, project, rotate } from '../../src/globe/geo';
import { sitePlaces } from '../../src/content/places';
import { listLiftDeg, tourStop, tourStopMs, tourStops } from '../../src/globe/tour';
import { skipConsent } from './support/forms';
import { gotoHydrated } from './support/hydration';
import { withoutWebgl } from './support/globe';
import { dictionaries } from './support/site';

const en = dictionaries.en;
type MarkerId = keyof typeof en.places.markers;
const desktop = { width: 1440, height: 900 };

test.beforeEach(async ({ page }) => {
  await skipConsent(page);
  await withoutWebgl(page);
});

function markers(page: Page): Locator {
  return page.getByRole('navigation', { name: en.places.markersLabel }).getByRole('link');
}

/** A marker facing the visitor with its label shown, as its id and its dot's centre. */
async function frontMarker(page: Page): Promise<{ id: MarkerId; x: number; y: number }> {
  const front = page.locator('li[data-marker]:has(> .globe-marker[data-facing="front"][data-label="shown"])').first();
  await expect(front).toBeAttached();
  const id = (await front.getAttribute('data-marker')) as MarkerId;
  const box = await front.locator('.globe-marker__dot').boundingBox();
  if (!box) throw new Error(`the dot of ${id} is not laid out`);
  return { id, x: box.x + box.width / 2, y: box.y + box.height / 2 };
}

async function dotCentre(page: Page, id: MarkerId): Promise<{ x: number; y: number }> {
  const box = await page.locator(`li[data-marker="${id}"] .globe-marker__dot`).boundingBox();
  if (!box) throw new Error(`the dot of ${id} is not laid out`);
  return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
}

/**
 * Reads the visible labels after each of the page's next `animationFrames` animation frames (the globe places
 * them in its frames, drawn in at least every other one); returns the overlapping pairs and the most labels seen at once.
 */
async function sampleLabelOverlaps(
  page: Page,
  animationFrames: number,
): Promise<{ overlaps: string[]; mostShown: number }> {
  return page.evaluate(async (count) => {
    const overlaps: string[] = [];
    let mostShown = 0;
    for (let frame = 0; frame < count; frame += 1) {
      await new Promise((resolve) => requestAnimationFrame(resolve));
      const labels = [...document.querySelectorAll<HTMLElement>('.globe-marker .globe-marker__label')].filter(
        (label) => {
          const link = label.parentElement;
          return (
            link && getComputedStyle(label).visibility === 'visible' && Number(getComputedStyle(link).opacity) > 0.05
          );
        },
      );
      mostShown = Math.max(mostShown, labels.length);
      const boxes = labels.map((label) => ({ name: label.textContent, box: label.getBoundingClientRect() }));
      for (const [index, a] of boxes.entries()) {
        for (const b of boxes.slice(index + 1)) {
          const apart =
            a.box.right <= b.box.left ||
            b.box.right <= a.box.left ||
            a.box.bottom <= b.box.top ||
            b.box.bottom <= a.box.top;
          if (!apart) overlaps.push(`${a.name} / ${b.name}`);
        }
      }
    }
    return { overlaps, mostShown };
  }, animationFrames);
}

/**
 * The labels shown on the globe that the box of `selector` meets, read after each of the page's next
 * `animationFrames` animation frames (issue 45: the tour's card and the keyboard hint cover none).
 */
async function labelsCoveredBy(page: Page, selector: string, animationFrames: number): Promise<string[]> {
  return page.evaluate(
    async ({ selector, count }) => {
      const covered = new Set<string>();
      for (let frame = 0; frame < count; frame += 1) {
        await new Promise((resolve) => requestAnimationFrame(resolve));
        const cover = document.querySelector(selector)?.getBoundingClientRect();
        if (!cover) continue;
        for (const label of document.querySelectorAll<HTMLElement>('.globe-marker .globe-marker__label')) {
          const link = label.parentElement;
          if (
            !link ||
            getComputedStyle(label).visibility !== 'visible' ||
            Number(getComputedStyle(link).opacity) <= 0.05
          )
            continue;
          const box = label.getBoundingClientRect();
          const apart =
            box.right <= cover.left || cover.right <= box.left || box.bottom <= cover.top || cover.bottom <= box.top;
          if (!apart) covered.add(label.textContent);
        }
      }
      return [...covered];
    },
    { selector, count: animationFrames },
  );
}

const tourCaption = (locale: 'en' | 'de' | 'tr', index: number): string => {
  const copy = dictionaries[locale];
  const { place } = tourStop(index);
  return copy.places.tour.caption
    .replace('{{number}}', String(index + 1))
    .replace('{{count}}', String(tourStops.length))
    .replace('{{place}}', copy.places.cards[place].place);
};

/** Resolves after the page's next `count` animation frames (60 a second on a quiet machine, fewer on a busy one). */
function animationFrames(page: Page, count: number): Promise<void> {
  return page.evaluate(async (frames) => {
    for (let frame = 0; frame < frames; frame += 1) await new Promise((resolve) => requestAnimationFrame(resolve));
  }, count);
}

test.describe('on a desktop', () => {
  test.use({ viewport: desktop });

  test('a hovered marker holds still under the pointer, and a click on it reaches its page', async ({ page }) => {
    await gotoHydrated(page, '/');
    const marker = await frontMarker(page);
    await page.mouse.move(marker.x, marker.y);
    const start = await dotCentre(page, marker.id);
    // A second of frames (60 at 60 Hz): spinning (a turn a minute), a dot facing the visitor moves tens of pixels.
    await animationFrames(page, 60);
    const end = await dotCentre(page, marker.id);
    expect(Math.hypot(end.x - start.x, end.y - start.y)).toBeLessThan(2);
    expect(Math.hypot(start.x - marker.x, start.y - marker.y)).toBeLessThan(8);
    const href = await page.locator(`li[data-marker="${marker.id}"] > a`).getAttribute('href');
    await page.mouse.click(end.x, end.y);
    await expect(page).toHaveURL(new RegExp(`${href ?? 'missing'}$`));
  });

  test('the card shows the place and its service, stays open on the way in, and its link works', async ({ page }) => {
    // The page's clock, so the wait for a card to close after the pointer left it takes no real time.
    await page.clock.install();
    await gotoHydrated(page, '/');
    const marker = await frontMarker(page);
    await page.mouse.move(marker.x, marker.y);
    const item = page.locator(`li[data-marker="${marker.id}"]`);
    const card = item.locator('.globe-card');
    await expect(card).toBeVisible();
    // A marker's card names each of its places (Dubai and Doha share one), then their service.
    const places = globeMarkers.find((candidate) => candidate.id === marker.id)?.places ?? [];
    const [first] = places;
    if (!first) throw new Error(`${marker.id} opens no place`);
    for (const place of places) await expect(card).toContainText(en.places.cards[place].place);
    await expect(card).toContainText(en.places.cards[first].service);
    // The card leaves the marker uncovered and stays inside the screen.
    const cardBox = await card.boundingBox();
    const dotBox = await item.locator('.globe-marker__dot').boundingBox();
    if (!cardBox || !dotBox) throw new Error('card or dot not laid out');
    const covers =
      cardBox.x < dotBox.x + dotBox.width &&
      dotBox.x < cardBox.x + cardBox.width &&
      cardBox.y < dotBox.y + dotBox.height &&
      dotBox.y < cardBox.y + cardBox.height;
    expect(covers).toBe(false);
    expect(cardBox.x).toBeGreaterThanOrEqual(0);
    expect(cardBox.x + cardBox.width).toBeLessThanOrEqual(desktop.width);
    expect(cardBox.y + cardBox.height).toBeLessThanOrEqual(desktop.height);
    // Crossing from the marker into the card keeps it open.
    const link = card.getByRole('link', { name: en.places.cards[first].link });
    const linkBox = await link.boundingBox();
    if (!linkBox) throw new Error('card link not laid out');
    await page.mouse.move(linkBox.x + linkBox.width / 2, linkBox.y + linkBox.height / 2, { steps: 6 });
    // A second of the page's time, run at once: well past the grace after which a card the pointer left closes
    // (useMarkerCard.ts), and every timer due in it has run.
    await page.clock.runFor(1000);
    await expect(card).toBeVisible();
    const href = await link.getAttribute('href');
    await link.click();
    await expect(page).toHaveURL(new RegExp(`${href ?? 'missing'}$`));
  });

  test('the card closes on leaving and on Escape, and the spin resumes', async ({ page }) => {
    await gotoHydrated(page, '/');
    const marker = await frontMarker(page);
    await page.mouse.move(marker.x, marker.y);
    const card = page.locator(`li[data-marker="${marker.id}"] .globe-card`);
    await expect(card).toBeVisible();
    await page.mouse.move(40, desktop.height - 40);
    await expect(card).toHaveCount(0);
    const left = await dotCentre(page, marker.id);
    await expect.poll(async () => (await dotCentre(page, marker.id)).x - left.x).toBeGreaterThan(3);
    const link = page.locator(`li[data-marker="${marker.id}"] > a`);
    await link.focus();
    await expect(card).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(card).toHaveCount(0);
    await expect(link).toBeFocused();
  });

  test('labels never overlap while the globe spins or is dragged', async ({ page }) => {
    await gotoHydrated(page, '/');
    // Five seconds of spin (300 frames at 60 Hz), every frame read.
    const spinning = await sampleLabelOverlaps(page, 300);
    expect(spinning.overlaps).toEqual([]);
    expect(spinning.mostShown).toBeGreaterThanOrEqual(3);
    // Dragging from the globe's lower right, away from the markers, sweeping all four past each other: the
    // labels are read after each step, in the frames the globe draws for it, and through the flick after it.
    await page.mouse.move(desktop.width - 30, desktop.height - 60);
    await page.mouse.down();
    const dragged: string[] = [];
    for (let step = 1; step <= 30; step += 1) {
      await page.mouse.move(desktop.width - 30 - step * 12, desktop.height - 60 - step * 2);
      dragged.push(...(await sampleLabelOverlaps(page, 2)).overlaps);
    }
    await page.mouse.up();
    dragged.push(...(await sampleLabelOverlaps(page, 60)).overlaps);
    expect(dragged).toEqual([]);
  });

  test('Tab to a marker behind the globe turns it into view; the globe after the places turns by arrow keys, paused too', async ({
    page,
  }) => {
    await gotoHydrated(page, '/');
    // Turn the globe by hand (about 150 degrees) until the places are behind it; held still before letting go, so no flick.
    await page.mouse.move(desktop.width - 30, desktop.height - 60);
    await page.mouse.down();
    await page.evaluate(() => {
      const last = window as unknown as { lastPointerMove: number };
      last.lastPointerMove = performance.now();
      window.addEventListener('pointermove', (event) => (last.lastPointerMove = event.timeStamp), { capture: true });
    });
    await page.mouse.move(desktop.width - 30 - 700, desktop.height - 60, { steps: 20 });
    // Until the page's own clock says the pointer has rested longer than a flick's (markers.ts), at the next frame.
    await page.waitForFunction(
      (stale) => performance.now() - (window as unknown as { lastPointerMove: number }).lastPointerMove > stale,
      flickStaleMs,
      {
        polling: 'raf',
      },
    );
    await page.mouse.up();
    const potsdam = markers(page).first();
    await expect(potsdam).toHaveAttribute('data-facing', 'back');
    // The hero's last button comes just before the places in the tab order.
    await page.locator('#home').getByRole('link', { name: en.home.ctaContact }).focus();
    await page.keyboard.press('Tab');
    await expect(potsdam).toBeFocused();
    await expect(potsdam).toHaveAttribute('data-facing', 'front');
    await expect(page.locator('li[data-marker="potsdam"] .globe-card')).toContainText(en.places.cards.potsdam.place);

    // After the places (the last one opens its card, whose links come next) the globe itself takes focus
    // and says how it turns. Home brings back the start, where Turkey faces the visitor, and the arrow
    // keys turn it although it is paused.
    await page.getByTestId('globe-pause').click();
    await markers(page).last().focus();
    // The Gulf's card links each of its two places' pages.
    const lastCardLinks = page.locator('li[data-marker]').last().locator('.globe-card').getByRole('link');
    await expect(lastCardLinks).toHaveText([en.places.cards.dubai.link, en.places.cards.qatar.link]);
    for (const link of await lastCardLinks.all()) {
      await page.keyboard.press('Tab');
      await expect(link).toBeFocused();
    }
    await page.keyboard.press('Tab');
    const globe = page.getByRole('application', { name: en.places.explore.label });
    await expect(globe).toBeFocused();
    await expect(globe).toHaveAccessibleDescription(en.places.explore.hint);
    await expect(page.getByText(en.places.explore.hint)).toBeVisible();
    const turkey = async () => (await dotCentre(page, 'turkey')).x;
    await page.keyboard.press('Home');
    const disc = await globe.boundingBox();
    if (!disc) throw new Error('the globe control is not laid out');
    const centre = disc.x + disc.width / 2;
    await expect.poll(async () => Math.abs((await turkey()) - centre)).toBeLessThan(disc.width * 0.02);
    const start = await turkey();
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('ArrowLeft');
    await expect.poll(turkey).toBeLessThan(start - disc.width * 0.1);
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    await expect.poll(turkey).toBeCloseTo(start, 0);
  });
});

test.describe('on a desktop, issue 45', () => {
  test.use({ viewport: desktop });

  test("the tour's card covers no label at any stop", async ({ page }) => {
    await page.clock.install();
    await gotoHydrated(page, '/');
    await page.getByRole('button', { name: en.globe.tour.start }).click();
    for (const [index] of tourStops.entries()) {
      if (index > 0) await page.clock.fastForward(tourStopMs);
      await expect(page.getByTestId('globe-tour-caption')).toContainText(tourCaption('en', index));
      await expect(page.locator('.globe-card[data-placed]')).toBeVisible();
      // Over the turn to the place and the hold: a card that jumped over a label for a frame would show.
      expect(await labelsCoveredBy(page, '.globe-card', 45), `stop ${index + 1}`).toEqual([]);
    }
  });

  test('the keyboard hint covers no label as the arrow keys turn the globe', async ({ page }) => {
    await gotoHydrated(page, '/');
    await page.getByTestId('globe-pause').click();
    const globe = page.getByRole('application', { name: en.places.explore.label });
    // From the keyboard (the hint shows on keyboard focus): into the globe from the control after it.
    await globe.focus();
    await page.keyboard.press('Tab');
    await page.keyboard.press('Shift+Tab');
    await expect(globe).toBeFocused();
    await expect(page.getByText(en.places.explore.hint)).toBeVisible();
    // Up first: it brings Potsdam, north of the start, up to where the hint stood.
    for (const key of [
      'ArrowUp',
      'ArrowUp',
      'ArrowLeft',
      'ArrowDown',
      'ArrowDown',
      'ArrowDown',
      'ArrowRight',
      'ArrowRight',
      'Home',
      'ArrowUp',
    ]) {
      await page.keyboard.press(key);
      expect(await labelsCoveredBy(page, '.keyboard-globe__hint', 8), `after ${key}`).toEqual([]);
    }
  });
});

test.describe('on a touch screen', () => {
  test.use({ viewport: { width: 1024, height: 768 }, hasTouch: true, isMobile: true });

  test('the first tap on a marker shows its card, the card link navigates, a tap elsewhere closes it', async ({
    page,
  }) => {
    await gotoHydrated(page, '/');
    let marker = await frontMarker(page);
    await page.touchscreen.tap(marker.x, marker.y);
    const card = page.locator(`li[data-marker="${marker.id}"] .globe-card`);
    await expect(card).toBeVisible();
    await expect(page).toHaveURL(/\/$/);
    await page.touchscreen.tap(20, 740);
    await expect(card).toHaveCount(0);
    marker = await frontMarker(page);
    await page.touchscreen.tap(marker.x, marker.y);
    const link = page.locator(`li[data-marker="${marker.id}"] .globe-card`).getByRole('link');
    await expect(link).toBeVisible();
    const href = await link.getAttribute('href');
    await link.tap();
    await expect(page).toHaveURL(new RegExp(`${href ?? 'missing'}$`));
  });
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  for (const locale of ['en', 'de', 'tr'] as const) {
    test(`(${locale}) the tour shows the stop's place above its caption and the chips, under the hero's text`, async ({
      page,
    }) => {
      await page.clock.install();
      await gotoHydrated(page, locale === 'en' ? '/' : `/${locale}`);
      await page.getByRole('button', { name: dictionaries[locale].globe.tour.start }).click();
      await page.clock.fastForward(tourStopMs);
      const caption = page.getByTestId('globe-tour-caption');
      await expect(caption).toContainText(tourCaption(locale, 1));
      // Where the globe, once turned, shows the stop's place (Turkey): its pulse reaches 20 px round it.
      const turkey = sitePlaces.find((where) => where.id === 'turkey');
      if (!turkey) throw new Error('no place turkey');
      const placeNow = async () => {
        const main = await page.evaluate(() => window.__globe?.main);
        if (!main) throw new Error('the globe publishes no stats');
        const turned = rotate(latLonToVec(turkey.lat, turkey.lon), main, { x: 0, y: 0, z: 0 });
        return { ...project(turned, main.cx, main.cy, main.radius), z: turned.z, main };
      };
      // The tour turns the globe until the place stands listLiftDeg north of its centre.
      const target = tourStop(1).listFacing;
      await expect
        .poll(async () => {
          const { main } = await placeNow();
          return Math.abs(main.theta - target.theta) + (1 - Math.cos(main.phi - target.phi));
        })
        .toBeLessThan(0.01);
      const { x, y, z, main } = await placeNow();
      expect(z).toBeCloseTo(Math.cos((listLiftDeg * Math.PI) / 180), 1);
      const stage = await page.locator('.globe-stage').boundingBox();
      const place = { x: (stage?.x ?? 0) + x, y: (stage?.y ?? 0) + y };
      const { cy, radius } = main;
      const [captionBox, chipsBox, buttonsBox] = await Promise.all([
        caption.boundingBox(),
        page.getByRole('navigation', { name: dictionaries[locale].places.markersLabel }).boundingBox(),
        page.locator('.hero .button-row').boundingBox(),
      ]);
      expect(place.x).toBeGreaterThan(20);
      expect(place.x).toBeLessThan(390 - 20);
      expect(place.y + 20).toBeLessThanOrEqual(captionBox?.y ?? 0);
      expect(place.y + 20).toBeLessThanOrEqual(chipsBox?.y ?? 0);
      expect(place.y - 20).toBeGreaterThanOrEqual((buttonsBox?.y ?? 0) + (buttonsBox?.height ?? 0));
      expect(place.y - 20).toBeGreaterThanOrEqual((stage?.y ?? 0) + cy - radius);
    });
  }

  test('each of the places is a link a finger can reach, on the first screen', async ({ page }) => {
    await gotoHydrated(page, '/');
    const links = markers(page);
    await expect(links).toHaveCount(globeMarkers.length);
    // Unscrolled: all of them lie on the first screen (on the globe, under the hero's text).
    const lead = await page.locator('.hero .lead').boundingBox();
    for (const link of await links.all()) {
      await expect(link).toBeInViewport({ ratio: 1 });
      expect((await link.boundingBox())?.y ?? 0).toBeGreaterThan((lead?.y ?? 844) + (lead?.height ?? 0));
    }
    for (let index = 0; index < globeMarkers.length; index += 1) {
      const link = links.nth(index);
      await link.scrollIntoViewIfNeeded();
      await expect(link).toBeVisible();
      const box = await link.boundingBox();
      if (!box) throw new Error(`place ${index} is not laid out`);
      expect(box.height).toBeGreaterThanOrEqual(44);
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(390);
      const href = await link.getAttribute('href');
      await link.tap();
      await expect(page).toHaveURL(new RegExp(`${href ?? 'missing'}$`));
      await page.goBack();
      await expect(page).toHaveURL(/\/$/);
    }
  });
});
