/**
 * Roles in the staff inbox's API, on SQLite and PostgreSQL: what each role sees in the list, and whether the
 * server gives it an entry, its CV, its copy and the whole trail (200) or refuses (403); only an admin changes
 * roles, each change on the trail, and the last admin stays one.
 */
import { describe, expect, inject, it } from 'vitest';
import { sql } from 'kysely';
import type { StaffAccess } from '../../src/staff/api/roles';
import { runStaffCommand } from '../../src/staff/server';
import { createDatabase } from '../support/postgresCluster';
import { servers } from './support/staffServers';

describe.each(['sqlite', 'postgres'] as const)('roles on %s', (kind) => {
  /** An inbox with a contact message, an application for each of two openings and a speculative one. */
  async function inbox() {
    const databaseUrl = kind === 'postgres' ? await createDatabase(inject('postgresAdminUrl'), 'roles') : undefined;
    const running = await servers(databaseUrl ? { databaseUrl } : {});
    const admin = await running.signIn('admin@example.com');
    const entries = {
      contact: await running.addContact(),
      engineer: (await running.addApplication('cv.pdf', 'engineer')).id,
      designer: (await running.addApplication('cv.pdf', 'designer')).id,
      speculative: (await running.addApplication('cv.pdf')).id,
    };
    const get = (url: string, cookie: string) => running.send({ method: 'GET', url, cookie });
    /** What a person sees of each entry: the entry, its CV (none for a contact), its copy; each status code. */
    const reach = async (cookie: string) => {
      const codes: Record<string, number[]> = {};
      for (const [name, id] of Object.entries(entries)) {
        const paths = ['', ...(name === 'contact' ? [] : ['/cv']), '/export'];
        codes[name] = [];
        for (const path of paths) codes[name].push((await get(`/staff/api/entries/${id}${path}`, cookie)).statusCode);
      }
      return codes;
    };
    const listed = async (cookie: string) =>
      (await get('/staff/api/entries', cookie))
        .json<{ id: string }[]>()
        .map((item) => item.id)
        .sort();
    const as = (email: string, access: StaffAccess) => running.signIn(email, access);
    return { ...running, admin, entries, get, reach, listed, as };
  }

  it('an admin sees every entry, its CV and copy, and the whole trail', async () => {
    const { admin, entries, reach, listed, get } = await inbox();
    expect(await listed(admin)).toEqual(Object.values(entries).sort());
    expect(await reach(admin)).toEqual({
      contact: [200, 200],
      engineer: [200, 200, 200],
      designer: [200, 200, 200],
      speculative: [200, 200, 200],
    });
    expect((await get('/staff/api/audit', admin)).statusCode).toBe(200);
    expect((await get('/staff/api/people', admin)).statusCode).toBe(200);
  });

  it('HR sees every application and no contact message; not the whole trail, not the people', async () => {
    const { as, entries, reach, listed, get } = await inbox();
    const hr = await as('hr@example.com', { role: 'hr', jobs: [] });
    expect(await listed(hr)).toEqual([entries.engineer, entries.designer, entries.speculative].sort());
    expect(await reach(hr)).toEqual({
      contact: [403, 403],
      engineer: [200, 200, 200],
      designer: [200, 200, 200],
      speculative: [200, 200, 200],
    });
    expect((await get('/staff/api/audit', hr)).json()).toEqual({ error: 'forbidden' });
    expect((await get('/staff/api/people', hr)).statusCode).toBe(403);
  });

  it('a hiring manager for one opening sees its applications and nothing else', async () => {
    const { as, entries, reach, listed, get, send } = await inbox();
    const manager = await as('lead@example.com', { role: 'hiring-manager', jobs: ['engineer'] });
    expect(await listed(manager)).toEqual([entries.engineer]);
    expect(await reach(manager)).toEqual({
      contact: [403, 403],
      engineer: [200, 200, 200],
      designer: [403, 403, 403],
      speculative: [403, 403, 403],
    });
    expect((await get('/staff/api/audit', manager)).statusCode).toBe(403);
    const decide = (id: string) =>
      send({
        method: 'POST',
        url: `/staff/api/entries/${id}/status`,
        cookie: manager,
        payload: { status: 'in-review' },
      });
    expect((await decide(entries.engineer)).statusCode).toBe(200);
    expect((await decide(entries.designer)).statusCode).toBe(403);
  });

  it('a contact person sees the contact messages and no application', async () => {
    const { as, entries, reach, listed, get } = await inbox();
    const contact = await as('sales@example.com', { role: 'contact', jobs: [] });
    expect(await listed(contact)).toEqual([entries.contact]);
    expect(await reach(contact)).toEqual({
      contact: [200, 200],
      engineer: [403, 403, 403],
      designer: [403, 403, 403],
      speculative: [403, 403, 403],
    });
    expect((await get('/staff/api/audit', contact)).statusCode).toBe(403);
  });

  it('the works council, with no opening opened to it, sees nothing and changes nothing', async () => {
    const { as, entries, reach, listed, send } = await inbox();
    const council = await as('council@example.com', { role: 'works-council', jobs: [] });
    expect(await listed(council)).toEqual([]);
    expect(
      Object.values(await reach(council))
        .flat()
        .every((code) => code === 403),
    ).toBe(true);
    const deletion = await send({ method: 'DELETE', url: `/staff/api/entries/${entries.engineer}`, cookie: council });
    expect(deletion.statusCode).toBe(403);
  });

  it('only an admin changes a role; the change is on the trail and takes effect at the next request', async () => {
    const { as, admin, entries, get, send, staffStore } = await inbox();
    const hr = await as('hr@example.com', { role: 'hr', jobs: [] });
    const person = await staffStore((open) => open.byEmail('hr@example.com'));
    const setRole = (cookie: string, payload: Record<string, unknown>) =>
      send({ method: 'POST', url: `/staff/api/people/${person?.id ?? ''}/role`, cookie, payload });
    expect((await setRole(hr, { role: 'admin', jobs: [] })).statusCode).toBe(403);
    expect((await setRole(admin, { role: 'owner', jobs: [] })).statusCode).toBe(400);
    const changed = await setRole(admin, { role: 'hiring-manager', jobs: ['designer', 'designer'] });
    expect(changed.json()).toMatchObject({ person: { role: 'hiring-manager', jobs: ['designer'] }, unchanged: false });
    expect((await get(`/staff/api/entries/${entries.engineer}`, hr)).statusCode).toBe(403);
    expect((await get(`/staff/api/entries/${entries.designer}`, hr)).statusCode).toBe(200);
    expect((await setRole(admin, { role: 'hiring-manager', jobs: ['designer'] })).json()).toMatchObject({
      unchanged: true,
    });
    const trail = (await get('/staff/api/audit', admin)).json<
      { action: string; staffEmail: string; detail: string }[]
    >();
    expect(trail.filter((line) => line.action === 'role-changed')).toEqual([
      expect.objectContaining({ staffEmail: 'admin@example.com', detail: 'hr@example.com hiring-manager designer' }),
    ]);
  });

  it('keeps the last admin an admin (409), and lets an admin step down once another one is there', async () => {
    const { admin, send, staffStore, as } = await inbox();
    const self = await staffStore((open) => open.byEmail('admin@example.com'));
    const stepDown = () =>
      send({
        method: 'POST',
        url: `/staff/api/people/${self?.id ?? ''}/role`,
        cookie: admin,
        payload: { role: 'hr', jobs: [] },
      });
    expect((await stepDown()).json()).toEqual({ error: 'lastAdmin' });
    await as('second@example.com', { role: 'admin', jobs: [] });
    expect((await stepDown()).statusCode).toBe(200);
  });

  it('`npm run staff`: invites as HR unless --role says otherwise, lists roles, changes one on the trail', async () => {
    const { staffStore, get, admin } = await inbox();
    const lines: string[] = [];
    const output = { print: (text: string) => lines.push(text), printError: (text: string) => lines.push(text) };
    const run = (command: string, email: string, flags = {}) =>
      staffStore((open) => runStaffCommand(open, command, email, 'https://inbox.example.com', output, flags));
    expect(await run('invite', 'new@example.com')).toBe(0);
    expect(await run('invite', 'lead@example.com', { role: 'hiring-manager', jobs: 'engineer,designer' })).toBe(0);
    expect(await run('invite', 'bad@example.com', { role: 'owner' })).toBe(1);
    expect(await run('invite', 'bad@example.com', { role: 'hr', jobs: 'engineer' })).toBe(1);
    expect(await run('role', 'new@example.com', { role: 'contact' })).toBe(0);
    expect(await run('role', 'admin@example.com', { role: 'hr' })).toBe(1);
    expect(lines).toContain(
      'That is the last admin: make another person admin first (npm run staff -- role <email> --role admin).',
    );
    lines.length = 0;
    expect(await staffStore((open) => runStaffCommand(open, 'list', undefined, undefined, output))).toBe(0);
    expect(lines.filter((line) => !line.startsWith(' ')).map((line) => line.split('  ').slice(0, 2).join(' '))).toEqual(
      ['admin@example.com admin', 'lead@example.com hiring-manager designer,engineer', 'new@example.com contact'],
    );
    const trail = (await get('/staff/api/audit', admin)).json<{ action: string; staffEmail: null; detail: string }[]>();
    expect(trail.filter((line) => line.action === 'role-changed').map((line) => line.detail)).toEqual([
      'new@example.com contact',
      'lead@example.com hiring-manager designer,engineer',
    ]);
  });

  it('people enrolled before roles existed are admins: they keep everything they could do', async () => {
    const { staffStore, site } = await inbox();
    // A row as the inbox wrote it before roles: no role named, the migration's default fills it in.
    await site.database.run((connection) =>
      sql`INSERT INTO staff (id, email, created_at) VALUES ('old', 'old@example.com', 1)`.execute(connection.kysely),
    );
    expect(await staffStore((open) => open.byEmail('old@example.com'))).toMatchObject({ role: 'admin', jobs: [] });
  });
});
