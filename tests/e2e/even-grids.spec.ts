import { expect, test, type Page } from '@playwright/test';
import { gotoHydrated } from './support/hydration';
import { localizePath, routes, type Locale } from './support/site';

/**
 * No ragged rows: on every page, at the widths the site is designed for, every grid of cards, tiles or
 * figures has the same number of items in each row. Rows of chips and pills (`.chip-rows`, `.pill-rows`:
 * tabs, filters, tags) may end with a shorter row, which must then be centred under the full ones.
 */
const widths = [1440, 1024, 390] as const;

/**
 * Every page once: not the sub-service links nor the categories' top-level twins, which render their
 * category page (unit/subServiceRender.test.ts).
 */
const pagePaths = [...routes.filter((route) => !/^(sub-service|service-twin):/.test(route.id)).map((route) => route.path), '/no-such-page'];
/** Pages whose pills and chips wrap differently with each language's words. */
const chipPagePaths = ['/', '/services', '/services/real-estate', '/blog', '/no-such-page'];

interface GridReport {
  grid: string;
  rows: number[];
  /** Horizontal distance of the last row's centre from the container's centre, in px. */
  lastRowOffset: number;
  mayCentreLastRow: boolean;
}

/** Rows of every visible list-like grid in the main content: items grouped by their top edge. */
function gridReports(page: Page): Promise<GridReport[]> {
  return page.evaluate(() => {
    const candidates = document.querySelectorAll<HTMLElement>('main :is(ul, ol, dl, [role="tablist"], .chip-rows, .pill-rows, .segmented__options)');
    const reports: GridReport[] = [];
    for (const grid of candidates) {
      const style = getComputedStyle(grid);
      const wraps = style.display === 'grid' || (style.display === 'flex' && style.flexWrap === 'wrap');
      if (!wraps || grid.getClientRects().length === 0) continue;
      const items = [...grid.children].filter((item) => item.tagName !== 'LEGEND' && item.getClientRects().length > 0);
      if (items.length < 2) continue;
      const rows: DOMRect[][] = [];
      for (const item of items) {
        const box = item.getBoundingClientRect();
        const row = rows.find((candidate) => Math.abs((candidate[0]?.top ?? 0) - box.top) < 2);
        if (row) row.push(box);
        else rows.push([box]);
      }
      const last = rows[rows.length - 1] ?? [];
      const box = grid.getBoundingClientRect();
      const padding = parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
      const centre = box.left + box.width / 2 + padding / 2;
      const lastLeft = Math.min(...last.map((item) => item.left));
      const lastRight = Math.max(...last.map((item) => item.right));
      const name = `${grid.tagName.toLowerCase()}.${[...grid.classList].join('.')}${grid.dataset.testid ? `#${grid.dataset.testid}` : ''}`;
      reports.push({
        grid: name,
        rows: rows.map((row) => row.length),
        lastRowOffset: Math.abs((lastLeft + lastRight) / 2 - centre),
        mayCentreLastRow: grid.matches('.chip-rows, .pill-rows'),
      });
    }
    return reports;
  });
}

/** What is wrong with a grid's rows, if anything. */
function raggedness({ rows, lastRowOffset, mayCentreLastRow }: GridReport): string | null {
  const [first = 0, ...rest] = rows;
  if (rest.every((count) => count === first)) return null;
  if (!mayCentreLastRow) return `rows of ${rows.join(', ')} items`;
  const full = rows.slice(0, -1);
  const last = rows[rows.length - 1] ?? 0;
  if (!full.every((count) => count === first) || last > first) return `rows of ${rows.join(', ')} items`;
  return lastRowOffset > 1.5 ? `short last row ${lastRowOffset.toFixed(1)} px off centre (rows ${rows.join(', ')})` : null;
}

async function problemsAt(page: Page, width: number): Promise<string[]> {
  await page.setViewportSize({ width, height: 900 });
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
  const problems: string[] = [];
  const check = async (where: string): Promise<void> => {
    for (const report of await gridReports(page)) {
      const problem = raggedness(report);
      if (problem) problems.push(`${width} px${where}: ${report.grid}: ${problem}`);
    }
  };
  await check('');
  // Home's service tabs show one category's cards at a time: each category's grid is checked.
  const tabs = page.getByRole('tab');
  for (let index = 1; index < (await tabs.count()); index += 1) {
    await tabs.nth(index).click();
    await check(`, tab ${(await tabs.nth(index).textContent()) ?? index}`);
  }
  if ((await tabs.count()) > 0) await tabs.first().click();
  return problems;
}

async function checkPage(page: Page, path: string, locale: Locale): Promise<void> {
  await page.addInitScript(() => localStorage.setItem('cookieConsent', 'declined'));
  await gotoHydrated(page, localizePath(path, locale));
  const problems: string[] = [];
  for (const width of widths) problems.push(...(await problemsAt(page, width)));
  expect(problems).toEqual([]);
}

for (const path of pagePaths) {
  test(`${path}: every grid row holds the same number of items at ${widths.join(', ')} px`, async ({ page }) => {
    await checkPage(page, path, 'en');
  });
}

for (const locale of ['de', 'tr'] as const) {
  for (const path of chipPagePaths) {
    test(`${localizePath(path, locale)}: chips and pills wrap into even rows or a centred last row`, async ({ page }) => {
      await checkPage(page, path, locale);
    });
  }
}

test('the check sees a ragged row', async ({ page }) => {
  // A fifth card in a four-column grid: the check must report it.
  await page.setViewportSize({ width: 1440, height: 900 });
  await gotoHydrated(page, '/careers');
  await page.getByTestId('careers-benefits').evaluate((grid) => grid.append(grid.children[0]?.cloneNode(true) ?? ''));
  const report = (await gridReports(page)).find((entry) => entry.grid.includes('careers-benefits'));
  expect(report?.rows).toEqual([4, 1]);
  expect(report && raggedness(report)).toBe('rows of 4, 1 items');
});
