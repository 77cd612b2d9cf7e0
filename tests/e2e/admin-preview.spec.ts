import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, type FrameLocator, type Page } from '@playwright/test';
import { editorComplaints, openLocalRepository, writeLanguage } from './support/editor';
import { dictionaries } from './support/site';
import { watchPage } from './support/watch';

// The editor's preview pane in the site's design (src/admin/preview/): an opening and an article being written,
// drawn in Sveltia's preview frame with the site's own stylesheet and views, light and dark as the editor is,
// under the editor's policy (its frame is a blob: page). Screenshots when PREVIEW_SHOTS names a folder.
const shotsDir = process.env.PREVIEW_SHOTS;
// Screenshots, one per theme, take time of their own on a shared machine.
test.setTimeout(120_000);
test.use({ viewport: { width: 1440, height: 900 } });

/** The site's stylesheet as its pages link it. */
async function siteStylesheet(page: Page): Promise<string> {
  const home = await (await page.request.get('/')).text();
  return /<link rel="stylesheet"[^>]* href="(\/assets\/[^"]+\.css)"/.exec(home)?.[1] ?? 'none';
}

const preview = (page: Page): FrameLocator => page.locator('iframe.preview').first().contentFrame();

/** The frame's page background and heading font, as a visitor's browser computes them. */
const looks = (frame: FrameLocator) =>
  frame.locator('h1').evaluate((heading) => ({
    background: getComputedStyle(heading.ownerDocument.body).backgroundColor,
    font: getComputedStyle(heading).fontFamily,
    dark: heading.ownerDocument.documentElement.classList.contains('dark'),
  }));

async function shoot(page: Page, name: string): Promise<void> {
  if (!shotsDir) return;
  mkdirSync(shotsDir, { recursive: true });
  // The editor's own panes fade to the new theme.
  await page.waitForTimeout(600);
  await page.screenshot({ path: join(shotsDir, `${name}.png`) });
}

/** Light, then dark (the editor follows the system here, and the preview the editor): the site's two themes. */
async function inBothThemes(page: Page, name: string): Promise<void> {
  const frame = preview(page);
  await page.emulateMedia({ colorScheme: 'light' });
  await expect.poll(() => looks(frame)).toMatchObject({ background: 'rgb(244, 247, 251)', dark: false });
  expect((await looks(frame)).font).toMatch(/^"Inter Variable"/);
  await shoot(page, `${name}-light`);
  await page.emulateMedia({ colorScheme: 'dark' });
  await expect.poll(() => looks(frame)).toMatchObject({ background: 'rgb(7, 14, 26)', dark: true });
  await shoot(page, `${name}-dark`);
  await page.emulateMedia({ colorScheme: 'light' });
}

test('an opening being written is previewed as its page: the site’s stylesheet, facts with the pay, text, both themes', async ({
  page,
  baseURL,
}) => {
  const problems = await watchPage(page, new URL(baseURL ?? '').origin);
  const stylesheet = await siteStylesheet(page);
  await openLocalRepository(page, 'jobs');
  const job = {
    Title: 'Systemadministrator (m/w/d)',
    Summary: 'Sie betreuen die Netze und Server unserer Kunden in Potsdam.',
    Location: 'Potsdam',
  };
  // Typed as into the editor's text box: a list goes on with Enter, as in a word processor.
  await writeLanguage(page, 'German', job, '## Ihre Aufgaben\n- Netze planen\nServer **sicher** betreiben');
  await page.getByRole('radio', { name: 'Full time' }).click();
  await page.getByLabel('Posted on', { exact: true }).fill('2026-11-27');
  await page.getByLabel('Open until', { exact: true }).fill('2027-01-31');
  await page.getByRole('group', { name: /Pay range/ }).scrollIntoViewIfNeeded();
  await page.getByLabel('Minimum', { exact: true }).fill('52000');
  await page.getByLabel('Maximum', { exact: true }).fill('64000');
  await page.getByLabel('Currency', { exact: true }).fill('EUR');
  await page.getByRole('radio', { name: 'Year' }).click();

  const frame = preview(page);
  await expect(frame.locator('link[rel="stylesheet"]')).toHaveAttribute('href', new RegExp(`${stylesheet}$`));
  await expect(frame.locator('article.page.job h1')).toHaveText(job.Title);
  await expect(frame.locator('.page-intro .lead')).toHaveText(job.Summary);
  await expect(frame.locator('.job__facts .fact-list')).toContainText('52.000–64.000\u00a0€ brutto im Jahr');
  await expect(frame.locator('.job__facts .fact-list')).toContainText('31. Januar 2027');
  await expect(frame.locator('.prose h2')).toHaveText('Ihre Aufgaben');
  await expect(frame.locator('.prose li')).toHaveText(['Netze planen', 'Server sicher betreiben']);
  await expect(frame.locator('.prose li strong')).toHaveText('sicher');
  await expect(frame.locator('.job__aside .button--primary')).toHaveText(dictionaries.de.careers.apply);
  await inBothThemes(page, 'preview-opening');
  expect(editorComplaints(problems)).toEqual({
    consoleErrors: [],
    pageErrors: [],
    cspViolations: [],
    foreignRequests: [],
  });
});

test('an article being written is previewed as its page: category, day, headings, lists, links and topics', async ({
  page,
  baseURL,
}) => {
  const problems = await watchPage(page, new URL(baseURL ?? '').origin);
  await openLocalRepository(page, 'news');
  await writeLanguage(
    page,
    'German',
    { Title: 'Neues Büro in Potsdam', Summary: 'Ab Januar arbeiten wir am Alten Markt.' },
    '# Was sich ändert\nUnser Team zieht [zum Alten Markt](https://www.example.de/kontakt) um.\n- Neue Räume\nMehr Platz',
  );
  await page.getByLabel('Date', { exact: true }).fill('2026-11-27');
  await page.getByRole('radio', { name: 'Company' }).click();
  await page.getByRole('checkbox', { name: 'HR' }).click();

  const frame = preview(page);
  await expect(frame.locator('article.page.article h1')).toHaveText('Neues Büro in Potsdam');
  await expect(frame.locator('.page-intro .eyebrow')).toHaveText(dictionaries.de.blog.categories.company);
  await expect(frame.locator('.article-facts')).toContainText('27. November 2026');
  // A heading the writer typed as the first level is a section of the page, under its title.
  await expect(frame.locator('.prose h2')).toHaveText('Was sich ändert');
  await expect(frame.locator('.prose li')).toHaveText(['Neue Räume', 'Mehr Platz']);
  // A link as the page carries it: to another site without the referrer's details.
  await expect(frame.locator('.prose a')).toHaveText('zum Alten Markt');
  await expect(frame.locator('.prose a')).toHaveAttribute('href', 'https://www.example.de/kontakt');
  await expect(frame.locator('.prose a')).toHaveAttribute('rel', 'noopener noreferrer');
  await expect(frame.locator('.article__tags li')).toHaveText([dictionaries.de.blog.tags.hr]);
  await inBothThemes(page, 'preview-article');
  expect(editorComplaints(problems)).toEqual({
    consoleErrors: [],
    pageErrors: [],
    cspViolations: [],
    foreignRequests: [],
  });
});
