import { expect, test } from '@playwright/test';
import { skipConsent } from './support/forms';
import { waitForHydration } from './support/hydration';

// Hydration takes over the prerendered page as it is: nothing the visitor already sees is removed and
// drawn again (that would flash, shift the layout and lose what was selected or scrolled to).
for (const path of ['/', '/about', '/de/services/it', '/tr/contact', '/careers', '/globe-demo']) {
  test(`${path}: hydration keeps the prerendered page's elements`, async ({ page }) => {
    await skipConsent(page);
    await page.addInitScript(() => {
      const removed: string[] = [];
      Object.assign(window, { removedWhileLoading: removed });
      new MutationObserver((records) => {
        for (const record of records) {
          const parent = record.target;
          // Inside the page frame and the footer: the shell swaps its own placeholders (banner, globe still).
          if (!(parent instanceof Element) || !parent.closest('.page-frame, footer')) continue;
          for (const node of record.removedNodes) {
            if (node instanceof Element) removed.push(`${node.tagName.toLowerCase()}${node.id ? `#${node.id}` : ''} from ${parent.tagName.toLowerCase()}`);
          }
        }
      }).observe(document, { childList: true, subtree: true });
    });
    await page.goto(path);
    await waitForHydration(page);
    expect(await page.evaluate(() => (window as unknown as { removedWhileLoading: string[] }).removedWhileLoading)).toEqual([]);
  });
}
