import { expect, test, type Page } from '@playwright/test';
import { gotoHydrated } from './support/hydration';
import { dictionaries } from './support/site';

const { en, de } = dictionaries;

test.describe('breadcrumbs', () => {
  // Every route's prerendered trail (hidden on home, localised, sub-services named by their cards) is checked in
  // tests/unit/serverRender.test.ts; these need the browser: navigating by a crumb, and addresses no page has.
  test('show Home and one entry per segment, the last one not linked', async ({ page }) => {
    await gotoHydrated(page, '/services/real-estate');
    const trail = page.getByRole('navigation', { name: en.breadcrumbs.label });
    await expect(trail.getByRole('listitem')).toHaveText(['Home', 'Services', 'Real Estate']);
    await expect(trail.getByRole('link')).toHaveText(['Home', 'Services']);
    await expect(trail.locator('[aria-current="page"]')).toHaveText('Real Estate');
    await trail.getByRole('link', { name: 'Services' }).click();
    await expect(page).toHaveURL(/\/services$/);
  });

  test('capitalise unknown segments with hyphens as spaces (on the 404 page)', async ({ page }) => {
    await gotoHydrated(page, '/services/hr/team-building-days');
    const trail = page.getByRole('navigation', { name: en.breadcrumbs.label });
    await expect(trail.getByRole('listitem')).toHaveText([
      'Home',
      'Services',
      en.services.hr.name,
      'Team building days',
    ]);
    await expect(trail.getByRole('link')).toHaveText(['Home', 'Services', en.services.hr.name]);
  });

  test('on a made-up address, link no part of it that is not a page (de)', async ({ page }) => {
    await gotoHydrated(page, '/de/gibt/es/nicht');
    const trail = page.getByRole('navigation', { name: de.breadcrumbs.label });
    await expect(trail.getByRole('listitem')).toHaveText([de.breadcrumbs.home, 'Gibt', 'Es', 'Nicht']);
    await expect(trail.getByRole('link')).toHaveText([de.breadcrumbs.home]);
    await expect(trail.locator('[aria-current="page"]')).toHaveText('Nicht');
  });
});

