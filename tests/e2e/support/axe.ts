import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from '@playwright/test';

/** The rules the site is held to: WCAG 2.2 AA, as axe-core tags them. */
export const wcagTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

export interface AxeViolation {
  rule: string;
  targets: string[];
}

interface AxeRun {
  run: (context: Element | Document, options: object) => Promise<{ violations: { id: string; nodes: { target: unknown[] }[] }[] }>;
}

/**
 * axe-core's WCAG 2.2 AA violations on the page as it is now, each with the elements it found. axe is put
 * into a document once and run as often as a test needs (AxeBuilder injects it again on every run, 0.6 s
 * of a check's 0.8 s). It runs in the top document only: the site has no frames, and a page with one fails
 * here rather than going unchecked.
 */
export async function axeViolations(page: Page): Promise<AxeViolation[]> {
  // Through the DevTools protocol, as AxeBuilder does: the page's CSP forbids eval, rightly.
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource);
  return page.evaluate(async (tags) => {
    if (document.querySelector('iframe, frame')) throw new Error('axe runs in the top document only, and this page has a frame');
    const { axe } = window as unknown as { axe: AxeRun };
    const results = await axe.run(document, { runOnly: { type: 'tag', values: tags }, resultTypes: ['violations'] });
    return results.violations.map((violation) => ({ rule: violation.id, targets: violation.nodes.map((node) => node.target.join(' ')) }));
  }, wcagTags);
}
