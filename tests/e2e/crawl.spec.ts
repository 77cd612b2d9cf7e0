import { expect, test } from '@playwright/test';
import { pageCases } from './support/site';

/**
 * Follows every internal link of every page in every language (from the prerendered HTML) and
 * requires each to answer 200: no link on the site may end on the 404 page.
 */
test('no internal link is dead', async ({ request }) => {
  test.setTimeout(180_000);
  const linkedFrom = new Map<string, string>();
  for (const { url } of pageCases) {
    const html = await (await request.get(url)).text();
    for (const match of html.matchAll(/<a [^>]*href="(\/[^"#?]*)[^"]*"/g)) {
      const target = match[1] ?? '/';
      if (!linkedFrom.has(target)) linkedFrom.set(target, url);
    }
  }
  expect(linkedFrom.size).toBeGreaterThan(50);
  const dead: string[] = [];
  for (const [target, source] of linkedFrom) {
    const response = await request.get(target, { maxRedirects: 0 });
    if (response.status() !== 200) dead.push(`${target} (${response.status()}, linked from ${source})`);
  }
  expect(dead).toEqual([]);
});
