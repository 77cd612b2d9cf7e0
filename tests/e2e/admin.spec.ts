import { expect, test } from '@playwright/test';
import { watchPage } from './support/watch';

// The staff editor (Sveltia CMS) at /admin/, as the suite's server serves it from dist/admin.
test('/admin/ loads the editor from this origin and shows its sign-in screen, with no console error and no other host', async ({ page, baseURL }) => {
  const origin = new URL(baseURL ?? '').origin;
  const problems = await watchPage(page, origin);
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(request.url());
  });

  // /admin, as staff would type it, lands on /admin/.
  const response = await page.goto('/admin');
  expect(new URL(page.url()).pathname).toBe('/admin/');
  expect(response?.status()).toBe(200);
  expect(response?.headers()['x-robots-tag']).toBe('noindex');
  // In the page as served (Sveltia adds one more of its own once it runs).
  expect(await response?.text()).toContain('<meta name="robots" content="noindex" />');

  // The sign-in screen: both ways in that the README describes (a local repository is offered on this machine's own address).
  await expect(page.getByRole('button', { name: 'Sign In Using Access Token' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Work with Local Repository' })).toBeVisible();
  // The editor's fonts are this site's files, and in use.
  await expect.poll(() => page.evaluate(() => document.fonts.check('16px "Source Sans 3"'))).toBe(true);
  await page.waitForLoadState('networkidle');

  expect(scripts.length).toBeGreaterThan(0);
  for (const script of scripts) expect(script.startsWith(`${origin}/admin/assets/`), script).toBe(true);
  expect(problems).toEqual({ consoleErrors: [], pageErrors: [], cspViolations: [], foreignRequests: [] });
});
