import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import type { SubmissionRecord } from '../../../src/submissions/storedSubmission';
import { openSqliteStore } from '../../support/formStore';

/** The submissions the server under test has stored (its DATA_DIR, set by the Playwright config). */
export async function storedSubmissions(): Promise<SubmissionRecord[]> {
  const dataDir = process.env.E2E_DATA_DIR;
  if (!dataDir) throw new Error('E2E_DATA_DIR is not set (see tests/playwright.config.ts)');
  const store = await openSqliteStore(dataDir);
  try {
    return await store.list();
  } finally {
    await store.close();
  }
}

export const storedWithMessage = async (message: string): Promise<SubmissionRecord[]> =>
  (await storedSubmissions()).filter((record) => record.message === message);

/** A unique text per test, so tests running side by side find their own records. */
export const uniqueText = (label: string): string =>
  `${label} ${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}`;

/** A PDF-looking file of an exact size, written to the test's output directory. */
export function pdfFile(directory: string, name: string, size: number): string {
  const bytes = Buffer.alloc(size, 0x20);
  bytes.write('%PDF-1.7\n', 0, 'latin1');
  mkdirSync(directory, { recursive: true });
  const path = join(directory, name);
  writeFileSync(path, bytes);
  return path;
}

/** Visitors who already answered the cookie banner: it stays out of the way of the form. */
export async function skipConsent(page: Page): Promise<void> {
  await page.addInitScript(() => {
    if (!localStorage.getItem('cookieConsent')) localStorage.setItem('cookieConsent', 'declined');
  });
}
