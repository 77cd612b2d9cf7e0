/**
 * An inbox action and its audit line commit together or not at all, on SQLite and PostgreSQL: when the line
 * cannot be written (here a trigger refuses it, or on PostgreSQL another session holds the table), marking
 * handled, setting a status and deleting change nothing, the API answers an error the inbox translates
 * (staffActionErrors.test.tsx shows the words), and the staff log gets no line for them.
 */
import Fastify from 'fastify';
import { sql } from 'kysely';
import { existsSync } from 'node:fs';
import pg from 'pg';
import { describe, expect, inject, it } from 'vitest';
import type { DatabaseAccess } from '../../src/serverKit';
import { cvPath } from '../../src/server/store/cvFiles';
import { staffStoreOn } from '../../src/staff/server';
import { createDatabase } from '../support/postgresCluster';
import { captureLogs } from './support/logCapture';
import { servers } from './support/staffServers';
import { storeKinds } from './support/stores';

/** A trigger that refuses every new audit line, as a full disk or a broken table would. */
async function refuseAuditLines(database: DatabaseAccess): Promise<void> {
  await database.run(async ({ kysely, dialect }) => {
    if (dialect === 'sqlite') {
      await sql`CREATE TRIGGER refuse_audit BEFORE INSERT ON staff_audit BEGIN SELECT RAISE(ABORT, 'no audit line'); END`.execute(
        kysely,
      );
      return;
    }
    await sql`CREATE FUNCTION refuse_audit() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN RAISE EXCEPTION 'no audit line'; END $$`.execute(
      kysely,
    );
    await sql`CREATE TRIGGER refuse_audit BEFORE INSERT ON staff_audit FOR EACH ROW EXECUTE FUNCTION refuse_audit()`.execute(
      kysely,
    );
  });
}

const allowAuditLines = (database: DatabaseAccess) =>
  database.run(({ kysely, dialect }) =>
    (dialect === 'sqlite' ? sql`DROP TRIGGER refuse_audit` : sql`DROP TRIGGER refuse_audit ON staff_audit`).execute(
      kysely,
    ),
  );

describe.each(storeKinds)('an inbox action whose audit line fails, on %s', (kind) => {
  it('is rolled back: handled, status and deletion change nothing, the answer is an error, the log says nothing', async () => {
    const databaseUrl = kind === 'postgres' ? await createDatabase(inject('postgresAdminUrl'), 'audit') : undefined;
    const { logger, at } = captureLogs();
    const setup = await servers({ ...(databaseUrl ? { databaseUrl } : {}), logger: Fastify({ logger }).log });
    const { send, signIn, addApplication, addContact, site, store, dataDir } = setup;
    const cookie = await signIn();
    const contact = await addContact();
    const application = await addApplication();
    await refuseAuditLines(site.database);

    const actions = [
      { method: 'POST', url: `/staff/api/entries/${contact}/handled`, payload: {} },
      { method: 'POST', url: `/staff/api/entries/${application.id}/status`, payload: { status: 'in-review' } },
      { method: 'DELETE', url: `/staff/api/entries/${application.id}` },
    ] as const;
    for (const action of actions) {
      const answer = await send({ ...action, cookie });
      expect(answer.statusCode, action.url).toBe(500);
      expect(answer.json(), action.url).toEqual({ error: 'failed' });
    }
    expect(await store.run((open) => open.get(contact))).toMatchObject({ handledAt: null, handledBy: null });
    expect(await store.run((open) => open.get(application.id))).toMatchObject({ status: 'received', decidedAt: null });
    // SQLite keeps the CV as a file, which goes only after a deletion's commit.
    if (kind === 'sqlite') expect(existsSync(cvPath(dataDir, application.file))).toBe(true);
    const trail = await site.database.run(async (connection) => (await staffStoreOn(connection)).auditTrail());
    expect(trail.map((line) => line.action)).toEqual([]);
    expect(at('info').filter((line) => line.msg === 'staff audit')).toEqual([]);

    // The same actions once lines can be written again: each done, each on the trail and in the log.
    await allowAuditLines(site.database);
    for (const action of actions) expect((await send({ ...action, cookie })).statusCode, action.url).toBeLessThan(300);
    expect(await store.run((open) => open.get(contact))).toMatchObject({ handledBy: 'hr@example.com' });
    expect(await store.run((open) => open.get(application.id))).toBeUndefined();
    if (kind === 'sqlite') expect(existsSync(cvPath(dataDir, application.file))).toBe(false);
    const logged = at('info').filter((line) => line.msg === 'staff audit');
    expect(logged.map((line) => [line.event, line.detail])).toEqual([
      ['handled', null],
      ['status', 'in-review'],
      ['deleted', null],
    ]);
  });
});

describe('an inbox action while another PostgreSQL session holds the audit table', () => {
  it('waits 4 s for the lock, then answers "unavailable" and leaves the entry as it was', async () => {
    const databaseUrl = await createDatabase(inject('postgresAdminUrl'), 'audit_lock');
    const { send, signIn, addApplication, store } = await servers({ databaseUrl });
    const cookie = await signIn();
    const { id } = await addApplication();
    const holder = new pg.Client({ connectionString: databaseUrl });
    await holder.connect();
    try {
      await holder.query('BEGIN');
      await holder.query('LOCK TABLE staff_audit IN EXCLUSIVE MODE');
      const url = `/staff/api/entries/${id}/status`;
      const answer = await send({ method: 'POST', url, cookie, payload: { status: 'in-review' } });
      expect(answer.statusCode).toBe(503);
      expect(answer.json()).toEqual({ error: 'unavailable' });
      expect(await store.run((open) => open.get(id))).toMatchObject({ status: 'received' });
      await holder.query('COMMIT');
      expect((await send({ method: 'POST', url, cookie, payload: { status: 'in-review' } })).statusCode).toBe(200);
    } finally {
      await holder.end();
    }
  });
});
