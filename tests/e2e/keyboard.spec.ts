import { expect, test, type Page } from '@playwright/test';
import { gotoHydrated } from './support/hydration';
import { dictionaries } from './support/site';

const en = dictionaries.en;

interface FocusStop {
  key: string;
  visibleFocus: boolean;
}

/** Tabs through the whole page, recording each focused control and whether its focus is visible. */
async function tabThrough(page: Page, limit = 120): Promise<FocusStop[]> {
  const stops: FocusStop[] = [];
  for (let index = 0; index < limit; index += 1) {
    await page.keyboard.press('Tab');
    const stop = await page.evaluate(() => {
      const element = document.activeElement as HTMLElement | null;
      if (!element || element === document.body) return null;
      // Stop once focus comes back round to a control already visited (same element, not same text).
      const seen = ((window as unknown as { focusSeen?: Set<Element> }).focusSeen ??= new Set<Element>());
      if (seen.has(element)) return null;
      seen.add(element);
      const style = getComputedStyle(element);
      const visibleFocus = style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) >= 2;
      const key = `${element.tagName}|${element.getAttribute('href') ?? ''}|${element.textContent.trim()}|${element.getAttribute('aria-label') ?? ''}`;
      return { key, visibleFocus };
    });
    if (!stop) break;
    stops.push(stop);
  }
  return stops;
}

/** Every visible link and button, in the same key format. */
async function visibleControls(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>('a[href], button')]
      .filter((element) => element.offsetParent !== null || getComputedStyle(element).position === 'fixed')
      .filter((element) => element.getClientRects().length > 0)
      .map(
        (element) =>
          `${element.tagName}|${element.getAttribute('href') ?? ''}|${element.textContent.trim()}|${element.getAttribute('aria-label') ?? ''}`,
      ),
  );
}

for (const width of [1280, 390]) {
  test(`every control is reachable by Tab with a visible focus (${width} px)`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await gotoHydrated(page, '/services');
    await expect(page.getByTestId('cookie-banner')).toBeVisible();
    const stops = await tabThrough(page);
    expect(stops[0]?.key).toContain(en.header.skipLink);
    expect(stops.filter((stop) => !stop.visibleFocus)).toEqual([]);
    const reached = new Set(stops.map((stop) => stop.key));
    const missed = (await visibleControls(page)).filter(
      (control) => !reached.has(control) && !control.includes(en.header.skipLink),
    );
    expect(missed).toEqual([]);
  });
}

test('the skip link jumps to the main content', async ({ page }) => {
  await gotoHydrated(page, '/about');
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: en.header.skipLink })).toBeVisible();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/#main$/);
  await expect(page.locator('#main')).toBeFocused();
});

test('the mobile menu opens and closes by keyboard and by Escape', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await gotoHydrated(page, '/about');
  const button = page.getByTestId('menu-button');
  await button.focus();
  await page.keyboard.press('Enter');
  await expect(button).toHaveAttribute('aria-expanded', 'true');
  const panel = page.locator('#mobile-menu');
  await expect(panel.getByRole('link', { name: en.nav.contact })).toBeVisible();
  await page.keyboard.press('Tab');
  await expect(panel.getByRole('link', { name: en.nav.home })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(panel).toBeHidden();
  await expect(button).toBeFocused();
  await expect(button).toHaveAttribute('aria-expanded', 'false');

  await page.keyboard.press('Enter');
  await panel.getByRole('link', { name: en.nav.contact }).click();
  await expect(page).toHaveURL(/\/contact$/);
  await expect(panel).toBeHidden();
});
