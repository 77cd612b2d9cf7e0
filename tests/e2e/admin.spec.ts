import { expect, test } from '@playwright/test';
import matter from 'gray-matter';
import { adminWords } from '../../src/admin/words';
import { jobFrontMatter, newsFrontMatter } from '../../src/content/collections/schemas';
import { company } from '../../src/content/company';
import { editorComplaints, openLocalRepository, savedFiles, writeLanguage } from './support/editor';
import { watchPage } from './support/watch';

// The staff editor (Sveltia CMS) at /admin/, as the suite's server serves it from dist/admin. The suite's build
// has no CMS_GITHUB_REPO: /admin/ says what to set; a developer on this machine still reaches the editor.
test('/admin/ built without its repository says the editor is not set up, what to set and where the guide is', async ({
  page,
  baseURL,
}) => {
  const origin = new URL(baseURL ?? '').origin;
  const problems = await watchPage(page, origin);

  // /admin, as staff would type it, lands on /admin/.
  const response = await page.goto('/admin');
  expect(new URL(page.url()).pathname).toBe('/admin/');
  expect(response?.status()).toBe(200);
  expect(response?.headers()['x-robots-tag']).toBe('noindex');
  // In the page as served (Sveltia adds one more of its own once it runs).
  expect(await response?.text()).toContain('<meta name="robots" content="noindex" />');

  const en = adminWords.en;
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(en.notSetUp.heading);
  await expect(page.getByRole('banner')).toContainText(company.name);
  for (const setting of ['CMS_GITHUB_REPO', 'CMS_GITHUB_BRANCH', 'CMS_AUTH_URL'])
    await expect(page.getByRole('term').filter({ hasText: setting })).toBeVisible();
  // Not Sveltia's sign-in asking for the placeholder repository.
  await expect(page.getByText(/REPOSITORY/)).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Sign In Using Access Token' })).toHaveCount(0);

  await page.getByRole('link', { name: en.guide.read }).click();
  await expect(page).toHaveURL('/admin/?guide');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/Publishing news and job openings/);
  await expect(page.getByRole('heading', { name: '5. How long until it is live' })).toBeVisible();
  await page.getByRole('link', { name: en.guide.back }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(en.notSetUp.heading);
  expect(problems).toEqual({ consoleErrors: [], pageErrors: [], cspViolations: [], foreignRequests: [] });
});

test('the set-up page speaks the browser’s language', async ({ browser }) => {
  for (const [locale, words] of [
    ['de-DE', adminWords.de],
    ['tr', adminWords.tr],
  ] as const) {
    const context = await browser.newContext({ locale });
    const page = await context.newPage();
    await page.goto('/admin/');
    await expect(page.locator('html')).toHaveAttribute('lang', locale.slice(0, 2));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(words.notSetUp.heading);
    await expect(page.getByRole('link', { name: words.guide.read })).toBeVisible();
    await context.close();
  }
});

