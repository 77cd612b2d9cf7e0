/**
 * The inbox's list as HR works in it, on SQLite and PostgreSQL: an application's one state is its decision
 * (open = undecided, "handled" refused), the server filters by state, decision, opening and a part of the
 * name, refuses a filter the page would never send (400), and offers each person only the openings whose
 * applications their role lets them see.
 */
import { describe, expect, inject, it } from 'vitest';
import { createDatabase } from '../support/postgresCluster';
import { servers } from './support/staffServers';

describe.each(['sqlite', 'postgres'] as const)('the list on %s', (kind) => {
  async function inbox() {
    const databaseUrl = kind === 'postgres' ? await createDatabase(inject('postgresAdminUrl'), 'lists') : undefined;
    const running = await servers(databaseUrl ? { databaseUrl } : {});
    const admin = await running.signIn('admin@example.com');
    const entries = {
      contact: await running.addContact('Ayşe Yıldız'),
      engineer: (await running.addApplication('cv.pdf', 'engineer')).id,
      designer: (await running.addApplication('cv.pdf', 'designer')).id,
      speculative: (await running.addApplication('cv.pdf')).id,
    };
    const names = new Map(Object.entries(entries).map(([name, id]) => [id, name]));
    /** Which entries a query lists, by their names above, sorted (the order is the list's own test's). */
    const listed = async (query: string, cookie = admin) => {
      const response = await running.send({ method: 'GET', url: `/staff/api/entries${query}`, cookie });
      expect(response.statusCode, query).toBe(200);
      return response
        .json<{ id: string }[]>()
        .map((item) => names.get(item.id))
        .sort();
    };
    const decide = (id: string, status: string) =>
      running.send({
        method: 'POST',
        url: `/staff/api/entries/${id}/status`,
        cookie: admin,
        payload: { status, decidedOn: '2026-03-02' },
      });
    return { ...running, admin, entries, listed, decide };
  }

  it('lists an undecided application as open, a decided one as done, whoever marked what', async () => {
    const { entries, listed, decide, send, admin } = await inbox();
    expect(await listed('?state=open')).toEqual(['contact', 'designer', 'engineer', 'speculative']);
    expect((await decide(entries.designer, 'in-review')).statusCode).toBe(200);
    expect((await decide(entries.engineer, 'rejected')).statusCode).toBe(200);
    // In review is no decision yet: still open.
    expect(await listed('?kind=application&state=open')).toEqual(['designer', 'speculative']);
    expect(await listed('?kind=application&state=done')).toEqual(['engineer']);
    const handled = await send({
      method: 'POST',
      url: `/staff/api/entries/${entries.speculative}/handled`,
      cookie: admin,
      payload: {},
    });
    expect(handled.statusCode).toBe(400);
    expect(await listed('?state=open')).toEqual(['contact', 'designer', 'speculative']);
  });

  it('filters by decision, by opening and by a part of the name, together', async () => {
    const { entries, listed, decide } = await inbox();
    await decide(entries.designer, 'in-review');
    expect(await listed('?decision=received')).toEqual(['engineer', 'speculative']);
    expect(await listed('?decision=in-review')).toEqual(['designer']);
    expect(await listed('?job=engineer')).toEqual(['engineer']);
    expect(await listed('?job=engineer&decision=in-review')).toEqual([]);
    // Case and accents aside, a Turkish ı found by an i; applications' "Grace Hopper" by a part.
    expect(await listed('?q=yildiz')).toEqual(['contact']);
    expect(await listed('?q=%20HOPP%20&job=designer')).toEqual(['designer']);
    expect(await listed('?q=')).toHaveLength(4);
  });

  it('refuses a filter the page never sends (400), rather than listing everything', async () => {
    const { send, admin } = await inbox();
    for (const query of [
      '?kind=cv',
      '?state=handled',
      '?decision=archived',
      '?job=Not%20A%20Slug',
      `?q=${'x'.repeat(101)}`,
    ]) {
      const response = await send({ method: 'GET', url: `/staff/api/entries${query}`, cookie: admin });
      expect(response.statusCode, query).toBe(400);
      expect(response.json()).toEqual({ error: 'badRequest' });
    }
  });

  it("keeps each role's limits under every filter, and offers only the openings a person may see", async () => {
    const { signIn, listed, send, admin } = await inbox();
    const manager = await signIn('lead@example.com', { role: 'hiring-manager', jobs: ['engineer'] });
    expect(await listed('?job=designer', manager)).toEqual([]);
    expect(await listed('?state=open', manager)).toEqual(['engineer']);
    const contact = await signIn('desk@example.com', { role: 'contact', jobs: [] });
    expect(await listed('?q=grace', contact)).toEqual([]);
    const openings = async (cookie: string) =>
      (await send({ method: 'GET', url: '/staff/api/openings', cookie })).json<{ slug: string; title: string }[]>();
    expect(await openings(admin)).toEqual([
      { slug: 'designer', title: 'designer', titles: {} },
      { slug: 'engineer', title: 'engineer', titles: {} },
    ]);
    expect((await openings(manager)).map((opening) => opening.slug)).toEqual(['engineer']);
    expect(await openings(contact)).toEqual([]);
    expect((await send({ method: 'GET', url: '/staff/api/openings' })).statusCode).toBe(401);
  });
});
