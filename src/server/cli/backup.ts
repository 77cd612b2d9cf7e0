import Database from 'better-sqlite3';
import { spawnSync } from 'node:child_process';
import { chmodSync, copyFileSync, existsSync, readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import pg from 'pg';
import { openDatabase, sqliteFileName } from '../../serverKit';
import { cvDirectory } from '../store/cvFiles';
import { SubmissionStore } from '../store/SubmissionStore';
import { makePrivateDirectory, writePrivateFile } from './privateFiles';

/** What a backup directory holds; written last, so a directory without it is an unfinished backup. */
export interface BackupManifest {
  store: 'sqlite' | 'postgres';
  createdAt: string;
  submissions: number;
  cvFiles: number;
}

export interface StoreLocation {
  dataDir: string;
  databaseUrl?: string | undefined;
}

/** A backup folder's manifest (written last) and, for PostgreSQL, its dump. */
export const backupFiles = { manifest: 'backup.json', dump: 'submissions.pgdump' } as const;
const manifestFile = backupFiles.manifest;
const dumpFile = backupFiles.dump;

/** The password goes to pg_dump and pg_restore in their environment, never on a command line others can read. */
function postgresCommand(program: string, args: string[], databaseUrl: string): string {
  const url = new URL(databaseUrl);
  const password = decodeURIComponent(url.password);
  url.password = '';
  const result = spawnSync(
    process.env[program === 'pg_dump' ? 'PG_DUMP' : 'PG_RESTORE'] ?? program,
    [...args, `--dbname=${url.toString()}`],
    {
      encoding: 'utf8',
      env: { ...process.env, ...(password ? { PGPASSWORD: password } : {}) },
    },
  );
  if (result.error)
    throw new Error(
      `${program} could not be started (${result.error.message}): install PostgreSQL's client (Debian: postgresql-client)`,
    );
  if (result.status !== 0) throw new Error(`${program} failed: ${result.stderr.trim()}`);
  return result.stdout;
}

async function countPostgres(databaseUrl: string): Promise<{ submissions: number; cvFiles: number } | undefined> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ table: string | null }>("SELECT to_regclass('submissions')::text AS table");
    if (!rows[0]?.table) return undefined;
    const counts = await client.query<{ submissions: number; cv: number }>(
      'SELECT COUNT(*)::int AS submissions, COUNT(cv_content)::int AS cv FROM submissions',
    );
    return { submissions: counts.rows[0]?.submissions ?? 0, cvFiles: counts.rows[0]?.cv ?? 0 };
  } finally {
    await client.end();
  }
}

/**
 * A consistent copy of the store while the server runs. SQLite: the online backup API (a snapshot the
 * server's writes do not tear), then the CV files the copy refers to (a CV is in place before its row is
 * written, and never changes). PostgreSQL: pg_dump, one snapshot with the CVs inside. Returns the manifest.
 */
export async function backupStore({ dataDir, databaseUrl }: StoreLocation, outDir: string): Promise<BackupManifest> {
  const source = join(dataDir, sqliteFileName);
  // Before the folder is made: a mistaken DATA_DIR leaves no empty backup folder behind.
  if (!databaseUrl && !existsSync(source)) throw new Error(`No store at ${source}: is DATA_DIR right?`);
  makePrivateDirectory(outDir);
  if (existsSync(join(outDir, manifestFile)))
    throw new Error(`${outDir} already holds a backup: choose a new directory`);
  let manifest: BackupManifest;
  if (databaseUrl) {
    manifest = {
      store: 'postgres',
      createdAt: new Date().toISOString(),
      ...(await dumpPostgres(databaseUrl, join(outDir, dumpFile))),
    };
  } else {
    const target = join(outDir, sqliteFileName);
    const database = new Database(source, { fileMustExist: true });
    try {
      await database.backup(target);
    } finally {
      database.close();
    }
    // The directory is the owner's alone already; the copy is made private as well.
    chmodSync(target, 0o600);
    // The copy, opened as the store it is: which CVs it refers to, and how many submissions it holds.
    const copy = openDatabase({ dataDir: outDir });
    let files: Set<string>;
    let submissions: number;
    try {
      [files, submissions] = await new SubmissionStore(copy, outDir).run(
        async (store) => [await store.referencedCvFiles(), (await store.list()).length] as const,
      );
    } finally {
      await copy.close();
    }
    makePrivateDirectory(join(outDir, 'cv'));
    let copied = 0;
    for (const file of files) {
      const from = join(dataDir, 'cv', file);
      // Deleted by the retention run since the snapshot: its row is gone from the store as well.
      if (!existsSync(from)) continue;
      copyFileSync(from, join(outDir, 'cv', file));
      copied += 1;
    }
    manifest = { store: 'sqlite', createdAt: new Date().toISOString(), submissions, cvFiles: copied };
  }
  writePrivateFile(join(outDir, manifestFile), `${JSON.stringify(manifest, null, 2)}\n`);
  return manifest;
}

