import type { Page } from '@playwright/test';

interface FocusStop {
  key: string;
  visibleFocus: boolean;
}

/** Tabs through the whole page, recording each focused control and whether its focus is visible. */
export async function tabThrough(page: Page, limit = 120): Promise<FocusStop[]> {
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

/** Every visible link and button that Tab should reach, in the same key format. */
export async function visibleControls(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>('a[href], button')]
      .filter((element) => element.offsetParent !== null || getComputedStyle(element).position === 'fixed')
      .filter((element) => element.getClientRects().length > 0)
      // A tab list's other tabs are reached with the arrow keys, not Tab (WAI-ARIA tabs pattern): checked apart.
      .filter((element) => !(element.getAttribute('role') === 'tab' && element.tabIndex === -1))
      .map(
        (element) =>
          `${element.tagName}|${element.getAttribute('href') ?? ''}|${element.textContent.trim()}|${element.getAttribute('aria-label') ?? ''}`,
      ),
  );
}
