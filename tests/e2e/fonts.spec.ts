/** The web font may arrive after the first paint (a slow network): the text must not reflow when it does. */
import { expect, test, type Page } from '@playwright/test';
import { skipConsent } from './support/forms';

/** Heights of the home page's text blocks that sit above the fold or start the next section. */
async function textBlockHeights(page: Page): Promise<number[]> {
  return page.evaluate(() =>
    ['#hero-heading', '#home .lead', '#home .button', '#services-heading', '#services-heading + p', '#panel-it .card'].map((selector) => {
      const element = document.querySelector(selector);
      if (!element) throw new Error(`${selector} is missing`);
      return Math.round(element.getBoundingClientRect().height);
    }),
  );
}

/**
 * Whether a face of this family loaded once the page's fonts have settled: Inter itself, or a local()
 * fallback face whose font was found on the system.
 */
async function faceLoaded(page: Page, family: string): Promise<boolean> {
  return page.evaluate(async (name) => {
    await document.fonts.ready;
    return [...document.fonts].some((face) => face.family.replaceAll('"', '') === name && face.status === 'loaded');
  }, family);
}

/**
 * The fallback faces: 'Inter Fallback' on Arial or its twins (desktop; Liberation Sans here), and
 * 'Inter Fallback Roboto' for Android, measured here alone by making it the page's font.
 */
const fallbacks = [
  { family: 'Inter Fallback', widths: [360, 390, 1440] },
  { family: 'Inter Fallback Roboto', widths: [360, 390] },
] as const;

for (const { family, widths } of fallbacks) {
  for (const path of ['/', '/de', '/tr']) {
    for (const width of widths) {
      test(`${path} at ${width} px lays out its text the same in Inter and in ${family}`, async ({ browser }) => {
        const context = await browser.newContext({ viewport: { width, height: 844 } });
        const withInter = await context.newPage();
        await skipConsent(withInter);
        await withInter.goto(path);
        expect(await faceLoaded(withInter, 'Inter Variable')).toBe(true);
        const withoutInter = await context.newPage();
        await skipConsent(withoutInter);
        await withoutInter.route('**/*.woff2', (route) => route.abort());
        await withoutInter.goto(path);
        if (family !== 'Inter Fallback') {
          await withoutInter.evaluate((only) => document.documentElement.style.setProperty('--font', `'Inter Variable', '${only}'`), family);
        }
        expect(await faceLoaded(withoutInter, 'Inter Variable')).toBe(false);
        expect(await faceLoaded(withoutInter, family), `${family} needs its system font (tests/ensure-chromium.sh installs it)`).toBe(true);
        expect(await textBlockHeights(withoutInter)).toEqual(await textBlockHeights(withInter));
        await context.close();
      });
    }
  }
}
