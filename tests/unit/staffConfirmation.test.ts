/**
 * The passkey confirmation before a passkey is added or removed, with real WebAuthn ceremonies (a passkey in
 * software): it belongs to the browser that gave it, not only to its session, so a copied session cookie does
 * not share it while the owner changes their passkeys; a confirmation's challenge is answered only in the
 * session that asked for it; a change uses the confirmation up. And a passkey enrolled with a second invitation
 * is e-mailed to its owner like any passkey added.
 */
import { describe, expect, it } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import { servers } from './support/staffServers';
import { softPasskey, type SoftPasskey } from './support/softPasskey';
import { recordingMail } from './support/recordingMail';

const origin = 'http://localhost:4660';
/** `name=value` of a cookie the answer set. */
const cookieOf = (response: LightMyRequestResponse, name: string): string => {
  const set = response.headers['set-cookie'];
  const line = [set ?? []].flat().find((cookie) => cookie.startsWith(`${name}=`));
  if (!line) throw new Error(`no ${name} cookie`);
  return line.split(';')[0] ?? '';
};

async function ownerWithPasskeys(setup: Awaited<ReturnType<typeof servers>>, count: number) {
  const { staffStore, clock } = setup;
  const session = await setup.signIn('hr@example.com');
  const [person] = await staffStore((open) => open.list());
  if (!person) throw new Error('not invited');
  const passkeys: SoftPasskey[] = [];
  for (let index = 0; index < count; index++) {
    const passkey = softPasskey(origin);
    passkeys.push(passkey);
    await staffStore((open) =>
      open.addPasskey({
        id: passkey.id,
        staffId: person.id,
        publicKey: passkey.publicKey,
        counter: 0,
        transports: ['internal'],
        authenticator: null,
        createdAt: clock.now,
      }),
    );
  }
  return { session, passkeys };
}

describe('the fresh passkey confirmation', () => {
  it('belongs to the browser that gave it: a copy of the session cookie gets neither a new passkey nor a removal', async () => {
    const setup = await servers();
    const { send } = setup;
    const { session, passkeys } = await ownerWithPasskeys(setup, 2);
    const [laptop, phone] = passkeys;
    if (!laptop || !phone) throw new Error('no passkeys');

    // The owner confirms with the laptop's passkey, as the account page does.
    const options = await send({
      method: 'POST',
      url: '/staff/api/passkeys/confirm/options',
      cookie: session,
      payload: {},
    });
    const challenge = cookieOf(options, 'staff_challenge');
    const confirmed = await send({
      method: 'POST',
      url: '/staff/api/passkeys/confirm',
      cookie: `${session}; ${challenge}`,
      payload: { response: laptop.assert(options.json<{ challenge: string }>().challenge) },
    });
    expect(confirmed.statusCode).toBe(204);
    const proof = cookieOf(confirmed, 'staff_verified');
    expect(String(confirmed.headers['set-cookie'])).toMatch(
      /staff_verified=[^;]+; Path=\/staff; HttpOnly; SameSite=Strict; Max-Age=300/,
    );

    // Within those minutes, the copy of the session cookie alone is refused, whatever it asks.
    for (const request of [
      { method: 'POST', url: '/staff/api/passkeys/options', payload: {} },
      { method: 'DELETE', url: `/staff/api/passkeys/${laptop.id}` },
    ] as const) {
      const copied = await send({ ...request, cookie: session });
      expect(copied.statusCode, request.url).toBe(403);
      expect(copied.json()).toEqual({ error: 'verifyFirst' });
    }
    expect((await send({ method: 'GET', url: '/staff/api/me', cookie: session })).json()).toMatchObject({
      passkeys: [{ id: laptop.id }, { id: phone.id }],
    });

    // The browser that confirmed may: and its change uses the confirmation up.
    const owner = `${session}; ${proof}`;
    expect(
      (await send({ method: 'POST', url: '/staff/api/passkeys/options', cookie: owner, payload: {} })).statusCode,
    ).toBe(200);
    const removed = await send({ method: 'DELETE', url: `/staff/api/passkeys/${phone.id}`, cookie: owner });
    expect(removed.statusCode).toBe(204);
    expect(String(removed.headers['set-cookie'])).toMatch(/staff_verified=; .*Max-Age=0/);
    const again = await send({ method: 'POST', url: '/staff/api/passkeys/options', cookie: owner, payload: {} });
    expect(again.json()).toEqual({ error: 'verifyFirst' });
  });

  it('is asked for by one session and answered in that session only, not in another of the same person', async () => {
    const setup = await servers();
    const { send } = setup;
    const { session, passkeys } = await ownerWithPasskeys(setup, 1);
    const [laptop] = passkeys;
    if (!laptop) throw new Error('no passkey');
    const other = await setup.signIn('hr@example.com');

    // A challenge the other session asked for, answered with this session's cookie: refused, nothing confirmed.
    const options = await send({
      method: 'POST',
      url: '/staff/api/passkeys/confirm/options',
      cookie: other,
      payload: {},
    });
    const challenge = cookieOf(options, 'staff_challenge');
    const crossed = await send({
      method: 'POST',
      url: '/staff/api/passkeys/confirm',
      cookie: `${session}; ${challenge}`,
      payload: { response: laptop.assert(options.json<{ challenge: string }>().challenge) },
    });
    expect(crossed.statusCode).toBe(401);
    expect(crossed.json()).toEqual({ error: 'passkeyRefused' });
    expect(crossed.headers['set-cookie'] ?? '').not.toContain('staff_verified=');
    const trail = await setup.staffStore((open) => open.auditTrail());
    expect(trail[0]).toMatchObject({ action: 'sign-in-refused', detail: 'no-challenge' });
  });
});

describe('a second invitation', () => {
  it('e-mails the owner when its link registers another passkey, as any passkey added; the first enrolment is not', async () => {
    const { mail, sent, nextMail } = recordingMail();
    const setup = await servers({ mail });
    const { send, staffStore } = setup;
    const enrol = async (passkey: SoftPasskey) => {
      const { token } = await staffStore((open) => open.invite('hr@example.com', setup.clock.now));
      const options = await send({ method: 'POST', url: '/staff/api/enrol/options', payload: { token } });
      const challenge = cookieOf(options, 'staff_challenge');
      const enrolled = await send({
        method: 'POST',
        url: '/staff/api/enrol/verify',
        cookie: challenge,
        payload: { token, response: passkey.register(options.json<{ challenge: string }>().challenge) },
      });
      expect(enrolled.statusCode).toBe(200);
    };

    await enrol(softPasskey(origin));
    const mailed = nextMail();
    const second = softPasskey(origin);
    await enrol(second);
    await mailed;
    expect(sent).toHaveLength(1);
    // In the company's language, German unless STAFF_MAIL_LOCALE says otherwise.
    expect(sent[0]?.to).toBe('hr@example.com');
    expect(sent[0]?.subject).toMatch(/^Posteingang: Ihrem Konto wurde ein Passkey hinzugefügt \(.+\)$/);
    expect(sent[0]?.text).toContain(
      'Er wurde mit einem Anmeldelink registriert, den eine Administratorin oder ein Administrator für Sie erstellt hat.',
    );
    expect(sent[0]?.text).not.toContain(second.id);
    const trail = await staffStore((open) => open.auditTrail());
    expect(trail.filter((line) => line.action === 'enrolled')).toHaveLength(2);
  });
});
