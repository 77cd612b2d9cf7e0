/**
 * The staff inbox's server (src/staff/server) in-process, beside the public server on the same store: its
 * refusals (no session, ended session, removed person, used or expired link, another origin, a passkey it
 * does not know, the public port), and the inbox's API from list to deletion with the audit trail.
 */
import { existsSync } from 'node:fs';
import { describe, expect, inject, it } from 'vitest';
import { defaultConnectionLimits, formsSettingsFromEnv, staffListenFromEnv } from '../../src/server/config';
import { limitConnections, listenerTimeouts } from '../../src/server/connectionLimits';
import { cvPath } from '../../src/server/store/cvFiles';
import { staffStoreOn } from '../../src/staff/server';
import { submissionMail } from '../../src/server/mail/message';
import { enrolmentLifetimeMs, sessionIdleMs, sessionMaxMs } from '../../src/staff/server/store/StaffStore';
import { createDatabase } from '../support/postgresCluster';
import { forgedAssertion, forgedRegistration, servers } from './support/staffServers';

describe('the staff inbox refuses', () => {
  it('every API path without a session (401), and serves its page with noindex and a strict CSP', async () => {
    const { send, addApplication } = await servers();
    const { id } = await addApplication();
    for (const [method, url] of [
      ['GET', '/staff/api/entries'],
      ['GET', `/staff/api/entries/${id}`],
      ['GET', `/staff/api/entries/${id}/cv`],
      ['POST', `/staff/api/entries/${id}/handled`],
      ['DELETE', `/staff/api/entries/${id}`],
      ['GET', '/staff/api/audit'],
      ['GET', '/staff/api/me'],
      ['POST', '/staff/api/passkeys/options'],
    ] as const) {
      const response = await send({ method, url, ...(method === 'POST' ? { payload: {} } : {}) });
      expect(response.statusCode, `${method} ${url}`).toBe(401);
      expect(response.json()).toEqual({ error: 'signedOut' });
    }
    const page = await send({ method: 'GET', url: '/staff/' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['x-robots-tag']).toBe('noindex, nofollow');
    expect(page.headers['content-security-policy']).toContain("script-src 'self';");
    expect(page.body).toContain('<meta name="robots" content="noindex, nofollow">');
  });

  it('a session 30 minutes idle, or 12 hours old however busy', async () => {
    const { send, signIn, clock } = await servers();
    const cookie = await signIn();
    expect((await send({ method: 'GET', url: '/staff/api/entries', cookie })).statusCode).toBe(200);
    clock.now += sessionIdleMs;
    expect((await send({ method: 'GET', url: '/staff/api/entries', cookie })).statusCode).toBe(401);

    const busy = await signIn();
    const began = clock.now;
    while (clock.now + 25 * 60_000 < began + sessionMaxMs) {
      clock.now += 25 * 60_000;
      expect((await send({ method: 'GET', url: '/staff/api/entries', cookie: busy })).statusCode).toBe(200);
    }
    clock.now = began + sessionMaxMs;
    expect((await send({ method: 'GET', url: '/staff/api/entries', cookie: busy })).statusCode).toBe(401);
  });

  it('a signed-out session, and a removed person at once', async () => {
    const { send, signIn, staffStore } = await servers();
    const cookie = await signIn('leaver@example.com');
    const signOut = await send({ method: 'POST', url: '/staff/api/sign-out', cookie, payload: {} });
    expect(signOut.statusCode).toBe(204);
    expect(String(signOut.headers['set-cookie'])).toMatch(
      /staff_session=; Path=\/staff; HttpOnly; SameSite=Strict; Max-Age=0/,
    );
    expect((await send({ method: 'GET', url: '/staff/api/entries', cookie })).statusCode).toBe(401);

    const again = await signIn('leaver@example.com');
    expect((await send({ method: 'GET', url: '/staff/api/me', cookie: again })).json()).toMatchObject({
      email: 'leaver@example.com',
    });
    await staffStore((open) => open.remove('leaver@example.com'));
    expect((await send({ method: 'GET', url: '/staff/api/entries', cookie: again })).statusCode).toBe(401);
  });

  it('a used, an expired and an unknown enrolment link', async () => {
    const { send, staffStore, clock } = await servers();
    const { token } = await staffStore((open) => open.invite('new@example.com', clock.now));
    const check = (value: string) =>
      send({ method: 'POST', url: '/staff/api/enrol/options', payload: { token: value } });
    const fresh = await check(token);
    expect(fresh.statusCode).toBe(200);
    expect(fresh.json()).toMatchObject({
      rp: { id: 'localhost' },
      user: { name: 'new@example.com' },
      authenticatorSelection: { residentKey: 'required' },
    });
    expect(String(fresh.headers['set-cookie'])).toMatch(
      /staff_challenge=[\w-]+; Path=\/staff; HttpOnly; SameSite=Strict; Max-Age=300$/,
    );

    await staffStore((open) => open.useEnrolment(token, clock.now));
    expect((await check(token)).json()).toEqual({ error: 'linkUsed' });
    expect((await check(token)).statusCode).toBe(410);

    const { token: late } = await staffStore((open) => open.invite('late@example.com', clock.now));
    clock.now += enrolmentLifetimeMs;
    expect((await check(late)).json()).toEqual({ error: 'linkExpired' });
    expect((await check('made-up')).statusCode).toBe(404);
    // Even a registration answer cannot use it.
    expect(
      (
        await send({
          method: 'POST',
          url: '/staff/api/enrol/verify',
          payload: { token: late, response: forgedRegistration() },
        })
      ).json(),
    ).toEqual({ error: 'linkExpired' });
  });

  it('a post or delete from another origin, without Origin, or called cross-site; the entry stays as it was', async () => {
    const { send, signIn, addApplication, site, store, dataDir } = await servers();
    const cookie = await signIn();
    const { id, file } = await addApplication();
    for (const from of ['https://evil.example', 'http://localhost:4661', 'null', null]) {
      for (const [method, url] of [
        ['POST', `/staff/api/entries/${id}/handled`],
        ['DELETE', `/staff/api/entries/${id}`],
        ['POST', '/staff/api/sign-out'],
        ['POST', '/staff/api/sign-in/options'],
      ] as const) {
        const response = await send({ method, url, cookie, from, ...(method === 'POST' ? { payload: {} } : {}) });
        expect(response.statusCode, `${method} ${url} from ${String(from)}`).toBe(403);
        expect(response.json()).toEqual({ error: 'origin' });
      }
    }
    const crossSite = await send({
      method: 'DELETE',
      url: `/staff/api/entries/${id}`,
      cookie,
      headers: { 'sec-fetch-site': 'same-site' },
    });
    expect(crossSite.statusCode).toBe(403);
    // Reads that write the trail (opened, downloaded) only from the inbox's own pages; HEAD writes nothing.
    for (const url of [`/staff/api/entries/${id}`, `/staff/api/entries/${id}/cv`]) {
      const sameSite = await send({ method: 'GET', url, cookie, headers: { 'sec-fetch-site': 'same-site' } });
      expect(sameSite.statusCode, url).toBe(403);
      expect((await send({ method: 'HEAD', url, cookie })).statusCode, url).toBe(200);
    }
    const staffStore = await site.database.run((connection) => staffStoreOn(connection));
    expect(await staffStore.auditTrail(id)).toEqual([]);
    // The inbox's own page asks as the browser marks it: same-origin.
    const own = await send({
      method: 'GET',
      url: `/staff/api/entries/${id}`,
      cookie,
      headers: { 'sec-fetch-site': 'same-origin' },
    });
    expect(own.statusCode).toBe(200);
    expect(await store.run((open) => open.get(id))).toMatchObject({ handledAt: null });
    expect(existsSync(cvPath(dataDir, file))).toBe(true);
    // The session survived the forged sign-out.
    expect((await send({ method: 'GET', url: '/staff/api/me', cookie })).statusCode).toBe(200);
  });

  it('a passkey it does not know, and an answer without its challenge', async () => {
    const { send } = await servers();
    const options = await send({ method: 'POST', url: '/staff/api/sign-in/options', payload: {} });
    expect(options.json()).toMatchObject({ rpId: 'localhost', userVerification: 'required' });
    expect(options.json()).not.toHaveProperty('allowCredentials.0');
    const challenge = String(options.headers['set-cookie']).split(';')[0] ?? '';
    const forged = forgedAssertion();
    const answer = await send({
      method: 'POST',
      url: '/staff/api/sign-in/verify',
      cookie: challenge,
      payload: { response: forged },
    });
    expect(answer.statusCode).toBe(401);
    expect(answer.json()).toEqual({ error: 'passkeyRefused' });
    expect(answer.headers['set-cookie']).toBeUndefined();
    expect(
      (await send({ method: 'POST', url: '/staff/api/sign-in/verify', payload: { response: forged } })).statusCode,
    ).toBe(401);
  });

  it('sign-in attempts beyond the rate limit (429)', async () => {
    const { send } = await servers();
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 22; attempt++)
      statuses.push((await send({ method: 'POST', url: '/staff/api/sign-in/options', payload: {} })).statusCode);
    expect(statuses.slice(0, 20).every((status) => status === 200)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
  });

  it('nothing on the public port: every staff path is 404 there', async () => {
    const { site, addApplication } = await servers();
    const { id } = await addApplication();
    for (const [method, url] of [
      ['GET', '/staff'],
      ['GET', '/staff/'],
      ['GET', '/staff/sign-in'],
      ['GET', `/staff/entry/${id}`],
      ['GET', '/staff/enrol/abc'],
      ['GET', '/staff/assets/staff.js'],
      ['GET', '/staff/api/entries'],
      ['GET', `/staff/api/entries/${id}/cv`],
      ['HEAD', '/staff/api/me'],
      ['POST', '/staff/api/sign-in/options'],
      ['POST', '/staff/api/enrol/verify'],
      ['POST', `/staff/api/entries/${id}/handled`],
      ['DELETE', `/staff/api/entries/${id}`],
      ['PUT', '/staff/api/entries'],
    ] as const) {
      const response = await site.inject({
        method,
        url,
        headers: { origin: 'https://www.example.com' },
        ...(method === 'POST' ? { payload: {} } : {}),
      });
      expect(response.statusCode, `${method} ${url}`).toBe(404);
      expect(response.body).not.toContain('Grace');
    }
  });
});

describe('the staff session cookie', () => {
  it('is Secure when the inbox is served over https', async () => {
    const { send } = await servers({ origin: 'https://inbox.example.com' });
    const response = await send({
      method: 'POST',
      url: '/staff/api/sign-in/options',
      payload: {},
      from: 'https://inbox.example.com',
    });
    expect(String(response.headers['set-cookie'])).toMatch(
      /^__Host-staff_challenge=[\w-]+; Path=\/; HttpOnly; SameSite=Strict; Max-Age=300; Secure$/,
    );
  });

  it('is named __Host- over https, and read under that name only', async () => {
    const { send, signIn } = await servers({ origin: 'https://inbox.example.com' });
    const plain = await signIn();
    const prefixed = plain.replace(/^staff_session=/, '__Host-staff_session=');
    const me = (cookie: string) => send({ method: 'GET', url: '/staff/api/me', cookie });
    expect((await me(plain)).statusCode).toBe(401);
    expect((await me(prefixed)).statusCode).toBe(200);
    const signOut = await send({
      method: 'POST',
      url: '/staff/api/sign-out',
      cookie: prefixed,
      payload: {},
      from: 'https://inbox.example.com',
    });
    expect(String(signOut.headers['set-cookie'])).toMatch(
      /^__Host-staff_session=; Path=\/; HttpOnly; SameSite=Strict; Max-Age=0; Secure$/,
    );
  });
});

describe.each(['sqlite', 'postgres'] as const)('the inbox on %s', (kind) => {
  it('limits sign-in attempts per address over every sign-in route together (429), with PostgreSQL in the store all servers share', async () => {
    const databaseUrl =
      kind === 'postgres' ? await createDatabase(inject('postgresAdminUrl'), 'inbox_limit') : undefined;
    const { send } = await servers(databaseUrl ? { databaseUrl } : {});
    // Options and answers of signing in, enrolling and confirming: one count for the address, not one per route.
    const routes = [
      { url: '/staff/api/sign-in/verify', payload: { response: forgedAssertion() } },
      { url: '/staff/api/sign-in/options', payload: {} },
      { url: '/staff/api/enrol/check', payload: { token: 'no-such-link' } },
      { url: '/staff/api/passkeys/confirm/options', payload: {} },
    ];
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 21; attempt++) {
      const route = routes[attempt % routes.length] ?? routes[0];
      statuses.push((await send({ method: 'POST', ...route })).statusCode);
    }
    expect(statuses.slice(0, 20)).not.toContain(429);
    expect(statuses.at(-1)).toBe(429);
  });

  it('lists newest first with filters, shows an entry, downloads its CV, marks a contact message handled, decides and deletes, auditing each step', async () => {
    const databaseUrl = kind === 'postgres' ? await createDatabase(inject('postgresAdminUrl'), 'inbox') : undefined;
    const { send, signIn, addApplication, addContact, dataDir, store, clock } = await servers(
      databaseUrl ? { databaseUrl } : {},
    );
    const cookie = await signIn();
    const { id, file, bytes } = await addApplication();
    const contact = await addContact();

    const list = (query = '') =>
      send({ method: 'GET', url: `/staff/api/entries${query}`, cookie }).then((response) =>
        response.json<{ id: string }[]>(),
      );
    expect((await list()).map((item) => item.id)).toEqual([contact, id]);
    expect((await list('?kind=application')).map((item) => item.id)).toEqual([id]);
    expect(await list('?state=done')).toEqual([]);

    const entry = await send({ method: 'GET', url: `/staff/api/entries/${id}`, cookie });
    expect(entry.json()).toMatchObject({
      name: 'Grace Hopper',
      position: 'Engineer',
      message: 'Hello',
      locale: 'de',
      cv: { name: 'Lebenslauf Grace.pdf', size: bytes.length, type: 'pdf' },
      // No decision yet: retention never counts from the arrival (privacy policy).
      retentionDate: null,
      audit: [{ action: 'opened', staffEmail: 'hr@example.com' }],
    });
    expect(entry.json()).not.toHaveProperty('cv.file');

    clock.now += 1000;
    const cv = await send({ method: 'GET', url: `/staff/api/entries/${id}/cv`, cookie });
    expect(cv.statusCode).toBe(200);
    expect(cv.rawPayload.equals(bytes)).toBe(true);
    expect(cv.headers['content-type']).toBe('application/pdf');
    expect(cv.headers['content-disposition']).toBe('attachment; filename="Lebenslauf Grace.pdf"');
    expect(cv.headers['x-content-type-options']).toBe('nosniff');

    // "Handled" is a contact message's state; an application's is its decision.
    clock.now += 1000;
    const markHandled = (entry: string) =>
      send({ method: 'POST', url: `/staff/api/entries/${entry}/handled`, cookie, payload: {} });
    expect((await markHandled(id)).json()).toEqual({ error: 'badRequest' });
    expect(await store.run((open) => open.get(id))).toMatchObject({ handledAt: null });
    expect((await markHandled(contact)).statusCode).toBe(200);
    expect((await list('?state=done')).map((item) => item.id)).toEqual([contact]);
    expect((await list('?state=open')).map((item) => item.id)).toEqual([id]);
    expect(await store.run((open) => open.get(contact))).toMatchObject({
      handledAt: clock.now,
      handledBy: 'hr@example.com',
    });

    // A status change is audited; a decision needs a day between the arrival and today, and retention counts from it.
    const setStatus = (payload: object) =>
      send({ method: 'POST', url: `/staff/api/entries/${id}/status`, cookie, payload });
    clock.now += 1000;
    expect((await setStatus({ status: 'rejected', decidedOn: '2020-01-01' })).json()).toEqual({ error: 'badDate' });
    expect((await setStatus({ status: 'archived' })).statusCode).toBe(400);
    const today = '2026-03-02';
    const rejected = await setStatus({ status: 'rejected', decidedOn: today });
    expect(rejected.json()).toMatchObject({
      status: 'rejected',
      decidedAt: Date.parse(`${today}T12:00:00Z`),
      // Six months on, at the start of that day in Potsdam (summer time: 22:00 UTC the day before).
      retentionDate: Date.UTC(2026, 8, 1, 22),
      audit: [{ action: 'status', detail: `rejected ${today}`, entryDeleted: false }, {}, {}],
      unchanged: false,
    });
    expect(await store.run((open) => open.get(id))).toMatchObject({ status: 'rejected' });
    // Decided, the application is no longer open.
    expect((await list('?state=done')).map((item) => item.id)).toEqual([contact, id]);
    expect(await list('?state=open')).toEqual([]);
    expect(
      (
        await send({
          method: 'POST',
          url: `/staff/api/entries/${contact}/status`,
          cookie,
          payload: { status: 'hired' },
        })
      ).statusCode,
    ).toBe(400);

    clock.now += 1000;
    expect((await send({ method: 'DELETE', url: `/staff/api/entries/${id}`, cookie })).statusCode).toBe(204);
    expect(await store.run((open) => open.get(id))).toBeUndefined();
    expect(existsSync(cvPath(dataDir, file))).toBe(false);
    expect((await send({ method: 'GET', url: `/staff/api/entries/${id}`, cookie })).statusCode).toBe(404);

    const audit = await send({ method: 'GET', url: '/staff/api/audit', cookie });
    expect(
      audit
        .json<{ action: string; submissionId: string; kind: string; entryDeleted: boolean }[]>()
        .filter((line) => line.submissionId === id)
        .map((line) => [line.action, line.submissionId, line.kind, line.entryDeleted]),
    ).toEqual([
      ['deleted', id, 'application', true],
      ['status', id, 'application', true],
      ['downloaded', id, 'application', true],
      ['opened', id, 'application', true],
    ]);
    // The trail outlives the entry: it names it by id and kind, never by who sent it (privacy policy).
    for (const written of ['Grace', 'Hopper', 'grace@example.com']) expect(audit.body).not.toContain(written);
  });
});

