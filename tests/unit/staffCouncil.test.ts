/**
 * The works council's windows, by the inbox's API on SQLite and PostgreSQL: HR opens an opening to the council
 * (a week, or a last day it chooses up to 30 days ahead); while it is open, the council reads that opening's
 * applications and CVs and nothing else, changes nothing and takes no copy; once it closes (early, or when its
 * last Potsdam day ends) the server refuses it everything (403). Opening and closing are on the trail.
 */
import { describe, expect, inject, it } from 'vitest';
import type { StaffAccess } from '../../src/staff/api/roles';
import { createDatabase } from '../support/postgresCluster';
import { servers } from './support/staffServers';

describe.each(['sqlite', 'postgres'] as const)('the works council on %s', (kind) => {
  async function inbox() {
    const databaseUrl = kind === 'postgres' ? await createDatabase(inject('postgresAdminUrl'), 'council') : undefined;
    const running = await servers(databaseUrl ? { databaseUrl } : {});
    const admin = await running.signIn('admin@example.com');
    const as = (email: string, access: StaffAccess) => running.signIn(email, access);
    const hr = await as('hr@example.com', { role: 'hr', jobs: [] });
    const council = await as('council@example.com', { role: 'works-council', jobs: [] });
    const entries = {
      contact: await running.addContact(),
      engineer: (await running.addApplication('cv.pdf', 'engineer')).id,
      designer: (await running.addApplication('cv.pdf', 'designer')).id,
    };
    const get = (url: string, cookie: string) => running.send({ method: 'GET', url, cookie });
    const post = (url: string, cookie: string, payload: object) =>
      running.send({ method: 'POST', url, cookie, payload });
    const openFor = (cookie: string, payload: object) => post('/staff/api/council/open', cookie, payload);
    const close = (cookie: string, job: string) => post('/staff/api/council/close', cookie, { job });
    const listed = async (cookie = council) =>
      (await get('/staff/api/entries', cookie))
        .json<{ id: string }[]>()
        .map((item) => item.id)
        .sort();
    /** What the council gets of an entry: the entry, its CV (none for a contact message), its copy. */
    const reach = async (id: string, cookie = council) => {
      const paths = id === entries.contact ? ['', '/export'] : ['', '/cv', '/export'];
      const codes: number[] = [];
      for (const path of paths) codes.push((await get(`/staff/api/entries/${id}${path}`, cookie)).statusCode);
      return codes;
    };
    return { ...running, admin, hr, council, entries, as, get, post, openFor, close, listed, reach };
  }

  it('while open, the council reads that opening’s applications and CVs only, and changes or copies nothing', async () => {
    const { hr, council, entries, openFor, listed, reach, get, post, send } = await inbox();
    expect(await listed()).toEqual([]);
    const opened = await openFor(hr, { job: 'engineer' });
    expect(opened.statusCode).toBe(200);
    // A week from today (2 March 2026 in Potsdam): open through the whole of 9 March.
    expect(opened.json()).toMatchObject({
      today: '2026-03-02',
      latestDay: '2026-04-01',
      windows: [{ jobSlug: 'engineer', lastDay: '2026-03-09', open: true, openedBy: 'hr@example.com' }],
    });
    expect(await listed()).toEqual([entries.engineer]);
    expect(await reach(entries.engineer)).toEqual([200, 200, 403]);
    expect(await reach(entries.designer)).toEqual([403, 403, 403]);
    expect(await reach(entries.contact)).toEqual([403, 403]);
    // The application itself, not what staff wrote about it or who read it.
    expect((await get(`/staff/api/entries/${entries.engineer}`, council)).json()).toMatchObject({
      audit: [],
      notes: [],
      replies: [],
    });
    const url = `/staff/api/entries/${entries.engineer}`;
    const changes = [
      await post(`${url}/status`, council, { status: 'in-review' }),
      await post(`${url}/handled`, council, {}),
      await post(`${url}/notes`, council, { text: 'Looks good' }),
      await post(`${url}/replies`, council, { template: 'receipt', subject: 'Hello', body: 'Thanks' }),
      await send({ method: 'DELETE', url, cookie: council }),
      await openFor(council, { job: 'designer' }),
      await post('/staff/api/council/close', council, { job: 'engineer' }),
    ];
    expect(changes.map((answer) => answer.statusCode)).toEqual([403, 403, 403, 403, 403, 403, 403]);
    expect((await get('/staff/api/audit', council)).statusCode).toBe(403);
    expect((await get('/staff/api/data-protection', council)).statusCode).toBe(403);
    // The council sees which windows are open until when, and the openings' titles, nothing of the rest.
    expect((await get('/staff/api/council', council)).json()).toMatchObject({
      windows: [{ jobSlug: 'engineer', lastDay: '2026-03-09', open: true }],
    });
  });

  it('closes by itself when its last Potsdam day ends', async () => {
    const { hr, clock, entries, openFor, listed, reach, get, as } = await inbox();
    expect((await openFor(hr, { job: 'engineer', lastDay: '2026-03-04' })).statusCode).toBe(200);
    // 4 March, 23:59 in Potsdam (22:59 UTC): still open. (Signed in anew: a session lasts hours, not days.)
    clock.now = Date.UTC(2026, 2, 4, 22, 59);
    const council = await as('council@example.com', { role: 'works-council', jobs: [] });
    expect(await listed(council)).toEqual([entries.engineer]);
    clock.now = Date.UTC(2026, 2, 4, 23, 0);
    expect(await listed(council)).toEqual([]);
    expect(await reach(entries.engineer, council)).toEqual([403, 403, 403]);
    expect((await get('/staff/api/council', council)).json()).toMatchObject({ windows: [] });
    const hrNow = await as('hr@example.com', { role: 'hr', jobs: [] });
    expect((await get('/staff/api/council', hrNow)).json()).toMatchObject({
      windows: [{ jobSlug: 'engineer', lastDay: '2026-03-04', open: false, closedAt: null }],
    });
  });

  it('HR or an admin closes it early; both are on the trail, and nothing open is not closed again', async () => {
    const { hr, admin, entries, openFor, close, listed, reach, get, clock } = await inbox();
    await openFor(hr, { job: 'engineer', lastDay: '2026-03-20' });
    // Opened again while open: its last day moves, no second window.
    const moved = await openFor(admin, { job: 'engineer', lastDay: '2026-03-31' });
    expect(moved.json<{ windows: unknown[] }>().windows).toHaveLength(1);
    clock.now += 10 * 60_000;
    const closed = await close(hr, 'engineer');
    expect(closed.json()).toMatchObject({
      windows: [{ jobSlug: 'engineer', open: false, closedBy: 'hr@example.com', closedAt: clock.now }],
    });
    expect(await listed()).toEqual([]);
    expect(await reach(entries.engineer)).toEqual([403, 403, 403]);
    expect((await close(hr, 'engineer')).json()).toEqual({ error: 'notFound' });
    const trail = (await get('/staff/api/audit', admin)).json<
      { action: string; staffEmail: string; detail: string }[]
    >();
    expect(
      trail
        .filter((line) => line.action.startsWith('council-'))
        .map((line) => [line.action, line.staffEmail, line.detail]),
    ).toEqual([
      ['council-closed', 'hr@example.com', 'engineer'],
      ['council-opened', 'admin@example.com', 'engineer 2026-03-31'],
      ['council-opened', 'hr@example.com', 'engineer 2026-03-20'],
    ]);
  });

  it('takes a last day from today to 30 days ahead, and refuses others (422)', async () => {
    const { hr, openFor } = await inbox();
    const codes = [];
    for (const lastDay of ['2026-03-01', '2026-04-02', '2026-02-30', '2026-03-02', '2026-04-01'])
      codes.push((await openFor(hr, { job: 'designer', lastDay })).statusCode);
    expect(codes).toEqual([422, 422, 422, 200, 200]);
    expect((await openFor(hr, { job: 'Not a slug' })).statusCode).toBe(400);
  });

  it('only HR and admins open and close windows; only they and the council see them', async () => {
    const { as, admin, hr, openFor, close, get } = await inbox();
    const manager = await as('lead@example.com', { role: 'hiring-manager', jobs: ['engineer'] });
    const contact = await as('sales@example.com', { role: 'contact', jobs: [] });
    for (const cookie of [manager, contact]) {
      expect((await openFor(cookie, { job: 'engineer' })).statusCode).toBe(403);
      expect((await close(cookie, 'engineer')).statusCode).toBe(403);
      expect((await get('/staff/api/council', cookie)).statusCode).toBe(403);
    }
    // The openings applications name, though gone from the site (the selection comes after the last day).
    const slugs = (await get('/staff/api/council', hr)).json<{ openings: { slug: string }[] }>().openings;
    expect(slugs.map((opening) => opening.slug)).toEqual(expect.arrayContaining(['designer', 'engineer']));
    expect((await openFor(admin, { job: 'engineer' })).statusCode).toBe(200);
    expect((await close(admin, 'engineer')).statusCode).toBe(200);
    expect((await get('/staff/api/council', 'staff_session=nobody')).statusCode).toBe(401);
  });
});
