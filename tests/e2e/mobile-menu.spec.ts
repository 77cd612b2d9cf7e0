import { axeViolations } from './support/axe';
import { expect, test, type Page } from '@playwright/test';
import { localeInfo } from '../../src/i18n/locales';
import { gotoHydrated, holdHydration, waitForHydration } from './support/hydration';
import { dictionaries, localizePath, locales } from './support/site';

const en = dictionaries.en;

test.use({ viewport: { width: 390, height: 844 } });

/** The focused element's place: 'menu' (inside the open menu), 'body' (the browser's own stop), or its markup. */
function focusPlace(page: Page): Promise<string> {
  return page.evaluate(() => {
    const focused = document.activeElement;
    if (!focused || focused === document.body) return 'body';
    return focused.closest('#mobile-menu') ? 'menu' : focused.outerHTML.slice(0, 80);
  });
}

for (const locale of locales) {
  test(`the phone's language control shows the current language and names what it does (${locale})`, async ({
    page,
  }) => {
    const { endonym } = localeInfo[locale];
    const code = locale.toUpperCase();
    await gotoHydrated(page, localizePath('/services/it', locale));
    const toggle = page.getByTestId('language-toggle');
    await expect(toggle).toBeVisible();
    await expect(toggle).toHaveText(code);
    await expect(toggle).toHaveAccessibleName(
      dictionaries[locale].header.changeLanguage.replace('{{name}}', `${endonym} (${code})`),
    );
    await expect(toggle).toHaveAttribute('aria-haspopup', 'dialog');

    await toggle.click();
    const menu = page.getByTestId('mobile-menu');
    await expect(menu).toBeVisible();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    // It opens at the language list, on the page's own language, whose flag the control showed.
    const current = menu.locator('a[aria-current="true"]');
    await expect(current).toBeFocused();
    await expect(current).toHaveText(endonym);
    await expect(current).toHaveAttribute('lang', locale);
    const flag = (selector: string) => page.locator(selector).evaluate((svg) => svg.innerHTML);
    expect(await flag('[data-testid="language-toggle"] svg.flag')).toBe(
      await flag('#mobile-menu a[aria-current="true"] svg.flag'),
    );
  });
}

test('the language list is inside the menu, and choosing a language keeps the page', async ({ page }) => {
  await gotoHydrated(page, '/about');
  await page.getByTestId('menu-button').click();
  const menu = page.getByTestId('mobile-menu');
  const languages = menu.getByRole('region', { name: en.header.language }).getByRole('link');
  await expect(languages).toHaveText(['English', 'Deutsch', 'Türkçe']);
  expect(await languages.evaluateAll((links) => links.map((link) => link.getAttribute('href')))).toEqual([
    '/about',
    '/de/about',
    '/tr/about',
  ]);
  await languages.filter({ hasText: 'Türkçe' }).click();
  await expect(page).toHaveURL(/\/tr\/about$/);
  await expect(menu).toBeHidden();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(dictionaries.tr.about.heading);
  await expect(page.getByTestId('language-toggle')).toHaveText('TR');
});

test('the menu is a modal dialog over a backdrop; a click on the backdrop closes it', async ({ page }) => {
  await gotoHydrated(page, '/services');
  const button = page.getByTestId('menu-button');
  await button.click();
  const menu = page.getByTestId('mobile-menu');
  await expect(menu).toBeVisible();
  expect(await menu.evaluate((dialog) => dialog.matches(':modal'))).toBe(true);
  const backdrop = await menu.evaluate((dialog) => getComputedStyle(dialog, '::backdrop').backgroundColor);
  expect(backdrop).not.toBe('rgba(0, 0, 0, 0)');
  // The page beside the sheet is the backdrop: it covers it, so the page's own links there are out of reach.
  const sheet = await menu.boundingBox();
  expect(sheet?.x).toBeGreaterThan(20);
  await page.mouse.click(10, 600);
  await expect(menu).toBeHidden();
  await expect(page).toHaveURL(/\/services$/);
  await expect(button).toBeFocused();
});