test.describe('the 404 page', () => {
  test('answers with status 404, the specified texts and noindex', async ({ page }) => {
    const response = await page.goto('/no/such/page');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('404 – Page not found');
    await expect(page.getByText('Sorry, the requested page does not exist or has been moved.')).toBeVisible();
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex, follow');
  });

  test('offers home, back, three suggestions and the popular pages', async ({ page }) => {
    await gotoHydrated(page, '/about');
    await gotoHydrated(page, '/de/nicht-da');
    const main = page.getByRole('main');
    await expect(main.getByRole('link', { name: de.notFound.home })).toHaveAttribute('href', '/de');
    const suggestions = page.getByTestId('not-found-suggestions').getByRole('link');
    await expect(suggestions).toHaveText([
      de.notFound.suggestions.home.title,
      de.notFound.suggestions.services.title,
      de.notFound.suggestions.contact.title,
    ]);
    expect(await suggestions.evaluateAll((links) => links.map((link) => link.getAttribute('href')))).toEqual([
      '/de',
      '/de/services',
      '/de/contact',
    ]);
    // The list below the cards names only pages the cards do not: no page offered twice (issue 54).
    const popular = page.getByTestId('not-found-popular').getByRole('link');
    expect(await popular.evaluateAll((links) => links.map((link) => link.getAttribute('href')))).toEqual([
      '/de/about',
      '/de/blog',
      '/de/careers',
    ]);
    await main.getByRole('button', { name: de.notFound.back }).click();
    await expect(page).toHaveURL(/\/about$/);
  });

  test('its links lead to real pages', async ({ page }) => {
    await gotoHydrated(page, '/missing');
    await page
      .getByTestId('not-found-suggestions')
      .getByRole('link', { name: en.notFound.suggestions.services.title })
      .click();
    await expect(page).toHaveURL(/\/services$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(en.pages.services.heading);
  });
});

test('the footer links the Impressum, the privacy policy and the accessibility statement on every kind of page', async ({
  page,
}) => {
  for (const url of ['/', '/services/it', '/de/careers', '/tr/no-such-page']) {
    await gotoHydrated(page, url);
    const footer = page.getByRole('contentinfo');
    await expect(footer.locator('a[href$="/impressum"]')).toHaveCount(1);
    await expect(footer.locator('a[href$="/privacy-policy"]')).toHaveCount(1);
    await expect(footer.locator('a[href$="/accessibility"]')).toHaveCount(1);
  }
});

/**
 * Holds About's chunk back until the returned function is called. Before the page loads: once it has and the
 * pointer moved, the page prepares what its header links to in idle time (src/navigation/intentPrefetch.ts), About's among it.
 */
async function holdAboutChunk(page: Page): Promise<() => void> {
  let release = (): void => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/assets/AboutPage-*.js', async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

const headerLink = (page: Page, name: string) =>
  page.getByRole('navigation', { name: en.nav.label }).getByRole('link', { name });

/** From home, follows the menu's About link while About's chunk is held back; returns what lets it through. */
async function visitAboutWithItsChunkHeld(page: Page): Promise<() => void> {
  const release = await holdAboutChunk(page);
  await gotoHydrated(page, '/?globe=2d');
  await headerLink(page, en.nav.about).click();
  await expect(page).toHaveURL(/\/about$/);
  return release;
}

test.describe('a visit to a page whose chunk is still on its way', () => {
  test('shows the page once its code and words are here, the page before staying whole until then', async ({
    page,
  }) => {
    const release = await visitAboutWithItsChunkHeld(page);
    // Until the chunk arrives, home stays whole: no half-switched page.
    await expect(page.getByRole('heading', { level: 1, name: en.home.heading })).toBeVisible();
    release();
    await expect(page.getByRole('heading', { level: 1, name: en.about.heading })).toBeVisible();
  });

  test('Back pressed meanwhile keeps the page the address names', async ({ page }) => {
    const release = await visitAboutWithItsChunkHeld(page);
    await page.goBack();
    await expect(page).not.toHaveURL(/\/about$/);
    release();
    await page.waitForLoadState('networkidle');
    await expect(page.getByRole('heading', { level: 1, name: en.home.heading })).toBeVisible();
  });
});

test('a page whose chunk cannot be fetched (a new deployment, offline) is loaded from the server instead', async ({
  page,
}) => {
  await page.route('**/assets/AboutPage-*.js', (route) => route.abort());
  await gotoHydrated(page, '/?globe=2d');
  const reload = page.waitForEvent('load');
  await page.getByRole('navigation', { name: en.nav.label }).getByRole('link', { name: en.nav.about }).click();
  // The server's prerendered page: the address reloaded, not an error screen.
  await reload;
  await expect(page).toHaveURL(/\/about$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(en.about.heading);
});

test('a link loads its page while the pointer is over it, before the click', async ({ page }) => {
  await gotoHydrated(page, '/');
  // The globe demo: not among what the page prepares in idle time (the header, the footer's services, the languages).
  const demo = page.getByRole('contentinfo').getByRole('link', { name: en.nav.globeDemo });
  const chunk = page.waitForRequest(/\/assets\/GlobeDemoPage-[^/]+\.js$/);
  await demo.hover();
  // Requested on the hover alone: no click has happened yet.
  await chunk;
  await expect(page).toHaveURL(/\/$/);
});

test('once the visitor acts, a page prepares what its header and language menu lead to, so those clicks need no request', async ({
  page,
}) => {
  const requested: string[] = [];
  page.on('request', (request) => requested.push(request.url()));
  await gotoHydrated(page, '/about?globe=2d');
  // A load nobody acts on (a crawler, Lighthouse) loads nothing more: Contact's chunk is not asked for.
  await page.waitForLoadState('networkidle');
  expect(requested.filter((url) => /\/assets\/formPages-[^/]+\.js$/.test(url))).toEqual([]);
  // The pointer moves: the page then prepares the header's pages when idle.
  await page.mouse.move(200, 400);
  // Home's and Contact's chunks: two of the header's pages, each a chunk of its own.
  for (const chunk of [/\/assets\/HomePage-[^/]+\.js$/, /\/assets\/formPages-[^/]+\.js$/])
    await expect.poll(() => requested.some((url) => chunk.test(url))).toBe(true);
  await page.waitForLoadState('networkidle');
  const before = requested.length;
  await headerLink(page, en.nav.contact).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(en.contact.heading);
  // Contact's chunk and its English words (the next page's own idle preparation may ask for others meanwhile).
  expect(requested.slice(before).filter((url) => /\/assets\/(formPages|en)-[^/]+\.js$/.test(url))).toEqual([]);
});

test.describe('the progress indication (issue 57)', () => {
  const bar = (page: Page) => page.getByTestId('navigation-progress');
  const status = (page: Page) => page.getByTestId('navigation-status');
  /** The bar's opacity `ms` after it was shown, by its appearing animation (paused there). */
  const opacityAfter = (page: Page, ms: number): Promise<string> =>
    bar(page).evaluate((element, at) => {
      const appearing = element
        .getAnimations()
        .find((animation) => (animation as CSSAnimation).animationName === 'navigation-progress-appear');
      if (!appearing) return 'no animation';
      appearing.pause();
      appearing.currentTime = at;
      return getComputedStyle(element).opacity;
    }, ms);
  /** Stops the page's timers where they are: from here on they run only as far as the test runs them. */
  const stopClock = async (page: Page): Promise<void> =>
    page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1_000);

  test('shows from 100 ms after the click until the page is there, fixed at the top, announced politely', async ({
    page,
  }) => {
    await page.clock.install();
    const release = await holdAboutChunk(page);
    await gotoHydrated(page, '/?globe=2d');
    await stopClock(page);
    await headerLink(page, en.nav.about).click();
    await expect(page).toHaveURL(/\/about$/);
    // The header names the page asked for at once, before it has loaded.
    await expect(headerLink(page, en.nav.about)).toHaveAttribute('aria-current', 'page');
    // The bar is there from the click, unseen for 100 ms: its delay is a CSS animation's, which runs on the
    // compositor in the page's real time (not the test's clock): read where that animation puts it.
    expect(await opacityAfter(page, 90)).toBe('0');
    expect(await opacityAfter(page, 110)).toBe('1');
    await page.clock.runFor(90);
    await expect(status(page)).toHaveText('');
    await page.clock.runFor(20);
    await expect(bar(page)).toBeVisible();
    await expect(status(page)).toHaveText(en.header.loadingPage.replace('{{page}}', en.breadcrumbs.segments.about));
    await expect(bar(page)).toHaveCSS('position', 'fixed');
    expect((await bar(page).boundingBox())?.y).toBe(0);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(en.home.heading);
    release();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(en.about.heading);
    // Both go once the new page's frame is painted (src/navigation/location.tsx), which takes page time.
    await page.clock.runFor(50);
    await expect(bar(page)).toBeHidden();
    await expect(status(page)).toHaveText('');
  });

  test('shows nothing when the page is there before 100 ms have passed', async ({ page }) => {
    await page.clock.install();
    await gotoHydrated(page, '/?globe=2d');
    const about = headerLink(page, en.nav.about);
    await about.hover();
    await page.waitForLoadState('networkidle');
    await stopClock(page);
    // Shown at the click, the bar must be unseen then (its appearing animation's delay).
    await bar(page).evaluate((element) => {
      new MutationObserver(() => {
        if (!element.hasAttribute('hidden') && getComputedStyle(element).opacity !== '0')
          element.setAttribute('data-was-shown', 'true');
      }).observe(element, { attributeFilter: ['hidden'] });
    });
    await about.click();
    // The press's own frame answers first: the header names the page asked for while the page that is there
    // stays until that frame is painted (src/navigation/location.tsx), which takes page time; 50 ms, half the delay.
    await expect(about).toHaveAttribute('aria-current', 'page');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(en.home.heading);
    await page.clock.runFor(50);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(en.about.heading);
    await page.clock.runFor(1_000);
    await expect(bar(page)).toBeHidden();
    await expect(bar(page)).not.toHaveAttribute('data-was-shown');
    await expect(status(page)).toHaveText('');
  });
});

test('a page a click brings shows its first screen at once and the rest right after, the footer below the fold meanwhile (issue 57)', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await gotoHydrated(page, '/');
  // What the first commit with the new heading held, read the moment React wrote it into the document.
  const firstCommit = page.evaluate(
    (heading) =>
      new Promise<{ valuesShown: boolean; footerTop: number; viewport: number }>((resolve) => {
        const observer = new MutationObserver(() => {
          if (document.querySelector('h1')?.textContent !== heading) return;
          observer.disconnect();
          const footer = document.querySelector('.site-footer')?.getBoundingClientRect().top ?? 0;
          resolve({
            valuesShown: document.getElementById('values-heading') !== null,
            footerTop: footer + window.scrollY,
            viewport: window.innerHeight,
          });
        });
        observer.observe(document.getElementById('main') ?? document.body, { childList: true, subtree: true });
      }),
    en.about.heading,
  );
  await headerLink(page, en.nav.about).click();
  const shown = await firstCommit;
  expect(shown.valuesShown).toBe(false);
  expect(shown.footerTop).toBeGreaterThanOrEqual(shown.viewport);
  await expect(page.getByRole('heading', { level: 2, name: en.about.valuesHeading })).toBeAttached();
  await expect(page.locator('.later-part')).toHaveCount(0);
});

test("a footer link's page is first painted at its top, never at the old page's scroll position (issue 57)", async ({
  page,
}) => {
  await gotoHydrated(page, '/about');
  // The scroll position of the first frame whose document holds the new page's heading.
  const firstFrameScrollY = page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        const before = document.querySelector('h1')?.textContent;
        const observer = new MutationObserver(() => {
          if (document.querySelector('h1')?.textContent === before) return;
          observer.disconnect();
          requestAnimationFrame(() => resolve(window.scrollY));
        });
        observer.observe(document.body, { childList: true, subtree: true, characterData: true });
      }),
  );
  const footerLink = page
    .getByRole('navigation', { name: en.footer.servicesHeading })
    .getByRole('link', { name: en.services.it.name });
  await footerLink.scrollIntoViewIfNeeded();
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
  await footerLink.click();
  expect(await firstFrameScrollY).toBe(0);
  await expect(page.getByRole('heading', { level: 1 })).toBeInViewport();
});

