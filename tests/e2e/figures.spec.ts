import { expect, test } from '@playwright/test';
import { localizePath, locales } from './support/site';

/**
 * Issue 15, item 2: the site never shows two contradicting sets of figures. The figures and their labels as
 * pages show them are checked in tests/unit/serviceRender.test.ts; the redirect needs the server.
 */
for (const locale of locales) {
  test(`/green-energy answers 301 to the one green energy page (${locale})`, async ({ request }) => {
    const response = await request.get(`${localizePath('/green-energy', locale)}?from=footer`, { maxRedirects: 0 });
    expect(response.status()).toBe(301);
    expect(response.headers().location).toBe(`${localizePath('/services/green-energy', locale)}?from=footer`);
  });
}
