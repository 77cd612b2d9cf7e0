/**
 * A passkey's own name, by the API on SQLite and PostgreSQL (the inbox's migration 008-inbox-work): its owner
 * renames it, listed by that name at once and on the trail ("old → new", with the address); another person's
 * passkey answers as unknown; a name with control or direction characters, empty or too long, is refused.
 */
import { describe, expect, inject, it } from 'vitest';
import { createDatabase } from '../support/postgresCluster';
import { servers } from './support/staffServers';

describe.each(['sqlite', 'postgres'] as const)('a passkey renamed on %s', (kind) => {
  it('by its owner, listed and on the trail; never another person’s; never a name that could mislead', async () => {
    const databaseUrl = kind === 'postgres' ? await createDatabase(inject('postgresAdminUrl'), 'names') : undefined;
    const setup = await servers(databaseUrl ? { databaseUrl } : {});
    const { send, signIn, staffStore, clock } = setup;
    const cookie = await signIn('hr@example.com');
    const other = await signIn('it@example.com');
    const people = await staffStore((open) => open.list());
    for (const [index, person] of people.entries())
      await staffStore((open) =>
        open.addPasskey({
          id: `cred-${String(index)}-laptop`,
          staffId: person.id,
          publicKey: new Uint8Array([1, 2, 3]),
          counter: 0,
          transports: ['internal'],
          authenticator: null,
          createdAt: clock.now,
        }),
      );
    const mine = people.findIndex((person) => person.email === 'hr@example.com');
    const id = `cred-${String(mine)}-laptop`;
    const rename = (name: string, as = cookie, passkey = id) =>
      send({ method: 'POST', url: `/staff/api/passkeys/${passkey}/name`, cookie: as, payload: { name } });

    expect((await rename('  Office laptop ')).statusCode).toBe(204);
    const me = (await send({ method: 'GET', url: '/staff/api/me', cookie })).json<{ passkeys: object[] }>();
    expect(me.passkeys).toMatchObject([{ id, label: 'Office laptop' }]);
    const trail = (await send({ method: 'GET', url: '/staff/api/audit', cookie })).json<object[]>();
    expect(trail).toContainEqual(
      expect.objectContaining({
        action: 'passkey-renamed',
        staffEmail: 'hr@example.com',
        detail: `${id.slice(0, 6)} → Office laptop`,
        address: '127.0.0.1',
      }),
    );
    // The same name again writes no second line.
    expect((await rename('Office laptop')).statusCode).toBe(204);
    const lines = (await send({ method: 'GET', url: '/staff/api/audit', cookie })).json<{ action: string }[]>();
    expect(lines.filter((line) => line.action === 'passkey-renamed')).toHaveLength(1);

    expect((await rename('Mine now', other)).json()).toEqual({ error: 'notFound' });
    expect((await rename('Anything', cookie, 'no-such-passkey')).statusCode).toBe(404);
    for (const name of ['', '   ', 'x'.repeat(61), 'Laptop\u202eepot', 'Two\nlines'])
      expect((await rename(name)).statusCode, JSON.stringify(name)).toBe(400);
    expect((await send({ method: 'GET', url: '/staff/api/me', cookie })).json()).toMatchObject({
      passkeys: [{ label: 'Office laptop' }],
    });
    expect(
      (await send({ method: 'POST', url: `/staff/api/passkeys/${id}/name`, payload: { name: 'x' } })).statusCode,
    ).toBe(401);
  });
});