describe('the staff listener settings', () => {
  it('are off unless STAFF_PORT is set, on 127.0.0.1 unless STAFF_HOST says otherwise, at STAFF_ORIGIN', () => {
    expect(staffListenFromEnv({})).toBeUndefined();
    expect(staffListenFromEnv({ STAFF_PORT: 'yes' })).toBeUndefined();
    expect(staffListenFromEnv({ STAFF_PORT: '3100' })).toEqual({
      port: 3100,
      host: '127.0.0.1',
      origin: 'http://localhost:3100',
      retention: { applicationMonths: 6, contactDays: 30, contactUnhandledMonths: 6 },
    });
    expect(
      staffListenFromEnv({
        STAFF_PORT: '3100',
        STAFF_HOST: '10.8.0.1',
        STAFF_ORIGIN: 'https://inbox.example.de/',
        RETENTION_MONTHS: '3',
        CONTACT_RETENTION_DAYS: '14',
      }),
    ).toEqual({
      port: 3100,
      host: '10.8.0.1',
      origin: 'https://inbox.example.de',
      retention: { applicationMonths: 3, contactDays: 14, contactUnhandledMonths: 6 },
    });
    expect(formsSettingsFromEnv({ STAFF_ORIGIN: 'https://inbox.example.de' }).staffOrigin).toBe(
      'https://inbox.example.de',
    );
  });

  it('refuse an origin no passkey can belong to (an IP address, plain http beyond localhost), saying what to set', () => {
    const should = 'STAFF_ORIGIN must be https://<a domain name> (or http://localhost for trying it out)';
    expect(() => staffListenFromEnv({ STAFF_PORT: '4201', STAFF_ORIGIN: 'http://127.0.0.1:4201' })).toThrow(
      `${should}: a passkey cannot belong to an IP address (STAFF_ORIGIN=http://127.0.0.1:4201).`,
    );
    expect(() => staffListenFromEnv({ STAFF_PORT: '4201', STAFF_ORIGIN: 'https://[::1]:4201' })).toThrow(
      /cannot belong to an IP address/,
    );
    expect(() => staffListenFromEnv({ STAFF_PORT: '4201', STAFF_ORIGIN: 'http://inbox.example.de' })).toThrow(
      `${should}: browsers make passkeys over plain http only on localhost (STAFF_ORIGIN=http://inbox.example.de).`,
    );
    expect(() => formsSettingsFromEnv({ STAFF_ORIGIN: 'http://10.0.0.5' })).toThrow(/cannot belong to an IP address/);
    expect(staffListenFromEnv({ STAFF_PORT: '4201', STAFF_ORIGIN: 'http://localhost:4201' })?.origin).toBe(
      'http://localhost:4201',
    );
  });

  it('have the public listener’s time limits, from the same source', async () => {
    const limits = { ...defaultConnectionLimits, headersMs: 7_000, requestMs: 90_000, idleMs: 12_000 };
    const { staff } = await servers({
      limits: { timeouts: listenerTimeouts(limits), guard: (app) => limitConnections(app, limits, () => false) },
    });
    expect(staff.server.headersTimeout).toBe(7_000);
    expect(staff.server.requestTimeout).toBe(90_000);
    expect(staff.server.keepAliveTimeout).toBe(10_000);
    expect(staff.server.timeout).toBe(12_000);
  });
});

