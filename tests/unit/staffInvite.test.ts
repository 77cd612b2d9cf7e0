/**
 * An admin invites a colleague from the people page, by the inbox's API on SQLite and PostgreSQL: the person is
 * stored with the role and openings chosen, the invitation and the role are on the trail (by the admin, never the
 * link), the enrolment link is e-mailed to the invited address in the company's language through the notices'
 * outbox and answered once to the admin with its expiry; every other role is refused (403), and a bad address,
 * a member who already has a passkey and an opening the site does not publish come back as their own refusals.
 */
import { describe, expect, inject, it, vi } from 'vitest';
import type { StaffAccess } from '../../src/staff/api/roles';
import { enrolmentLifetimeMs } from '../../src/staff/server/store/StaffStore';
import { createDatabase } from '../support/postgresCluster';
import { openJobSlug } from './support/jobFixtures';
import { servers } from './support/staffServers';
import { recordingMail } from './support/recordingMail';

vi.mock('../../src/content/collections/published', async () =>
  (await import('./support/fixtureCollections')).fixtureCollections(),
);

interface Invited {
  person: { email: string; role: string; jobs: string[]; passkeys: number };
  link: string;
  expiresAt: number;
}

describe.each(['sqlite', 'postgres'] as const)('an invitation from the inbox on %s', (kind) => {
  async function inbox() {
    const databaseUrl = kind === 'postgres' ? await createDatabase(inject('postgresAdminUrl'), 'invite') : undefined;
    const { mail, sent, nextMail } = recordingMail();
    const mailed = nextMail();
    const running = await servers({ ...(databaseUrl ? { databaseUrl } : {}), mail });
    // After the machine's clock: the outbox sends what is due by it.
    running.clock.now = Date.now() - 60_000;
    const admin = await running.signIn('admin@example.com');
    const invite = (payload: Record<string, unknown>, cookie = admin) =>
      running.send({ method: 'POST', url: '/staff/api/people/invite', cookie, payload });
    const trail = () => running.staffStore((open) => open.auditTrail());
    return { ...running, admin, invite, sent, mailed, trail };
  }

  it('stores the colleague with their role, audits it and e-mails them the link, which the admin sees once', async () => {
    const { invite, sent, mailed, trail, clock, send } = await inbox();
    const answer = await invite({ email: ' Lead@Example.com ', role: 'hiring-manager', jobs: [openJobSlug] });
    expect(answer.statusCode).toBe(200);
    const invited = answer.json<Invited>();
    expect(invited.person).toMatchObject({
      email: 'lead@example.com',
      role: 'hiring-manager',
      jobs: [openJobSlug],
      passkeys: 0,
    });
    expect(invited.link).toMatch(/^http:\/\/localhost:4660\/staff\/enrol\/[\w-]{20,}$/);
    expect(invited.expiresAt).toBe(clock.now + enrolmentLifetimeMs);
    // The link is the one the enrolment page takes.
    const token = invited.link.split('/').pop() ?? '';
    const check = await send({ method: 'POST', url: '/staff/api/enrol/check', payload: { token } });
    expect(check.json()).toEqual({ email: 'lead@example.com' });

    const lines = await trail();
    expect(lines).toContainEqual(
      expect.objectContaining({
        action: 'invited',
        staffEmail: 'admin@example.com',
        detail: 'lead@example.com',
        address: '127.0.0.1',
      }),
    );
    expect(lines).toContainEqual(
      expect.objectContaining({
        action: 'role-changed',
        staffEmail: 'admin@example.com',
        detail: `lead@example.com hiring-manager ${openJobSlug}`,
      }),
    );
    expect(JSON.stringify(lines)).not.toContain(token);

    await mailed;
    expect(sent).toHaveLength(1);
    expect(sent[0]?.to).toBe('lead@example.com');
    expect(sent[0]?.subject).toMatch(/^Ihre Einladung in den Posteingang von /);
    expect(sent[0]?.text).toContain('admin@example.com hat Sie in den Posteingang von');
    expect(sent[0]?.text).toContain('Ihre Rolle: Fachverantwortliche, für die Stellen „IT-Supporter (m/w/d)“.');
    expect(sent[0]?.text).toContain(`\n\n${invited.link}\n\n`);
  });

  it('is for admins only: every other role is refused and nobody is invited', async () => {
    const { invite, signIn, staffStore } = await inbox();
    const roles: StaffAccess[] = [
      { role: 'hr', jobs: [] },
      { role: 'hiring-manager', jobs: [openJobSlug] },
      { role: 'works-council', jobs: [] },
      { role: 'contact', jobs: [] },
    ];
    for (const access of roles) {
      const cookie = await signIn(`${access.role}@example.com`, access);
      const answer = await invite({ email: 'someone@example.com', role: 'admin', jobs: [] }, cookie);
      expect(answer.statusCode, access.role).toBe(403);
      expect(answer.json()).toEqual({ error: 'forbidden' });
    }
    expect(await staffStore((open) => open.byEmail('someone@example.com'))).toBeUndefined();
  });

  it('refuses a bad address, a member with a passkey and an unknown opening, each by its own code', async () => {
    const { invite, staffStore, clock, sent } = await inbox();
    const badAddress = await invite({ email: 'lead@localhost', role: 'hr', jobs: [] });
    expect([badAddress.statusCode, badAddress.json()]).toEqual([422, { error: 'badAddress' }]);
    const unknown = await invite({ email: 'lead@example.com', role: 'hiring-manager', jobs: ['no-such-opening'] });
    expect([unknown.statusCode, unknown.json()]).toEqual([422, { error: 'unknownOpening' }]);
    const admin = await staffStore((open) => open.byEmail('admin@example.com'));
    if (!admin) throw new Error('no admin');
    await staffStore((open) =>
      open.addPasskey({
        id: 'cred-1',
        staffId: admin.id,
        publicKey: new Uint8Array([1, 2, 3]),
        counter: 0,
        transports: ['internal'],
        authenticator: null,
        createdAt: clock.now,
      }),
    );
    const member = await invite({ email: 'ADMIN@example.com', role: 'hr', jobs: [] });
    expect([member.statusCode, member.json()]).toEqual([409, { error: 'alreadyMember' }]);
    // The member keeps their role; nobody new, no e-mail.
    expect(await staffStore((open) => open.byEmail('admin@example.com'))).toMatchObject({ role: 'admin' });
    expect(await staffStore((open) => open.byEmail('lead@example.com'))).toBeUndefined();
    expect(sent).toEqual([]);
  });
});
