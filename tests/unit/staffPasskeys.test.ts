/**
 * The staff inbox's passkeys and its record (issue 53), in-process: a copied session cookie can neither add
 * nor remove a passkey without a fresh confirmation, the last passkey cannot be removed, "sign out everywhere" ends every
 * session, each event is on the trail and in the log (without secrets), and an added or removed passkey is
 * e-mailed to its owner.
 */
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { runStaffCommand } from '../../src/staff/server';
import { authenticatorName } from '../../src/staff/server/authenticators';
import { freshVerificationMs } from '../../src/staff/server/store/StaffStore';
import { captureLogs } from './support/logCapture';
import { forgedAssertion, forgedRegistration, servers } from './support/staffServers';
import { recordingMail } from './support/recordingMail';

const iCloud = 'fbfc3007-154e-4ecc-8c0b-6e020557d7bd';

/** A signed-in person with passkeys put straight into the store, as a registration would have stored them. */
async function personWithPasskeys(setup: Awaited<ReturnType<typeof servers>>, ids: string[]) {
  const { staffStore, clock } = setup;
  const cookie = await setup.signIn('hr@example.com');
  const [person] = await staffStore((open) => open.list());
  if (!person) throw new Error('not invited');
  for (const [index, id] of ids.entries())
    await staffStore((open) =>
      open.addPasskey({
        id,
        staffId: person.id,
        publicKey: new Uint8Array([1, 2, 3]),
        counter: 0,
        transports: ['internal'],
        authenticator: index === 0 ? authenticatorName(iCloud) : null,
        createdAt: clock.now,
      }),
    );
  return { cookie, person, secret: cookie.replace(/^staff_session=/, '') };
}

describe('adding a passkey', () => {
  it('is refused to a session cookie alone: it needs a passkey confirmation of that session, minutes old', async () => {
    const setup = await servers();
    const { send, staffStore, clock } = setup;
    const { cookie, secret } = await personWithPasskeys(setup, ['cred-laptop-1']);
    // What a copied cookie can do: ask for registration options, or post a registration.
    for (const url of ['/staff/api/passkeys/options', '/staff/api/passkeys/verify']) {
      const response = await send({ method: 'POST', url, cookie, payload: { response: forgedRegistration() } });
      expect(response.statusCode, url).toBe(403);
      expect(response.json()).toEqual({ error: 'verifyFirst' });
    }
    // A confirmation with a forged assertion is refused and records nothing as confirmed.
    const confirmOptions = await send({
      method: 'POST',
      url: '/staff/api/passkeys/confirm/options',
      cookie,
      payload: {},
    });
    expect(confirmOptions.json()).toMatchObject({
      userVerification: 'required',
      allowCredentials: [{ id: 'cred-laptop-1' }],
    });
    const challenge = String(confirmOptions.headers['set-cookie']).split(';')[0] ?? '';
    const forged = forgedAssertion('cred-laptop-1');
    const confirm = await send({
      method: 'POST',
      url: '/staff/api/passkeys/confirm',
      cookie: `${cookie}; ${challenge}`,
      payload: { response: forged },
    });
    expect(confirm.json()).toEqual({ error: 'passkeyRefused' });
    expect((await send({ method: 'POST', url: '/staff/api/passkeys/options', cookie, payload: {} })).statusCode).toBe(
      403,
    );

    // A verified confirmation (what passkeys/confirm stores after a user-verified assertion, with the cookie it
    // gives the confirming browser) opens it, for five minutes.
    const confirmed = `${cookie}; staff_verified=${await staffStore((open) => open.sessionVerified(secret, clock.now))}`;
    const options = await send({ method: 'POST', url: '/staff/api/passkeys/options', cookie: confirmed, payload: {} });
    expect(options.statusCode).toBe(200);
    expect(options.json()).toMatchObject({ excludeCredentials: [{ id: 'cred-laptop-1' }] });
    clock.now += freshVerificationMs;
    expect(
      (await send({ method: 'POST', url: '/staff/api/passkeys/options', cookie: confirmed, payload: {} })).json(),
    ).toEqual({ error: 'verifyFirst' });
    // Another session of the same person is not confirmed by this one's confirmation, even with its cookie.
    const proof = await staffStore((open) => open.sessionVerified(secret, clock.now));
    const other = await setup.signIn('hr@example.com');
    expect(
      (
        await send({
          method: 'POST',
          url: '/staff/api/passkeys/options',
          cookie: `${other}; staff_verified=${proof}`,
          payload: {},
        })
      ).statusCode,
    ).toBe(403);
  });
});

