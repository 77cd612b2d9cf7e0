import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from '@playwright/test';

/** The rules the site is held to: WCAG 2.2 AA, as axe-core tags them. */
const wcagTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

export interface AxeViolation {
  rule: string;
  targets: string[];
}

/**
 * The WCAG 2.2 AA rules that judge colours. A theme switch changes colours alone (its only other change,
 * the toggle's sun and moon, is hidden from assistive technology), so a second theme needs only these.
 */
export const colourRules = ['color-contrast', 'link-in-text-block'];

interface AxeRun {
  run: (
    context: Element | Document,
    options: object,
  ) => Promise<{ violations: { id: string; nodes: { target: unknown[] }[] }[] }>;
}

/**
 * axe-core's WCAG 2.2 AA violations on the page as it is now, each with the elements it found. axe is put
 * into a document once and run as often as a test needs (AxeBuilder injects it again on every run, 0.6 s
 * of a check's 0.8 s). It runs in the top document only: the site has no frames, and a page with one fails
 * here rather than going unchecked. `include` limits the run to one element (a dialog, the banner), `rules`
 * to some of the rules (colourRules). Colours fade for 0.15 s after a theme switch (buttons, the header): the
 * run waits for running transitions to end, so contrast is judged on the colours the page settles on.
 */
export async function axeViolations(
  page: Page,
  options: { include?: string; rules?: readonly string[] } = {},
): Promise<AxeViolation[]> {
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every((animation) => !(animation instanceof CSSTransition) || animation.playState !== 'running'),
  );
  // Through the DevTools protocol, as AxeBuilder does: the page's CSP forbids eval, rightly.
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource);
  return page.evaluate(
    async ({ tags, include, rules }) => {
      if (document.querySelector('iframe, frame'))
        throw new Error('axe runs in the top document only, and this page has a frame');
      const { axe } = window as unknown as { axe: AxeRun };
      const context = include === undefined ? document : document.querySelector(include);
      if (!context) throw new Error(`${include} is not on the page`);
      const runOnly = rules ? { type: 'rule', values: rules } : { type: 'tag', values: tags };
      const results = await axe.run(context, { runOnly, resultTypes: ['violations'] });
      return results.violations.map((violation) => ({
        rule: violation.id,
        targets: violation.nodes.map((node) => node.target.join(' ')),
      }));
    },
    { tags: wcagTags, include: options.include, rules: options.rules },
  );
}
