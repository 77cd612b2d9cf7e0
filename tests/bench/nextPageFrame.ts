/**
 * The markup a link's next page shows in the site's own first frame with its heading in view (issue 57): what
 * the link's floor (bareFloor.ts) puts in the page by hand. Captured unthrottled, once per case and build, by
 * the heading's watch (eventTiming.ts) in that frame's callback, just before its paint: the page's frame
 * (breadcrumbs and main, later parts still placeholders), and the header and footer too when the link changes
 * the language.
 */
import type { Browser } from '@playwright/test';
import { splitLocale } from '../../src/i18n/locales';
import type { NextPageParts } from './bareFloor';
import { nextHeadingMs, readCaptured, watchNextHeading } from './eventTiming';
import type { InteractionCase } from './interactionCases';

export async function nextPageFirstFrame(
  browser: Browser,
  origin: string,
  interaction: InteractionCase,
): Promise<NextPageParts> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  try {
    await context.addInitScript(() => window.localStorage.setItem('cookieConsent', 'declined'));
    const page = await context.newPage();
    await page.goto(`${origin}${interaction.path}`);
    await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
    await interaction.prepare?.(page);
    const target = interaction.target?.(page);
    if (!target) throw new Error(`${interaction.name}: a link floor needs a target`);
    const href = (await target.getAttribute('href')) ?? '';
    const sameLanguage = splitLocale(href).locale === splitLocale(interaction.path).locale;
    await watchNextHeading(page, sameLanguage ? ['.page-frame'] : ['.site-header', '.page-frame', '.site-footer']);
    await target.click();
    await nextHeadingMs(page);
    const parts = await readCaptured(page);
    if (parts.length === 0 || parts.some((part) => part.html === ''))
      throw new Error(`${interaction.name}: no next frame`);
    return { parts };
  } finally {
    await context.close();
  }
}
