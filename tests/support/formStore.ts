/**
 * The forms' store on a database a test opens for itself, as another server or a command line reads it
 * beside the server under test (the server opens its own: src/serverKit/database). `close` closes that database;
 * `database` is the connection the staff inbox's store sits on too.
 */
import { openDatabase, type Connection } from '../../src/serverKit';
import { SubmissionStore } from '../../src/server/store/SubmissionStore';

export class OwnStore extends SubmissionStore {
  constructor(
    readonly database: Connection,
    dataDir: string,
  ) {
    super(database, dataDir);
  }

  close(): Promise<void> {
    return this.database.close();
  }
}

/** SQLite in `dataDir`, its schema made now (as the server makes it before its first submission). */
export async function openSqliteStore(dataDir: string): Promise<OwnStore> {
  const store = new OwnStore(openDatabase({ dataDir }), dataDir);
  try {
    await store.migrate();
  } catch (error) {
    await store.close();
    throw error;
  }
  return store;
}

/** PostgreSQL at `databaseUrl`: nothing asked of it before the first operation. */
export function openPostgresStore(databaseUrl: string, dataDir: string): OwnStore {
  return new OwnStore(openDatabase({ dataDir, databaseUrl }), dataDir);
}