test('a developer on this machine opens the editor on a local repository: its sign-in screen, from this origin only', async ({
  page,
  baseURL,
}) => {
  const origin = new URL(baseURL ?? '').origin;
  const problems = await watchPage(page, origin);
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(request.url());
  });
  await page.goto('/admin/');
  await page.getByRole('link', { name: adminWords.en.notSetUp.openLocal }).click();
  await expect(page).toHaveURL('/admin/?local');

  // Sveltia's sign-in screen, with the guide one click away.
  await expect(page.getByRole('button', { name: 'Work with Local Repository' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Sign In Using Access Token' })).toBeVisible();
  await expect(page.getByRole('link', { name: adminWords.en.guide.link })).toBeVisible();
  // The editor's fonts are this site's files, and in use.
  await expect.poll(() => page.evaluate(() => document.fonts.check('16px "Source Sans 3"'))).toBe(true);
  await page.waitForLoadState('networkidle');

  expect(scripts.length).toBeGreaterThan(0);
  for (const script of scripts) expect(script.startsWith(`${origin}/admin/assets/`), script).toBe(true);
  expect(problems).toEqual({ consoleErrors: [], pageErrors: [], cspViolations: [], foreignRequests: [] });
});

test('saving an article writes one Markdown file per language where the build reads them, with front matter the schema accepts', async ({
  page,
  baseURL,
}) => {
  const problems = await watchPage(page, new URL(baseURL ?? '').origin);
  await openLocalRepository(page, 'news');
  await writeLanguage(
    page,
    'German',
    { Title: 'Neues Büro in Potsdam', Summary: 'Wir ziehen um.' },
    'Ab Januar finden Sie uns hier.',
  );
  await page.getByLabel('Date', { exact: true }).fill('2026-11-27');
  await page.getByRole('radio', { name: 'Company' }).click();
  await page.getByRole('checkbox', { name: 'HR' }).click();
  await writeLanguage(
    page,
    'English',
    { Title: 'New office in Potsdam', Summary: 'We are moving.' },
    'From January you find us here.',
  );
  await writeLanguage(
    page,
    'Turkish',
    { Title: 'Potsdam’da yeni ofis', Summary: 'Taşınıyoruz.' },
    'Ocak ayından itibaren buradayız.',
  );
  await page.getByRole('button', { name: 'Save' }).click();

  await expect
    .poll(async () => Object.keys(await savedFiles(page, 'news')).sort())
    .toEqual(['neues-buero-in-potsdam.de.md', 'neues-buero-in-potsdam.en.md', 'neues-buero-in-potsdam.tr.md']);
  const files = await savedFiles(page, 'news');
  const english = matter(files['neues-buero-in-potsdam.en.md'] ?? '');
  expect(newsFrontMatter.parse(english.data)).toEqual({
    title: 'New office in Potsdam',
    date: '2026-11-27',
    summary: 'We are moving.',
    category: 'company',
    tags: ['hr'],
    draft: false,
  });
  expect(english.content.trim()).toBe('From January you find us here.');
  // The facts entered once, in German, are in every language's file.
  expect(newsFrontMatter.parse(matter(files['neues-buero-in-potsdam.tr.md'] ?? '').data)).toMatchObject({
    title: 'Potsdam’da yeni ofis',
    date: '2026-11-27',
    category: 'company',
    tags: ['hr'],
  });
  // Editing asked no other host either (the Markdown editor's code is bundled, not fetched from a CDN), and the
  // preview's frame broke no rule of the editor's policy.
  expect(editorComplaints(problems)).toEqual({
    consoleErrors: [],
    pageErrors: [],
    cspViolations: [],
    foreignRequests: [],
  });
});

test('saving a job opening writes its pay range, type and dates as the schema reads them', async ({ page }) => {
  await openLocalRepository(page, 'jobs');
  const job = { Title: 'Systemadministrator (m/w/d)', Summary: 'Sie betreuen unsere Netze.', Location: 'Potsdam' };
  await writeLanguage(page, 'German', job, 'Ihre Aufgaben …');
  await page.getByRole('radio', { name: 'Full time' }).click();
  await page.getByLabel('Posted on', { exact: true }).fill('2026-11-27');
  await page.getByLabel('Open until', { exact: true }).fill('2027-01-31');
  // The editor draws a field once it scrolls into view.
  await page.getByRole('group', { name: /Pay range/ }).scrollIntoViewIfNeeded();
  await page.getByLabel('Minimum', { exact: true }).fill('52000');
  await page.getByLabel('Maximum', { exact: true }).fill('64000.5');
  await page.getByLabel('Currency', { exact: true }).fill('EUR');
  await page.getByRole('radio', { name: 'Year' }).click();
  // Its place on the home globe, one of the company's places (issue 55).
  await page.getByRole('combobox', { name: 'Place on the globe' }).scrollIntoViewIfNeeded();
  await page.getByRole('combobox', { name: 'Place on the globe' }).click();
  await page.getByRole('option', { name: 'Turkey' }).click();
  await writeLanguage(
    page,
    'English',
    { ...job, Title: 'System administrator', Summary: 'You look after our networks.' },
    'Your tasks …',
  );
  await writeLanguage(
    page,
    'Turkish',
    { ...job, Title: 'Sistem yöneticisi', Summary: 'Ağlarımızla ilgilenirsiniz.' },
    'Görevleriniz …',
  );
  await page.getByRole('button', { name: 'Save' }).click();

  await expect.poll(async () => Object.keys(await savedFiles(page, 'jobs')).length).toBe(3);
  const files = await savedFiles(page, 'jobs');
  const english = Object.entries(files).find(([name]) => name.endsWith('.en.md'))?.[1] ?? '';
  expect(jobFrontMatter.parse(matter(english).data)).toEqual({
    title: 'System administrator',
    summary: 'You look after our networks.',
    location: 'Potsdam',
    // Scrolled past (to reach the draft switch below the publish time), the editor writes the fields' defaults:
    // the head office, which the build reads the same as nothing written.
    locality: 'Potsdam',
    country: 'DE',
    employmentType: 'FULL_TIME',
    datePosted: '2026-11-27',
    validThrough: '2027-01-31',
    salary: { min: 52000, max: 64000.5, currency: 'EUR', unit: 'YEAR' },
    remote: false,
    place: 'turkey',
    draft: false,
  });
});
