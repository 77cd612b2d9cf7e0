import type { Page } from '@playwright/test';

/**
 * The prerendered page shows before its scripts run (they start after the first paint), so a test of
 * scripted behaviour opens the page and waits until hydration has finished (Layout sets the mark).
 * Pages opened with JavaScript off never get it: they use page.goto.
 */
export async function gotoHydrated(page: Page, url: string): Promise<void> {
  await page.goto(url);
  await waitForHydration(page);
}

export async function waitForHydration(page: Page): Promise<void> {
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
}
