import type { Page } from '@playwright/test';

/**
 * Resizes the page and waits two frames, so whatever the resize sets off (resize observers and the renders
 * they ask for) has been laid out before the test measures.
 */
export async function resizeTo(page: Page, width: number, height: number): Promise<void> {
  await page.setViewportSize({ width, height });
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
}
