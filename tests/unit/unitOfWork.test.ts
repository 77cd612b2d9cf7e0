/**
 * The server kit's one unit of work (src/serverKit/unitOfWork.ts), as the forms' store hands it to the staff
 * inbox: one transaction on the database the server opened (SQLite behind its gate, PostgreSQL's pool) over
 * the forms' table and the inbox's; a write that fails rolls back what both tables were given before it.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { openServerDatabase, type DatabaseAccess } from '../../src/serverKit';
import { formsStoreOn, type StoreAccess } from '../../src/server/store/access';
import { staffStoreOn } from '../../src/staff/server';
import { staffSchema } from '../../src/staff/server/store/migration';
import type { StaffTables } from '../../src/staff/server/store/tables';
import { openTestStore, storeKinds, type TestStore } from './support/stores';

const now = Date.UTC(2026, 2, 2, 9);
const contact = { name: 'Ada Lovelace', email: 'ada@example.com', service: 'it' as const, message: 'Hello' };
const meta = { locale: 'en' as const, idempotencyKey: undefined };
const silent = { info: () => undefined, warn: () => undefined, error: () => undefined };

describe.each(storeKinds)('one unit of work on %s', (kind) => {
  let test: TestStore;
  let database: DatabaseAccess;
  let forms: StoreAccess;
  afterEach(async () => {
    await database.close();
    await test.close();
  });

  const open = async () => {
    test = await openTestStore(kind);
    database = openServerDatabase({ dataDir: test.dataDir, databaseUrl: test.databaseUrl }, silent);
    forms = formsStoreOn(database, test.dataDir);
    const staff = await database.run((connection) => staffStoreOn(connection));
    return (await staff.invite('hr@example.com', now)).staff;
  };
  const submissions = () => forms.run((store) => store.list());
  const auditLines = () => database.run(async (connection) => (await staffStoreOn(connection)).auditTrail());

  it('commits a write to the forms’ table and one to the inbox’s together', async () => {
    await open();
    const id = await forms.transaction([staffSchema], async ({ submissions: store, connection }) => {
      const stored = await store.insert({ kind: 'contact', data: contact }, meta, now);
      await (await staffStoreOn(connection)).audit({ action: 'handled', staffEmail: 'hr@example.com' }, now);
      return stored.id;
    });
    expect((await submissions()).map((record) => record.id)).toEqual([id]);
    expect((await auditLines()).map((line) => line.action)).toEqual(['handled']);
  });

  it('rolls back the forms’ row and the inbox’s line when the inbox’s next write fails', async () => {
    const person = await open();
    const unit = forms.transaction([staffSchema], async ({ submissions: store, connection }) => {
      await store.insert({ kind: 'contact', data: contact }, meta, now);
      const staff = await staffStoreOn(connection);
      await staff.audit({ action: 'handled', staffEmail: person.email }, now);
      // The inbox's second write: a person under an id that is taken, which the database refuses.
      await connection.kysely
        .withTables<StaffTables>()
        .insertInto('staff')
        .values({ id: person.id, email: 'other@example.com', createdAt: now, role: 'hr', jobs: '[]' })
        .execute();
    });
    await expect(unit).rejects.toThrow();
    expect(await submissions()).toEqual([]);
    expect(await auditLines()).toEqual([]);
  });

  it('rolls back the inbox’s line and the forms’ first row when the forms’ next write fails', async () => {
    await open();
    const unit = forms.transaction([staffSchema], async ({ submissions: store, connection }) => {
      const first = await store.insert({ kind: 'contact', data: contact }, meta, now);
      await (await staffStoreOn(connection)).audit({ action: 'deleted', staffEmail: 'hr@example.com' }, now);
      await store.markHandled(first.id, 'hr@example.com', now);
      // The forms' next write: a row under the first one's id, which the database refuses.
      await connection.kysely
        .withTables<{ submissions: { id: string; kind: string } }>()
        .insertInto('submissions')
        .values({ id: first.id, kind: 'contact' })
        .execute();
    });
    await expect(unit).rejects.toThrow();
    expect(await submissions()).toEqual([]);
    expect(await auditLines()).toEqual([]);
  });
});
