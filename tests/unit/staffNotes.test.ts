/**
 * Notes on an entry by the staff inbox's API, on SQLite and PostgreSQL: who wrote what and when, a line on the
 * trail that never holds the words, refused to a role that may not change the entry, in the entry's copy, and
 * gone with the entry, whether staff delete it or the server's retention does.
 */
import { describe, expect, inject, it } from 'vitest';
import { formsStoreOn } from '../../src/server/store/access';
import { sweep } from '../../src/server/retention/sweep';
import { inboxRetention } from '../../src/staff/server';
import { createDatabase } from '../support/postgresCluster';
import { servers } from './support/staffServers';

interface NotesAnswer {
  notes: { staffEmail: string; at: number; text: string }[];
  audit: { action: string; detail: string | null }[];
}

describe.each(['sqlite', 'postgres'] as const)('notes on %s', (kind) => {
  async function inbox() {
    const databaseUrl = kind === 'postgres' ? await createDatabase(inject('postgresAdminUrl'), 'notes') : undefined;
    const running = await servers(databaseUrl ? { databaseUrl } : {});
    const hr = await running.signIn('hr@example.com', { role: 'hr', jobs: [] });
    const { id } = await running.addApplication('cv.pdf', 'engineer');
    const note = (text: string, cookie = hr) =>
      running.send({ method: 'POST', url: `/staff/api/entries/${id}/notes`, cookie, payload: { text } });
    const notesNow = () =>
      running.staffStore((open) => open.writings.notesOf(id)).then((notes) => notes.map((one) => one.text));
    return { ...running, hr, id, note, notesNow };
  }

  it('keeps who wrote what and when; the trail says a note was written, never its words', async () => {
    const { note, clock, send, hr, id } = await inbox();
    const first = await note('  Strong Kysely experience; invite.  ');
    expect(first.statusCode).toBe(200);
    const answer = first.json<NotesAnswer>();
    expect(answer.notes).toEqual([
      expect.objectContaining({
        staffEmail: 'hr@example.com',
        at: clock.now,
        text: 'Strong Kysely experience; invite.',
      }),
    ]);
    expect(answer.audit[0]).toMatchObject({ action: 'noted', detail: null });
    expect(JSON.stringify(answer.audit)).not.toContain('Kysely');
    const entry = (await send({ method: 'GET', url: `/staff/api/entries/${id}`, cookie: hr })).json<NotesAnswer>();
    expect(entry.notes.map((one) => one.text)).toEqual(['Strong Kysely experience; invite.']);
    expect((await note('   ')).statusCode).toBe(400);
  });

  it('is refused to whom the role does not let change the entry', async () => {
    const { note, signIn, notesNow } = await inbox();
    const contact = await signIn('sales@example.com', { role: 'contact', jobs: [] });
    const council = await signIn('council@example.com', { role: 'works-council', jobs: [] });
    const other = await signIn('lead@example.com', { role: 'hiring-manager', jobs: ['designer'] });
    for (const cookie of [contact, council, other]) expect((await note('mine', cookie)).statusCode).toBe(403);
    expect(await notesNow()).toEqual([]);
  });

  it('is part of the entry’s copy, without the staff member’s address', async () => {
    const { note, send, hr, id } = await inbox();
    await note('Speaks Turkish and German.');
    const copy = (await send({ method: 'GET', url: `/staff/api/entries/${id}/export`, cookie: hr })).json<{
      notes: { text: string }[];
      entry: { name: string };
      cv: { base64: string } | null;
    }>();
    expect(copy.entry.name).toBe('Grace Hopper');
    expect(copy.notes.map((one) => one.text)).toEqual(['Speaks Turkish and German.']);
    expect(copy.cv?.base64.length).toBeGreaterThan(0);
    expect(JSON.stringify(copy.notes)).not.toContain('hr@example.com');
  });

  it('goes with the entry when staff delete it', async () => {
    const { note, send, hr, id, notesNow } = await inbox();
    await note('To be deleted with the entry.');
    expect((await send({ method: 'DELETE', url: `/staff/api/entries/${id}`, cookie: hr })).statusCode).toBe(204);
    expect(await notesNow()).toEqual([]);
  });

  it('goes with the entry when the server’s retention deletes it', async () => {
    const running = await inbox();
    const { note, send, hr, id, notesNow, site, dataDir, clock } = running;
    await note('Kept only as long as the application.');
    expect(
      (
        await send({
          method: 'POST',
          url: `/staff/api/entries/${id}/status`,
          cookie: hr,
          payload: { status: 'rejected' },
        })
      ).statusCode,
    ).toBe(200);
    const sevenMonthsOn = clock.now + 215 * 24 * 3600_000;
    const result = await sweep(formsStoreOn(site.database, dataDir), inboxRetention, {
      periods: { applicationMonths: 6, contactDays: 30, contactUnhandledMonths: 6 },
      now: sevenMonthsOn,
      dryRun: false,
    });
    expect(result.counts).toMatchObject({ applicationsRejected: 1 });
    expect(await notesNow()).toEqual([]);
  });
});
