import { expect, test } from '@playwright/test';
import { localizePath, locales } from '../../src/i18n/locales';
import { gotoHydrated } from './support/hydration';
import { sweepPage, tabThrough } from './support/keyboard';

/**
 * What the accessibility statement says the keyboard test covers (accessibility.checks): one page of each
 * kind (home, a service page, a form page, a legal page, the globe demo with its settings) in English, German
 * and Turkish. With the cookie banner open, Tab reaches every visible link, button and form control (the
 * contact form's fields and topic, the demo's sliders, colour swatches, look toggles and colour picker), each
 * with a focus ring the visitor sees, on the control or on what is drawn in its place; a tab list's other
 * tabs by the arrow keys (support/keyboard.ts). An opening's page and the form with a chosen opening:
 * content-keyboard-sweep.spec.ts, on the sample content's build.
 */
const pageOfEachKind = ['/', '/services/it', '/contact', '/privacy-policy', '/globe-demo'] as const;

for (const locale of locales)
  for (const path of pageOfEachKind) {
    const url = localizePath(path, locale);
    test(`every control of ${url} is reachable by Tab with a visible focus`, async ({ page }) => {
      await sweepPage(page, url, locale);
    });
  }

test('the sweep sees a control whose focus ring is not drawn where the visitor looks', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await gotoHydrated(page, '/globe-demo');
  // The chips drawn for the demo's radios and checkboxes lose their ring (through the CSSOM: the CSP allows no <style>).
  await page.evaluate(() => {
    for (const chip of document.querySelectorAll<HTMLElement>('.chip'))
      chip.style.setProperty('outline', 'none', 'important');
  });
  const unringed = (await tabThrough(page, 400)).filter((stop) => stop.ring === undefined).map((stop) => stop.key);
  expect(unringed).toContain('INPUT|radio|globe-demo-variant|Variant 1');
  expect(unringed).toContain('INPUT|checkbox||Body and halo');
});
