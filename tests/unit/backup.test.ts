/** `npm run backup` and `npm run restore` on both stores, while visitors keep submitting (issue 32). */
import { mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { buildServer } from '../../src/server/app';
import { backupStore, restoreStore } from '../../src/server/cli/backup';
import type { SubmissionStore } from '../../src/server/store/SubmissionStore';
import { createDatabase } from '../support/postgresCluster';
import { fakeDist, testForms } from './support/fakeDist';
import { multipart, sampleFiles } from './support/multipart';
import { openTestStore, storeKinds } from './support/stores';
import { openSqliteStore, openPostgresStore } from '../support/formStore';

const scratch = mkdtempSync(join(tmpdir(), 'site-backup-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

describe.each(storeKinds)('backup and restore of the %s store', (kind) => {
  it('copies a consistent store while posts arrive, and the restore holds every submission accepted before it began', async () => {
    const source = await openTestStore(kind);
    const dist = fakeDist();
    const app = await buildServer({
      distDir: dist,
      forms: { ...testForms(source.dataDir), databaseUrl: source.databaseUrl },
    });
    const accepted: { id: string; at: number }[] = [];
    const visitors = { writing: true };
    const writer = (async () => {
      for (let index = 0; visitors.writing || index < 12; index += 1) {
        const response =
          index % 3 === 0
            ? await app.inject({
                method: 'POST',
                url: '/api/applications',
                ...(({ body, headers }) => ({ payload: body, headers }))(
                  multipart({ name: `Applicant ${String(index)}`, email: 'a@example.com' }, [
                    { name: 'cv', fileName: 'cv.pdf', bytes: sampleFiles.pdf() },
                  ]),
                ),
              })
            : await app.inject({
                method: 'POST',
                url: '/api/contact',
                payload: {
                  name: `Visitor ${String(index)}`,
                  email: 'v@example.com',
                  service: 'it',
                  message: `Message ${String(index)}`,
                },
              });
        expect(response.statusCode).toBe(201);
        accepted.push({ id: response.json<{ id: string }>().id, at: performance.now() });
      }
    })();
    const backupDir = join(scratch, `${kind}-backup`);
    try {
      await expect.poll(() => accepted.length).toBeGreaterThanOrEqual(6);
      const began = performance.now();
      const manifest = await backupStore(source, backupDir);
      visitors.writing = false;
      await writer;
      const before = accepted.filter((entry) => entry.at < began).map((entry) => entry.id);
      // Posts kept arriving while the copy was made.
      expect(accepted.length).toBeGreaterThan(before.length);
      expect(statSync(backupDir).mode & 0o777).toBe(0o700);

      const target =
        kind === 'sqlite'
          ? { dataDir: join(scratch, 'restored-data') }
          : {
              dataDir: join(scratch, 'restored-pg'),
              databaseUrl: await createDatabase(inject('postgresAdminUrl'), 'restored'),
            };
      expect(await restoreStore(backupDir, target)).toBe(manifest.submissions);
      const restored: SubmissionStore & { close(): unknown } = target.databaseUrl
        ? openPostgresStore(target.databaseUrl, target.dataDir)
        : await openSqliteStore(target.dataDir);
      try {
        const records = await restored.list();
        const ids = new Set(records.map((record) => record.id));
        for (const id of before) expect(ids.has(id), id).toBe(true);
        expect(records.every((record) => accepted.some((entry) => entry.id === record.id))).toBe(true);
        const applications = records.filter((record) => record.kind === 'application');
        expect(applications.length).toBe(manifest.cvFiles);
        for (const record of applications) {
          if (!record.cv) throw new Error(`${record.id} has no CV`);
          expect((await restored.cvContent({ ...record, cv: record.cv })).length).toBe(record.cv.size);
        }
      } finally {
        await restored.close();
      }
      // Never over a store that holds anything.
      await expect(restoreStore(backupDir, target)).rejects.toThrow(/restore into an empty/);
      await expect(backupStore(source, backupDir)).rejects.toThrow(/already holds a backup/);
    } finally {
      visitors.writing = false;
      await writer.catch(() => undefined);
      await app.close();
      await source.close();
      rmSync(dist, { recursive: true, force: true });
    }
  }, 60_000);
});

it('leaves a backup directory for its owner only', () => {
  const sqliteBackup = join(scratch, 'sqlite-backup');
  for (const file of readdirSync(sqliteBackup)) {
    const path = join(sqliteBackup, file);
    expect(statSync(path).mode & 0o777, file).toBe(statSync(path).isDirectory() ? 0o700 : 0o600);
  }
});
