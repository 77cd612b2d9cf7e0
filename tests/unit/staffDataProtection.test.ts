/**
 * HR's data-protection view: which entries retention deletes within 14 Potsdam days (the query, by itself), and
 * by the inbox's API on SQLite and PostgreSQL, what HR and an admin see there (entries due, applications three
 * months without a decision, withdrawals, copies taken) and that every other role is refused (403).
 */
import { describe, expect, inject, it } from 'vitest';
import type { ListItem } from '../../src/staff/api/replies';
import type { StaffAccess } from '../../src/staff/api/roles';
import { dueForDeletion } from '../../src/staff/server/dataProtection';
import { createDatabase } from '../support/postgresCluster';
import { servers } from './support/staffServers';

describe('entries due for deletion', () => {
  // 7 December 2026, 23:30 in Potsdam: already the 8th there, so the 14 days run to the 22nd.
  const now = Date.UTC(2026, 11, 8, 22, 30);
  const item = (id: string, retentionDate: number | null): ListItem => ({
    id,
    kind: 'application',
    createdAt: 0,
    name: id,
    email: 'a@example.com',
    topic: null,
    jobTitles: {},
    hasCv: false,
    handledAt: null,
    status: 'rejected',
    awaitsDecision: false,
    awaitsHandling: false,
    retentionDate,
  });
  /** The start of a December day in Potsdam (UTC+1). */
  const december = (date: number) => Date.UTC(2026, 11, date - 1, 23);

  it('lists those whose Potsdam day is today to 14 days ahead, soonest first, and any still here past theirs', () => {
    const items = [
      item('23rd', december(23)),
      item('22nd', december(22)),
      item('undecided', null),
      item('today', december(9)),
      item('overdue', december(1)),
    ];
    expect(dueForDeletion(items, now).map((due) => due.id)).toEqual(['overdue', 'today', '22nd']);
  });

  it('counts in Potsdam days across the change to summer time', () => {
    const march = Date.UTC(2027, 2, 20, 12);
    const lastDue = Date.UTC(2027, 3, 2, 22); // 4 April 2027 starts at 22:00 UTC (summer time)
    const after = Date.UTC(2027, 3, 3, 22);
    expect(dueForDeletion([item('in', lastDue), item('out', after)], march).map((due) => due.id)).toEqual(['in']);
  });
});

describe.each(['sqlite', 'postgres'] as const)('the data-protection view on %s', (kind) => {
  it('shows HR what is due, undecided, withdrawn and copied; an admin the contact messages too; others 403', async () => {
    const databaseUrl = kind === 'postgres' ? await createDatabase(inject('postgresAdminUrl'), 'privacy') : undefined;
    const running = await servers(databaseUrl ? { databaseUrl } : {});
    const { clock, send, signIn, addApplication, addContact } = running;
    const as = (email: string, access: StaffAccess) => signIn(email, access);
    const post = (url: string, cookie: string, payload: object) => send({ method: 'POST', url, cookie, payload });
    const view = async (cookie: string) => send({ method: 'GET', url: '/staff/api/data-protection', cookie });
    // 2 March 2026: one application rejected, one left undecided, one contact message never handled.
    const rejected = (await addApplication('cv.pdf', 'engineer')).id;
    const undecided = (await addApplication('cv.pdf', 'designer')).id;
    const contact = await addContact();
    const hrThen = await as('hr@example.com', { role: 'hr', jobs: [] });
    await post(`/staff/api/entries/${rejected}/status`, hrThen, { status: 'rejected', decidedOn: '2026-03-02' });
    // 25 August: the rejection's six months end on 2 September, within 14 days; a new one is withdrawn today.
    clock.now = Date.UTC(2026, 7, 25, 9);
    const withdrawn = (await addApplication('cv.pdf', 'engineer')).id;
    const hr = await as('hr@example.com', { role: 'hr', jobs: [] });
    await post(`/staff/api/entries/${withdrawn}/status`, hr, { status: 'withdrawn', decidedOn: '2026-08-25' });
    expect((await send({ method: 'GET', url: `/staff/api/entries/${withdrawn}/export`, cookie: hr })).statusCode).toBe(
      200,
    );

    const seen = (await view(hr)).json<Record<string, { id: string }[]> & { today: string }>();
    const ids = (list: { id: string }[]) => list.map((entry) => entry.id);
    expect(seen.today).toBe('2026-08-25');
    expect(ids(seen.due ?? [])).toEqual([rejected]);
    expect(ids(seen.undecided ?? [])).toEqual([undecided]);
    expect(seen.withdrawals).toEqual([expect.objectContaining({ id: withdrawn, name: 'Grace Hopper' })]);
    expect(seen.copies).toEqual([
      expect.objectContaining({ staffEmail: 'hr@example.com', submissionId: withdrawn, name: 'Grace Hopper' }),
    ]);

    const admin = await as('admin@example.com', { role: 'admin', jobs: [] });
    const adminSees = (await view(admin)).json<{ due: { id: string }[] }>();
    expect(ids(adminSees.due).sort()).toEqual([rejected, contact].sort());

    for (const access of [
      { role: 'hiring-manager', jobs: ['engineer'] },
      { role: 'works-council', jobs: [] },
      { role: 'contact', jobs: [] },
    ] as const) {
      const cookie = await as(`${access.role}@example.com`, { role: access.role, jobs: [...access.jobs] });
      expect((await view(cookie)).json()).toEqual({ error: 'forbidden' });
    }
    expect((await view('staff_session=nobody')).statusCode).toBe(401);
  });
});
