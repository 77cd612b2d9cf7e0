import { expect, test, type Page } from '@playwright/test';
import { gotoHydrated } from './support/hydration';
import { dictionaries, expectedMeta, routes } from './support/site';

const { en, de, tr } = dictionaries;

test.use({ viewport: { width: 1280, height: 800 } });

/**
 * The expanded state Chromium gives the header's language button in its accessibility tree: from its
 * `popovertarget` (the markup has no aria-expanded, which the W3C checker refuses beside it).
 */
async function languageButtonExpanded(page: Page): Promise<unknown> {
  const cdp = await page.context().newCDPSession(page);
  const { root } = await cdp.send('DOM.getDocument', { depth: 0 });
  const { nodeId } = await cdp.send('DOM.querySelector', {
    nodeId: root.nodeId,
    selector: '[data-testid=site-header] [data-testid=language-menu]',
  });
  const { nodes } = await cdp.send('Accessibility.getPartialAXTree', { nodeId, fetchRelatives: false });
  await cdp.detach();
  return nodes[0]?.properties?.find((property) => property.name === 'expanded')?.value.value;
}

test('the language menu switches to the same page in the chosen language', async ({ page }) => {
  await gotoHydrated(page, '/about');
  const header = page.getByTestId('site-header');
  await header.getByRole('button', { name: /Language: English/ }).click();
  const list = header.getByRole('list').filter({ has: page.getByRole('link', { name: 'Deutsch' }) });
  await expect(list.getByRole('link')).toHaveText(['English', 'Deutsch', 'Türkçe']);
  await list.getByRole('link', { name: 'Deutsch' }).click();
  await expect(page).toHaveURL(/\/de\/about$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(de.about.heading);
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  await expect(page).toHaveTitle(de.meta.about.title.replace('{{company}}', 'Globalis Group'));
  await expect(list).toBeHidden();
});

test('the language menu closes on Escape, returning focus, and on an outside click', async ({ page }) => {
  await gotoHydrated(page, '/services');
  const trigger = page.getByTestId('site-header').getByRole('button', { name: /Language: English/ });
  await expect(trigger).not.toHaveAttribute('aria-expanded');
  expect(await languageButtonExpanded(page)).toBe(false);
  await trigger.focus();
  await page.keyboard.press('Enter');
  const german = page.getByRole('link', { name: 'Deutsch' }).first();
  await expect(german).toBeVisible();
  expect(await languageButtonExpanded(page)).toBe(true);
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: 'English' }).first()).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(german).toBeHidden();
  await expect(trigger).toBeFocused();
  expect(await languageButtonExpanded(page)).toBe(false);

  await trigger.click();
  await expect(german).toBeVisible();
  await page.getByRole('heading', { level: 1 }).click();
  await expect(german).toBeHidden();
});

test('on a phone, the language control shows the current language and opens the language list', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await gotoHydrated(page, '/services/it');
  const toggle = page.getByTestId('language-toggle');
  const menu = page.getByTestId('mobile-menu');
  for (const [code, name, url, heading] of [
    ['DE', 'Deutsch', /\/de\/services\/it$/, de.servicePages.it.title],
    ['TR', 'Türkçe', /\/tr\/services\/it$/, tr.servicePages.it.title],
    ['EN', 'English', /\/services\/it$/, en.servicePages.it.title],
  ] as const) {
    await toggle.click();
    await menu.getByRole('link', { name }).click();
    await expect(page).toHaveURL(url);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
    await expect(toggle).toHaveText(code);
  }
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
});

test('after switching, the head describes the new language for search engines', async ({ page }) => {
  await gotoHydrated(page, '/contact');
  await page
    .getByTestId('site-header')
    .getByRole('button', { name: /Language: English/ })
    .click();
  await page.getByRole('link', { name: 'Türkçe' }).first().click();
  await expect(page).toHaveURL(/\/tr\/contact$/);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/tr\/contact$/);
  const contact = routes.find((route) => route.path === '/contact');
  if (!contact) throw new Error('no /contact route');
  await expect(page.locator('meta[name="description"]')).toHaveAttribute(
    'content',
    expectedMeta(contact, 'tr').description,
  );
});