test('the page does not scroll under the open menu, and is where it was after closing', async ({ page }) => {
  await gotoHydrated(page, '/services/it');
  await page.evaluate(() => window.scrollTo(0, 900));
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(900);
  await page.getByTestId('menu-button').click();
  await expect(page.getByTestId('mobile-menu')).toBeVisible();
  expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflowY)).toBe('hidden');
  // Every scroll of the page fires a scroll event at the document (the menu's own do not bubble to it): none
  // may come from the wheel or the key. A scroll moves on the frames after its input, a smooth one on every
  // frame: 20 frames after the key (a third of a second at 60 Hz), none has come.
  await page.evaluate(() => {
    const counter = window as unknown as { scrolls: number };
    counter.scrolls = 0;
    document.addEventListener('scroll', () => (counter.scrolls += 1), { passive: true });
  });
  await page.mouse.move(10, 500);
  await page.mouse.wheel(0, 600);
  await page.keyboard.press('PageDown');
  const scrolls = await page.evaluate(async () => {
    for (let frame = 0; frame < 20; frame += 1) await new Promise((resolve) => requestAnimationFrame(resolve));
    return (window as unknown as { scrolls: number }).scrolls;
  });
  expect(scrolls).toBe(0);
  expect(await page.evaluate(() => window.scrollY)).toBe(900);

  await page.keyboard.press('Escape');
  await expect(page.getByTestId('mobile-menu')).toBeHidden();
  expect(await page.evaluate(() => window.scrollY)).toBe(900);
  await page.mouse.wheel(0, 300);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(900);
});

test('Escape closes the menu, Tab stays in it, and focus returns to the menu button', async ({ page }) => {
  await gotoHydrated(page, '/contact');
  const button = page.getByTestId('menu-button');
  await button.focus();
  await page.keyboard.press('Enter');
  const menu = page.getByTestId('mobile-menu');
  await expect(menu.getByRole('button', { name: en.header.closeMenu })).toBeFocused();
  // Round the menu twice, both ways: focus never reaches the page behind (the body is the browser's own stop).
  const places: string[] = [];
  for (const key of [...Array<string>(20).fill('Tab'), ...Array<string>(20).fill('Shift+Tab')]) {
    await page.keyboard.press(key);
    places.push(await focusPlace(page));
  }
  expect(places.filter((place) => place !== 'menu' && place !== 'body')).toEqual([]);
  expect(places.filter((place) => place === 'menu').length).toBeGreaterThan(30);

  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();
  await expect(button).toBeFocused();
  await expect(button).toHaveAttribute('aria-expanded', 'false');
  expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflowY)).not.toBe('hidden');
});

test('the close button closes the menu and a link closes it on the new page', async ({ page }) => {
  await gotoHydrated(page, '/');
  const button = page.getByTestId('menu-button');
  const menu = page.getByTestId('mobile-menu');
  await button.click();
  await menu.getByRole('button', { name: en.header.closeMenu }).click();
  await expect(menu).toBeHidden();
  await expect(button).toBeFocused();

  await button.click();
  await menu.getByRole('link', { name: en.nav.about }).click();
  await expect(page).toHaveURL(/\/about$/);
  await expect(menu).toBeHidden();
  await expect(page.locator('#main')).toBeFocused();
});

test('the first tap on the menu button opens the menu before the scripts have run, and the page takes it over', async ({
  page,
}) => {
  const release = await holdHydration(page);
  await page.goto('/');
  const button = page.getByTestId('menu-button');
  const menu = page.getByTestId('mobile-menu');
  await button.click();
  await expect(menu).toBeVisible();
  await expect(menu.getByRole('link', { name: en.nav.about })).toBeVisible();
  release();
  await waitForHydration(page);
  // Still open once the page runs, now with its own behaviour: Escape closes it and focus goes back to the button.
  await expect(menu).toBeVisible();
  await expect(button).toHaveAttribute('aria-expanded', 'true');
  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();
  await expect(button).toBeFocused();
  await expect(button).toHaveAttribute('aria-expanded', 'false');
});

test('widening the window closes the menu, so the page is never left inert', async ({ page }) => {
  await gotoHydrated(page, '/about');
  await page.getByTestId('menu-button').click();
  await expect(page.getByTestId('mobile-menu')).toBeVisible();
  await page.setViewportSize({ width: 1280, height: 844 });
  await expect
    .poll(() => page.getByTestId('mobile-menu').evaluate((dialog: HTMLDialogElement) => dialog.open))
    .toBe(false);
  await page.getByTestId('site-header').getByRole('link', { name: en.nav.contact }).click();
  await expect(page).toHaveURL(/\/contact$/);
});

for (const theme of ['light', 'dark'] as const) {
  test(`the open menu passes axe (${theme})`, async ({ page }) => {
    await page.emulateMedia({ colorScheme: theme });
    await gotoHydrated(page, '/de/careers');
    await page.getByTestId('language-toggle').click();
    await expect(page.getByTestId('mobile-menu')).toBeVisible();
    expect(await axeViolations(page, { include: '#mobile-menu' })).toEqual([]);
  });
}