describe('removing a passkey', () => {
  it('is refused to a session cookie alone, whether the id exists or not; a fresh confirmation allows it', async () => {
    const setup = await servers();
    const { send, staffStore, clock } = setup;
    const { cookie, secret } = await personWithPasskeys(setup, ['cred-laptop-1', 'cred-phone-2']);
    let proof = '';
    const remove = (id: string) =>
      send({ method: 'DELETE', url: `/staff/api/passkeys/${id}`, cookie: `${cookie}; staff_verified=${proof}` });
    const listed = async () =>
      (await send({ method: 'GET', url: '/staff/api/me', cookie })).json<{ passkeys: { id: string }[] }>().passkeys;

    // What a copied cookie can do: the same refusal for the owner's passkey and for an id nobody has.
    for (const id of ['cred-phone-2', 'no-such-passkey']) {
      const refused = await remove(id);
      expect(refused.statusCode, id).toBe(403);
      expect(refused.json()).toEqual({ error: 'verifyFirst' });
    }
    expect((await listed()).map(({ id }) => id)).toEqual(['cred-laptop-1', 'cred-phone-2']);
    expect((await staffStore((open) => open.auditTrail())).map(({ action }) => action)).not.toContain(
      'passkey-removed',
    );

    // A confirmation that has aged past its minutes opens nothing.
    proof = await staffStore((open) => open.sessionVerified(secret, clock.now));
    clock.now += freshVerificationMs;
    expect((await remove('cred-phone-2')).json()).toEqual({ error: 'verifyFirst' });
    expect(await listed()).toHaveLength(2);

    // Just confirmed: removed.
    proof = await staffStore((open) => open.sessionVerified(secret, clock.now));
    expect((await remove('cred-phone-2')).statusCode).toBe(204);
    expect((await listed()).map(({ id }) => id)).toEqual(['cred-laptop-1']);
  });
});

describe('the account page’s passkeys', () => {
  it('are named by authenticator and id; the last one cannot be removed; a removal is audited and e-mailed', async () => {
    const { mail, sent, nextMail } = recordingMail();
    const mailed = nextMail();
    const setup = await servers({ mail });
    const { send, staffStore, clock } = setup;
    const { cookie, secret } = await personWithPasskeys(setup, ['pQ3x9AbcdEf', 'Zy7WvuTsrQ']);
    const me = (await send({ method: 'GET', url: '/staff/api/me', cookie })).json<{ passkeys: object[] }>();
    expect(me.passkeys).toMatchObject([
      { id: 'pQ3x9AbcdEf', authenticator: 'iCloud Keychain', lastUsedAt: null },
      { id: 'Zy7WvuTsrQ', authenticator: null },
    ]);

    // Removing needs a fresh confirmation (above), which a removal uses up; with one, an unknown id is 404.
    const confirmed = async () =>
      `${cookie}; staff_verified=${await staffStore((open) => open.sessionVerified(secret, clock.now))}`;
    const remove = async (id: string) =>
      send({ method: 'DELETE', url: `/staff/api/passkeys/${id}`, cookie: await confirmed() });
    expect((await remove('someone-elses')).statusCode).toBe(404);
    expect((await remove('pQ3x9AbcdEf')).statusCode).toBe(204);
    const last = await remove('Zy7WvuTsrQ');
    expect(last.statusCode).toBe(409);
    expect(last.json()).toEqual({ error: 'lastPasskey' });
    expect((await send({ method: 'GET', url: '/staff/api/me', cookie })).json()).toMatchObject({
      passkeys: [{ id: 'Zy7WvuTsrQ' }],
    });

    const audit = (await send({ method: 'GET', url: '/staff/api/audit', cookie })).json<object[]>();
    expect(audit).toContainEqual(
      expect.objectContaining({
        action: 'passkey-removed',
        staffEmail: 'hr@example.com',
        detail: 'iCloud Keychain · pQ3x9A',
        address: '127.0.0.1',
      }),
    );
    await mailed;
    expect(sent).toHaveLength(1);
    // In the company's language (German unless STAFF_MAIL_LOCALE says otherwise), the time in Potsdam.
    expect(sent[0]).toMatchObject({
      to: 'hr@example.com',
      subject: 'Posteingang: Aus Ihrem Konto wurde ein Passkey entfernt (iCloud Keychain · pQ3x9A)',
    });
    expect(sent[0]?.text).toContain(
      'Aus Ihrem Konto im Posteingang (http://localhost:4660/staff/) wurde ein Passkey entfernt:',
    );
    expect(sent[0]?.text).toContain('iCloud Keychain · pQ3x9A, 2. März 2026, 09:00, von der Adresse 127.0.0.1');
    expect(sent[0]?.text).toContain('wählen Sie „Überall abmelden“');
    // No secret: neither the whole credential id nor the session.
    expect(sent[0]?.text).not.toContain('pQ3x9AbcdEf');
    expect(sent[0]?.text).not.toContain(cookie.split('=')[1]);
  });

  it('sign out everywhere ends every session of the person, not another person’s', async () => {
    const setup = await servers();
    const { send } = setup;
    const here = await setup.signIn('hr@example.com');
    const phone = await setup.signIn('hr@example.com');
    const colleague = await setup.signIn('boss@example.com');
    const everywhere = await send({ method: 'POST', url: '/staff/api/sign-out-everywhere', cookie: here, payload: {} });
    expect(everywhere.statusCode).toBe(204);
    expect(String(everywhere.headers['set-cookie'])).toMatch(/staff_session=;.*Max-Age=0/);
    for (const cookie of [here, phone])
      expect((await send({ method: 'GET', url: '/staff/api/me', cookie })).statusCode).toBe(401);
    expect((await send({ method: 'GET', url: '/staff/api/me', cookie: colleague })).statusCode).toBe(200);
  });
});

