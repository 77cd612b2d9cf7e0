/**
 * The whole trail as an admin reads it a month in, by the API on SQLite and PostgreSQL: filtered by person, by
 * an entry (its id's start, as the page shows it) and by Potsdam days, both included; a day that is no
 * calendar day refused; and on the page, each run of "viewed the list" by one person folded into one row.
 */
import { describe, expect, inject, it } from 'vitest';
import { foldListed } from '../../src/staff/client/AuditTable';
import { createDatabase } from '../support/postgresCluster';
import { servers } from './support/staffServers';

describe.each(['sqlite', 'postgres'] as const)('the trail on %s', (kind) => {
  it('filters by person, entry and day', async () => {
    const databaseUrl = kind === 'postgres' ? await createDatabase(inject('postgresAdminUrl'), 'trail') : undefined;
    const { send, signIn, addApplication, clock } = await servers(databaseUrl ? { databaseUrl } : {});
    const hr = await signIn('hr@example.com', { role: 'hr', jobs: [] });
    const { id } = await addApplication();
    // 2 March 2026, 09:00 in Potsdam: HR opens the entry; the next day the admin lists.
    await send({ method: 'GET', url: `/staff/api/entries/${id}`, cookie: hr });
    clock.now += 24 * 3600_000;
    const admin = await signIn('admin@example.com');
    await send({ method: 'GET', url: '/staff/api/entries', cookie: admin });
    const trail = async (query: string) => {
      const response = await send({ method: 'GET', url: `/staff/api/audit${query}`, cookie: admin });
      expect(response.statusCode, query).toBe(200);
      return response.json<{ action: string; staffEmail: string | null }[]>().map((line) => line.action);
    };
    expect(await trail('?person=HR@example.com')).toEqual(['opened']);
    expect(await trail(`?entry=${id.slice(0, 8)}`)).toEqual(['opened']);
    expect(await trail('?from=2026-03-03')).toEqual(['listed']);
    expect(await trail('?to=2026-03-02&person=admin@example.com')).toEqual([]);
    expect(await trail('?from=2026-03-02&to=2026-03-02')).toEqual(['opened']);
    expect((await send({ method: 'GET', url: '/staff/api/audit?from=2026-02-30', cookie: admin })).statusCode).toBe(
      422,
    );
    for (const query of ['?entry=a%25', '?from=March'])
      expect((await send({ method: 'GET', url: `/staff/api/audit${query}`, cookie: admin })).statusCode).toBe(400);
    const hrAgain = await signIn('hr@example.com', { role: 'hr', jobs: [] });
    expect((await send({ method: 'GET', url: '/staff/api/audit?person=x', cookie: hrAgain })).statusCode).toBe(403);
  });
});

describe('the trail page', () => {
  it('folds each run of "viewed the list" by one person into one row, keeping the others', () => {
    const line = (id: string, action: 'listed' | 'opened', staffEmail: string, at: number) => ({
      id,
      at,
      staffEmail,
      action,
      submissionId: null,
      kind: null,
      detail: null,
      address: null,
      entryDeleted: false,
    });
    const rows = foldListed([
      line('5', 'listed', 'a@example.com', 50),
      line('4', 'listed', 'a@example.com', 40),
      line('3', 'listed', 'b@example.com', 30),
      line('2', 'opened', 'a@example.com', 20),
      line('1', 'listed', 'a@example.com', 10),
    ]);
    expect(rows.map((row) => [row.id, row.times, row.since])).toEqual([
      ['5', 2, 40],
      ['3', 1, 30],
      ['2', 1, 20],
      ['1', 1, 10],
    ]);
  });
});
