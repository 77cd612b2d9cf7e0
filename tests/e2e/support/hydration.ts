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

/**
 * Holds the site chunk (the shell and hydration, src/build/chunkGroups.ts) back until the returned function
 * is called: the visitor acts on the prerendered page before its scripts run.
 */
export async function holdHydration(page: Page): Promise<() => void> {
  let release = (): void => undefined;
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/assets/site-*.js', async (route) => {
    await held;
    await route.continue();
  });
  return release;
}