describe('the record', () => {
  it('has the list viewed, a refused sign-in, sign-outs, and the operator’s invitations and removals, in the trail and the log', async () => {
    const { logger, at } = captureLogs();
    const setup = await servers({ logger: Fastify({ logger }).log });
    const { send, staffStore } = setup;
    const cookie = await setup.signIn('hr@example.com');
    expect((await send({ method: 'GET', url: '/staff/api/entries', cookie })).statusCode).toBe(200);

    const options = await send({ method: 'POST', url: '/staff/api/sign-in/options', payload: {} });
    const challenge = String(options.headers['set-cookie']).split(';')[0] ?? '';
    const forged = forgedAssertion();
    const refused = await send({
      method: 'POST',
      url: '/staff/api/sign-in/verify',
      cookie: challenge,
      payload: { response: forged },
    });
    expect(refused.json()).toEqual({ error: 'passkeyRefused' });

    const output = { print: () => undefined, printError: () => undefined };
    await staffStore((open) => runStaffCommand(open, 'invite', 'new@example.com', 'https://inbox.example.com', output));
    await staffStore((open) => runStaffCommand(open, 'remove', 'new@example.com', undefined, output));
    const other = await setup.signIn('boss@example.com');
    await send({ method: 'POST', url: '/staff/api/sign-out', cookie: other, payload: {} });
    await send({ method: 'POST', url: '/staff/api/sign-out-everywhere', cookie, payload: {} });

    const trail = await staffStore((open) => open.auditTrail());
    // The command line writes with the real clock, the listener with the test's: compared as a set.
    const lines = trail.map(({ action, staffEmail, detail, address }) => ({ action, staffEmail, detail, address }));
    expect(lines).toHaveLength(6);
    expect(lines).toEqual(
      expect.arrayContaining([
        { action: 'signed-out-everywhere', staffEmail: 'hr@example.com', detail: null, address: '127.0.0.1' },
        { action: 'signed-out', staffEmail: 'boss@example.com', detail: null, address: '127.0.0.1' },
        { action: 'removed', staffEmail: null, detail: 'new@example.com', address: null },
        { action: 'invited', staffEmail: null, detail: 'new@example.com', address: null },
        { action: 'sign-in-refused', staffEmail: null, detail: 'unknown-passkey', address: '127.0.0.1' },
        { action: 'listed', staffEmail: 'hr@example.com', detail: null, address: '127.0.0.1' },
      ]),
    );
    // The staff listener's log has the listener's own events at info, without a cookie or challenge.
    const logged = at('info').filter((line) => line.msg === 'staff audit');
    expect(logged.map((line) => line.event)).toEqual([
      'listed',
      'sign-in-refused',
      'signed-out',
      'signed-out-everywhere',
    ]);
    // No request lines: their paths hold enrolment links.
    expect(at('info').filter((line) => line.msg === 'incoming request')).toEqual([]);
    const text = JSON.stringify(at('info'));
    for (const secret of [cookie.split('=')[1], challenge.split('=')[1], other.split('=')[1]])
      expect(text).not.toContain(secret);
  });
});
