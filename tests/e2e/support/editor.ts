import { expect, type Page } from '@playwright/test';
import { adminWords } from '../../../src/admin/words';
import type { PageProblems } from './watch';

// The staff editor (Sveltia CMS at /admin/) on a local repository, as admin.spec.ts and admin-preview.spec.ts drive it.

/**
 * "Work with Local Repository" on a folder of the browser's private file system (OPFS) in place of the folder
 * picker: a checkout of the site with its content folders, which the test reads back after saving.
 */
export async function openLocalRepository(page: Page, collection: 'news' | 'jobs'): Promise<void> {
  await page.addInitScript(() => {
    const writeFile = async (folder: FileSystemDirectoryHandle, name: string, text: string) => {
      const writable = await (await folder.getFileHandle(name, { create: true })).createWritable();
      await writable.write(text);
      await writable.close();
    };
    Object.assign(window, {
      showDirectoryPicker: async () => {
        const repo = await (await navigator.storage.getDirectory()).getDirectoryHandle('repo', { create: true });
        const git = await repo.getDirectoryHandle('.git', { create: true });
        await writeFile(git, 'HEAD', 'ref: refs/heads/main\n');
        await writeFile(git, 'config', '[remote "origin"]\n\turl = https://github.com/OWNER/REPOSITORY.git\n');
        const content = await (
          await repo.getDirectoryHandle('src', { create: true })
        ).getDirectoryHandle('content', { create: true });
        for (const folder of ['news', 'jobs']) await content.getDirectoryHandle(folder, { create: true });
        return repo;
      },
    });
  });
  await page.goto(`/admin/?local#/collections/${collection}`);
  await page.getByRole('button', { name: 'Work with Local Repository' }).click();
  await page.getByRole('button', { name: 'Create New Entry' }).first().click();
  // The guide's link belongs to the sign-in screen: it never covers the editor.
  await expect(page.getByRole('link', { name: adminWords.en.guide.link })).toBeHidden();
}

/** The Markdown files under src/content/<folder> of the test's repository, by name. */
export async function savedFiles(page: Page, folder: string): Promise<Record<string, string>> {
  return page.evaluate(async (name) => {
    const repo = await (await navigator.storage.getDirectory()).getDirectoryHandle('repo');
    const content = await (await repo.getDirectoryHandle('src')).getDirectoryHandle('content');
    const directory = (await content.getDirectoryHandle(name)) as unknown as {
      entries(): AsyncIterable<[string, FileSystemHandle]>;
    };
    const files: Record<string, string> = {};
    for await (const [file, handle] of directory.entries()) {
      // Only finished files: Chromium writes through a swap file beside it (.crswap), renamed when done.
      if (!file.endsWith('.md') || !(handle instanceof FileSystemFileHandle)) continue;
      files[file] = await (await handle.getFile()).text();
    }
    return files;
  }, folder);
}

/** The text of one language: the editor shows one at a time on its left. */
export async function writeLanguage(
  page: Page,
  language: string,
  texts: Record<string, string>,
  body: string,
): Promise<void> {
  await page.getByRole('radio', { name: language }).first().click();
  for (const [label, text] of Object.entries(texts)) await page.getByLabel(label, { exact: true }).fill(text);
  // The editor draws a field once it scrolls into view: the body comes last, below the draft switch, which
  // itself is drawn only once the form is scrolled far enough (past the publish time).
  const draft = page.getByRole('group', { name: /Draft/ }).first();
  await page.getByLabel(Object.keys(texts)[0] ?? 'Title', { exact: true }).hover();
  await expect
    .poll(async () => {
      await page.mouse.wheel(0, 400);
      return draft.count();
    })
    .toBeGreaterThan(0);
  await draft.scrollIntoViewIfNeeded();
  await draft.hover();
  await page.mouse.wheel(0, 1500);
  await page.getByRole('textbox', { name: 'Text' }).first().click();
  await page.keyboard.type(body);
}

/**
 * Chromium warns of any frame sandboxed with both allow-scripts and allow-same-origin: Sveltia's preview frame is
 * made so on purpose (its page is the editor's own, written into a blob: URL), and the warning names no fault.
 * Everything else the page says still counts.
 */
const sandboxNotice =
  /^An iframe which has both allow-scripts and allow-same-origin for its sandbox attribute can escape its sandboxing\./;
export const editorComplaints = (problems: PageProblems): PageProblems => ({
  ...problems,
  consoleErrors: problems.consoleErrors.filter((message) => !sandboxNotice.test(message)),
});
