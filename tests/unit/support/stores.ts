import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { inject } from 'vitest';
import { createDatabase } from '../../support/postgresCluster';
import { openSqliteStore, openPostgresStore, type OwnStore } from '../../support/formStore';

export type StoreKind = 'sqlite' | 'postgres';

/** The two stores the form API runs on: SQLite in the data directory (the default) and PostgreSQL. */
export const storeKinds: readonly StoreKind[] = ['sqlite', 'postgres'];

export interface TestStore {
  kind: StoreKind;
  dataDir: string;
  /** Set for PostgreSQL: what the server is given as DATABASE_URL. */
  databaseUrl: string | undefined;
  /** A second door to the same store, as staff or another server would read it; `reader.database` its connection. */
  reader: OwnStore;
  close: () => Promise<void>;
}

/** A fresh, empty store of the kind: its own data directory, and with PostgreSQL its own database. */
export async function openTestStore(
  kind: StoreKind,
  dataDir = mkdtempSync(join(tmpdir(), 'site-data-')),
): Promise<TestStore> {
  if (kind === 'sqlite') {
    const reader = await openSqliteStore(dataDir);
    const close = async () => {
      await reader.close();
      rmSync(dataDir, { recursive: true, force: true });
    };
    return { kind, dataDir, databaseUrl: undefined, reader, close };
  }
  const databaseUrl = await createDatabase(inject('postgresAdminUrl'), 'forms');
  const store = openPostgresStore(databaseUrl, dataDir);
  // The reader applies the migrations now, as a server does before its first submission.
  await store.run(() => undefined);
  return {
    kind,
    dataDir,
    databaseUrl,
    reader: store,
    close: async () => {
      await store.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
