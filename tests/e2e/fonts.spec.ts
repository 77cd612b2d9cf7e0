/** The web font may arrive after the first paint (a slow network): the text must not reflow when it does. */
import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { skipConsent } from './support/forms';
import { resizeTo } from './support/viewport';

/** Heights of the home page's text blocks that sit above the fold or start the next section. */
async function textBlockHeights(page: Page): Promise<number[]> {
  return page.evaluate(() =>
    [
      '#hero-heading',
      '#home .lead',
      '#home .button',
      '#services-heading',
      '#services-heading + p',
      '#panel-it .card',
    ].map((selector) => {
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
    document.body.getBoundingClientRect();
    await document.fonts.ready;
    return [...document.fonts].filter((face) => face.family.replaceAll('"', '') === name).map((face) => face.status);
  }, family);
}

/**
 * The fallback faces: 'Inter Fallback' on Arial or its twins (desktop; Liberation Sans here), and
 * 'Inter Fallback Roboto' for Android, measured here alone by making it the page's font.
 */
const fallbacks = [
  { family: 'Inter Fallback', widths: [1440, 390, 360] },
  { family: 'Inter Fallback Roboto', widths: [390, 360] },
] as const;

async function pageWithoutInter(context: BrowserContext, path: string, family: string): Promise<Page> {
  const page = await context.newPage();
  await skipConsent(page);
  await page.route('**/*.woff2', (route) => route.abort());
  await page.goto(path);
  if (family !== 'Inter Fallback') {
    await page.evaluate(
      (only) => document.documentElement.style.setProperty('--font', `'Inter Variable', '${only}'`),
      family,
    );
  }
  expect(await faceStatuses(page, 'Inter Variable')).not.toContain('loaded');
  // Every face: regular and bold each need their system font, and a bold face still loading would lay
  // the headings out in whatever font comes next (this raced before).
  const fallbackFaces = await faceStatuses(page, family);
  expect(fallbackFaces, `${family} needs its system fonts (tests/ensure-chromium.sh installs them)`).toEqual(
    fallbackFaces.map(() => 'loaded'),
  );
  expect(fallbackFaces.length).toBeGreaterThan(1);
  return page;
}

/**
 * Each language's home page loaded once in Inter and once in each fallback, then compared at each width,
 * widest first (the context opens at 1440 px).
 */
for (const path of ['/', '/de', '/tr']) {
  test(`${path} lays out its text the same in Inter and in each fallback face, at phone and desktop widths`, async ({
    browser,
  }) => {
    const context = await browser.newContext({ viewport: { width: 1440, height: 844 } });
    const withInter = await context.newPage();
    await skipConsent(withInter);
    await withInter.goto(path);
    expect(await faceStatuses(withInter, 'Inter Variable')).toContain('loaded');
    for (const { family, widths } of fallbacks) {
      const withoutInter = await pageWithoutInter(context, path, family);
      for (const width of widths) {
        for (const page of [withInter, withoutInter]) await resizeTo(page, width, 844);
        expect(await textBlockHeights(withoutInter), `${family} at ${width} px`).toEqual(
          await textBlockHeights(withInter),
        );
      }
      await withoutInter.close();
    }
    await context.close();
  });
}