/**
 * pg_dump of one snapshot, counted in that same snapshot: a transaction exports it, pg_dump reads it, and
 * the counts in the manifest are exactly what the dump holds, however many posts arrive meanwhile.
 */
async function dumpPostgres(databaseUrl: string, file: string): Promise<{ submissions: number; cvFiles: number }> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query('BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY');
    const snapshot = (await client.query<{ id: string }>('SELECT pg_export_snapshot() AS id')).rows[0]?.id ?? '';
    const counts = await client.query<{ submissions: number; cv: number }>(
      'SELECT COUNT(*)::int AS submissions, COUNT(cv_content)::int AS cv FROM submissions',
    );
    postgresCommand(
      'pg_dump',
      ['--format=custom', '--no-owner', '--no-privileges', `--snapshot=${snapshot}`, `--file=${file}`],
      databaseUrl,
    );
    await client.query('COMMIT');
    return { submissions: counts.rows[0]?.submissions ?? 0, cvFiles: counts.rows[0]?.cv ?? 0 };
  } finally {
    await client.end();
  }
}

function readManifest(backupDir: string): BackupManifest {
  const path = join(backupDir, manifestFile);
  if (!existsSync(path)) throw new Error(`${backupDir} is not a finished backup (no ${manifestFile})`);
  return JSON.parse(readFileSync(path, 'utf8')) as BackupManifest;
}

/**
 * Brings a backup back into an empty data directory (SQLite) or an empty database (PostgreSQL); refuses
 * to overwrite a store that holds anything. Returns the number of submissions restored.
 */
export async function restoreStore(backupDir: string, { dataDir, databaseUrl }: StoreLocation): Promise<number> {
  const manifest = readManifest(backupDir);
  if (manifest.store === 'postgres') {
    if (!databaseUrl)
      throw new Error('This is a PostgreSQL backup: set DATABASE_URL to the empty database to restore into');
    if (await countPostgres(databaseUrl))
      throw new Error('The database already has a submissions table: restore into an empty database');
    postgresCommand(
      'pg_restore',
      ['--no-owner', '--no-privileges', '--exit-on-error', '--single-transaction', join(backupDir, dumpFile)],
      databaseUrl,
    );
    return (await countPostgres(databaseUrl))?.submissions ?? 0;
  }
  if (databaseUrl)
    throw new Error(
      'This is a SQLite backup: unset DATABASE_URL and set DATA_DIR to the empty directory to restore into',
    );
  makePrivateDirectory(dataDir);
  if (existsSync(join(dataDir, sqliteFileName)))
    throw new Error(`${dataDir} already holds a store: restore into an empty data directory`);
  const cvTarget = cvDirectory(dataDir);
  const cvSource = join(backupDir, 'cv');
  for (const file of existsSync(cvSource) ? readdirSync(cvSource) : [])
    writePrivateFile(join(cvTarget, file), readFileSync(join(cvSource, file)));
  // The database last, under its name only once whole: a store that exists is a whole one.
  const restoring = join(dataDir, `${sqliteFileName}.restoring`);
  writeFileSync(restoring, readFileSync(join(backupDir, sqliteFileName)), { mode: 0o600 });
  renameSync(restoring, join(dataDir, sqliteFileName));
  const restored = openDatabase({ dataDir });
  try {
    return await new SubmissionStore(restored, dataDir).run(async (store) => (await store.list()).length);
  } finally {
    await restored.close();
  }
}
