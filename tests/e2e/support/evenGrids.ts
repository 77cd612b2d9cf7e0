import type { Page } from '@playwright/test';

/**
 * No ragged rows: at the widths the site is designed for, every grid of cards, tiles or figures in the main
 * content has the same number of items in each row. Rows of chips and pills (`.chip-rows`, `.pill-rows`:
 * tabs, filters, tags) may end with a shorter row, which must then be centred under the full ones.
 * quality.spec.ts checks every page with it, in every language, at 1440, 1024 and 390 px.
 */
export interface GridReport {
  grid: string;
  rows: number[];
  /** Horizontal distance of the last row's centre from the container's centre, in px. */
  lastRowOffset: number;
  mayCentreLastRow: boolean;
}

/** Rows of every visible list-like grid in the main content: items grouped by their top edge. */
export function gridReports(page: Page): Promise<GridReport[]> {
  return page.evaluate(() => {
    const candidates = document.querySelectorAll<HTMLElement>(
      'main :is(ul, ol, dl, [role="tablist"], .chip-rows, .pill-rows, .segmented__options)',
    );
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
export function raggedness({ rows, lastRowOffset, mayCentreLastRow }: GridReport): string | null {
  const [first = 0, ...rest] = rows;
  if (rest.every((count) => count === first)) return null;
  if (!mayCentreLastRow) return `rows of ${rows.join(', ')} items`;
  const full = rows.slice(0, -1);
  const last = rows[rows.length - 1] ?? 0;
  if (!full.every((count) => count === first) || last > first) return `rows of ${rows.join(', ')} items`;
  return lastRowOffset > 1.5
    ? `short last row ${lastRowOffset.toFixed(1)} px off centre (rows ${rows.join(', ')})`
    : null;
}

export async function problemsAt(page: Page, width: number): Promise<string[]> {
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
