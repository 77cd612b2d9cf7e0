/**
 * A globe every visitor can read: in forced colours (Windows' high contrast) the 2D globe draws its dots in the
 * system's text colour and the company's places in its highlight, never in the theme's blue; printed, home shows the
 * globe in words (its text twin, listing the places) and no canvas.
 */
import { expect, test } from '@playwright/test';
import { skipConsent } from './support/forms';
import { globeStats, withoutWebgl } from './support/globe';
import { gotoHydrated } from './support/hydration';
import { measureShots } from './support/screenshotPixels';
import { dictionaries } from './support/site';

const en = dictionaries.en;

test.beforeEach(async ({ page }) => {
  await skipConsent(page);
  await withoutWebgl(page);
  await page.setViewportSize({ width: 1440, height: 900 });
});

test("in forced colours the globe's dots are the system's text colour and its places the highlight", async ({
  page,
  browser,
}) => {
  await page.emulateMedia({ forcedColors: 'active', colorScheme: 'dark' });
  await gotoHydrated(page, '/');
  await page.getByRole('button', { name: en.globe.pause }).click();
  // The system's colours as this browser resolves them.
  const system = await page.evaluate(() =>
    ['CanvasText', 'Highlight'].map((keyword) => {
      const probe = document.createElement('span');
      probe.style.forcedColorAdjust = 'none';
      probe.style.color = keyword;
      document.body.append(probe);
      const channels = getComputedStyle(probe).color.match(/\d+/g)?.slice(0, 3).map(Number) ?? [];
      probe.remove();
      return channels;
    }),
  );
  const { main } = await globeStats(page);
  const shot = await page.screenshot();
  const counts = await measureShots(
    browser,
    [shot],
    ([image], { globe, colours: [text = [], highlight = []] }) => {
      if (!image) throw new Error('the screenshot did not decode');
      const near = (pixel: number[], colour: number[], within: number): boolean =>
        pixel.every((channel, index) => Math.abs(channel - (colour[index] ?? 0)) <= within);
      const found = { text: 0, highlight: 0, themeBlue: 0 };
      for (let y = Math.ceil(globe.cy - globe.radius); y < globe.cy + globe.radius; y += 1)
        for (let x = Math.ceil(globe.cx - globe.radius); x < globe.cx + globe.radius; x += 1) {
          if (Math.hypot(x - globe.cx, y - globe.cy) > globe.radius * 0.95) continue;
          const at = (y * image.width + x) * 4;
          const pixel = [image.data[at] ?? 0, image.data[at + 1] ?? 0, image.data[at + 2] ?? 0];
          if (near(pixel, text, 40)) found.text += 1;
          else if (near(pixel, highlight, 40)) found.highlight += 1;
          // The themes' dots: a mid blue, well apart from its red and its green (a highlight's cyan is not).
          else {
            const [red = 0, green = 0, blue = 0] = pixel;
            if (blue - red > 80 && green < 0.75 * blue) found.themeBlue += 1;
          }
        }
      return found;
    },
    { globe: main, colours: system },
  );
  expect(counts.text).toBeGreaterThan(2000);
  expect(counts.highlight).toBeGreaterThan(20);
  expect(counts.themeBlue).toBeLessThan(counts.text / 50);
});

test('printed, home shows the globe in words, each place a link, and no canvas', async ({ page }) => {
  await gotoHydrated(page, '/');
  await page.emulateMedia({ media: 'print' });
  const twin = page.getByTestId('globe-twin');
  await expect(twin).toBeVisible();
  await expect(twin).toContainText(en.places.twin);
  await expect(twin.getByRole('link')).toHaveText(
    (['potsdam', 'turkey', 'azerbaijan', 'dubai', 'qatar'] as const).map((place) => en.places.cards[place].place),
  );
  await expect(page.getByTestId('globe-stage')).toBeHidden();
  // The header prints once, at the top of the first page, not over the first lines of every page; no skip link,
  // and none of its buttons (language, theme, menu), which paper cannot press.
  await expect(page.getByTestId('site-header')).toHaveCSS('position', 'absolute');
  await expect(page.locator('.skip-link')).toBeHidden();
  await expect(page.getByTestId('site-header').getByRole('button')).toHaveCount(0);
  // On screen it is for screen readers alone: the markers are its links there.
  await page.emulateMedia({ media: 'screen' });
  await expect(twin).toHaveClass(/visually-hidden/);
  await expect(page.getByRole('figure', { name: en.places.twin })).toHaveCount(1);
});
