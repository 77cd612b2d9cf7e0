/** The web font may arrive after the first paint (a slow network): the text must not reflow when it does. */
import { expect, test, type Page } from '@playwright/test';
import { skipConsent } from './support/forms';

/** Whether Inter itself was loaded (not blocked) once the page's fonts have settled. */
async function interLoaded(page: Page): Promise<boolean> {
  await page.evaluate(() => document.fonts.ready);
  return page.evaluate(() => [...document.fonts].some((face) => face.family.includes('Inter Variable') && face.status === 'loaded'));
}

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

for (const path of ['/', '/de', '/tr']) {
  for (const width of [360, 390, 1440]) {
    test(`${path} at ${width} px lays out its text the same in Inter and in the fallback font`, async ({ browser }) => {
      const context = await browser.newContext({ viewport: { width, height: 844 } });
      const withInter = await context.newPage();
      await skipConsent(withInter);
      await withInter.goto(path);
      expect(await interLoaded(withInter)).toBe(true);
      const withoutInter = await context.newPage();
      await skipConsent(withoutInter);
      await withoutInter.route('**/*.woff2', (route) => route.abort());
      await withoutInter.goto(path);
      expect(await interLoaded(withoutInter)).toBe(false);
      expect(await textBlockHeights(withoutInter)).toEqual(await textBlockHeights(withInter));
      await context.close();
    });
  }
}
