/** A new SQLite store opened by two processes at once: each program's schema is made once, and both use it. */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, expect, it } from 'vitest';
import { staffStoreOn } from '../../src/staff/server';
import { openSqliteStore } from '../support/formStore';

const contact = {
  kind: 'contact',
  data: { name: 'Ada', email: 'ada@example.com', service: 'it', message: 'Hello' },
} as const;

const directories: string[] = [];
afterEach(() => {
  for (const directory of directories.splice(0)) rmSync(directory, { recursive: true, force: true });
});

function dataDirectory(): string {
  const directory = mkdtempSync(join(tmpdir(), 'site-data-'));
  directories.push(directory);
  return directory;
}

it('a new store opened by two connections at once is migrated once, and both can use it', async () => {
  const dataDir = dataDirectory();
  const [first, second] = await Promise.all([openSqliteStore(dataDir), openSqliteStore(dataDir)]);
  try {
    await first.insert(contact, { locale: 'en', idempotencyKey: undefined });
    expect(await second.list()).toHaveLength(1);
    // The staff inbox's tables, migrated apart (staff_migration), by both at once too.
    const [firstStaff, secondStaff] = await Promise.all([staffStoreOn(first.database), staffStoreOn(second.database)]);
    await firstStaff.invite('hr@example.com');
    expect((await secondStaff.list()).map((person) => person.email)).toEqual(['hr@example.com']);
  } finally {
    await first.close();
    await second.close();
  }
});
