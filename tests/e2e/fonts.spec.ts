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
 * The load status of each face of this family once the page's fonts have settled. Reading the layout
 * first makes the browser start every face the page now needs (a family swapped in by a test has not
 * been laid out yet), so `fonts.ready` waits for all of them, not only those already under way.
 */
async function faceStatuses(page: Page, family: string): Promise<FontFaceLoadStatus[]> {
  return page.evaluate(async (name) => {
    void document.body.offsetHeight;
    await document.fonts.ready;
    return [...document.fonts].filter((face) => face.family.replaceAll('"', '') === name).map((face) => face.status);
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
        expect(await faceStatuses(withInter, 'Inter Variable')).toContain('loaded');
        const withoutInter = await context.newPage();
        await skipConsent(withoutInter);
        await withoutInter.route('**/*.woff2', (route) => route.abort());
        await withoutInter.goto(path);
        if (family !== 'Inter Fallback') {
          await withoutInter.evaluate((only) => document.documentElement.style.setProperty('--font', `'Inter Variable', '${only}'`), family);
        }
        expect(await faceStatuses(withoutInter, 'Inter Variable')).not.toContain('loaded');
        // Every face: regular and bold each need their system font, and a bold face still loading would
        // lay the headings out in whatever font comes next (this raced before).
        const fallbackFaces = await faceStatuses(withoutInter, family);
        expect(fallbackFaces, `${family} needs its system fonts (tests/ensure-chromium.sh installs them)`).toEqual(fallbackFaces.map(() => 'loaded'));
        expect(fallbackFaces.length).toBeGreaterThan(1);
        expect(await textBlockHeights(withoutInter)).toEqual(await textBlockHeights(withInter));
        await context.close();
      });
    }
  }
}