describe('a visitor’s name as staff read it', () => {
  it('carries no direction-changing character or encoded word, in the inbox and in the e-mail', async () => {
    const { send, signIn, addContact, store } = await servers();
    const cookie = await signIn();
    const typed = 'Ada \u202Egnp.exe\u202C =?utf-8?B?QmFuaw==?=';
    const id = await addContact(typed);
    const [item] = (await send({ method: 'GET', url: '/staff/api/entries', cookie })).json<{ name: string }[]>();
    expect(item?.name).toBe('Ada gnp.exe = ?utf-8?B?QmFuaw== ?=');
    const entry = (await send({ method: 'GET', url: `/staff/api/entries/${id}`, cookie })).json<{ name: string }>();
    expect(entry.name).toBe('Ada gnp.exe = ?utf-8?B?QmFuaw== ?=');
    const record = await store.run((open) => open.get(id));
    if (!record) throw new Error('not stored');
    // Stored as typed (it is the visitor's data); shown neutralised.
    expect(record.name).toBe(typed);
    const mail = submissionMail(record, 'web@example.com', 'hr@example.com');
    expect(mail.subject).toBe(
      '[Website] Kontaktanfrage zu „IT-Dienstleistungen“ von Ada gnp.exe = ?utf-8?B?QmFuaw== ?=',
    );
    expect(JSON.stringify(mail)).not.toMatch(/[\u202c\u202e]|=\?utf/i);
  });
});

describe('a CV download', () => {
  it('is named as the applicant named it, in a filename* browsers accept (RFC 8187), with an ASCII fallback', async () => {
    const { send, signIn, addApplication } = await servers();
    const cookie = await signIn();
    for (const name of ["Müller's (neu).pdf", 'Müller’s CV.pdf']) {
      const { id } = await addApplication(name);
      const header = String(
        (await send({ method: 'GET', url: `/staff/api/entries/${id}/cv`, cookie })).headers['content-disposition'],
      );
      const [fallback, encoded = ''] = header.split("; filename*=UTF-8''");
      // A browser drops a value with characters RFC 8187 does not allow (' ( ) *) and falls back to the ASCII name.
      expect(encoded, name).toMatch(/^(?:[A-Za-z0-9!#$&+\-.^_`|~]|%[0-9A-F]{2})+$/);
      expect(decodeURIComponent(encoded)).toBe(name);
      expect(fallback).toMatch(/^attachment; filename="[\x20-\x7e]+"$/);
    }
  });
});