/** scrollY once the page has drawn a few more frames: the banner's focus handling runs a frame after focus. */
const settledScrollY = (page: Page): Promise<number> =>
  page.evaluate(async () => {
    for (let frame = 0; frame < 5; frame += 1) await new Promise((resolve) => requestAnimationFrame(resolve));
    return window.scrollY;
  });

// Issue 54: with the cookie banner open, focusing the new page's main (src/navigation/pageStart.ts) was taken for a control
// to reveal above the banner, and the page stood 30 px down.
for (const { width, height, phone } of [
  { width: 1280, height: 800, phone: false },
  { width: 390, height: 844, phone: true },
]) {
  for (const banner of ['open', 'answered'] as const) {
    test(`a header link starts the new page at the top, banner ${banner}, at ${width} px`, async ({ page }) => {
      if (banner === 'answered') await page.addInitScript(() => localStorage.setItem('cookieConsent', 'declined'));
      await page.setViewportSize({ width, height });
      await gotoHydrated(page, '/about');
      await expect(page.getByTestId('cookie-banner')).toBeVisible({ visible: banner === 'open' });
      await page.evaluate(() => window.scrollTo({ top: 600, behavior: 'instant' }));
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(600);
      if (phone) {
        await page.getByTestId('menu-button').click();
        await page.getByTestId('mobile-menu').getByRole('link', { name: en.nav.services }).click();
      } else {
        await page.getByTestId('site-header').getByRole('link', { name: en.nav.services }).click();
      }
      await expect(page).toHaveURL(/\/services$/);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(en.pages.services.heading);
      await expect(page.locator('#main')).toBeFocused();
      expect(await settledScrollY(page)).toBe(0);
    });
  }
}
