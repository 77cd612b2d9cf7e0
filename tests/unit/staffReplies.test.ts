/**
 * Replies to an applicant from the staff inbox, by its API on SQLite and PostgreSQL: sent through the outbox to
 * the address the application gave (whatever the page says), recorded on the entry with its language, on the
 * trail by its template only; a rejection sent records "rejected" on today's Potsdam day, which starts
 * retention; refused to a role that may not change the application, and for a contact message.
 */
import { describe, expect, inject, it } from 'vitest';
import { startOfPotsdamDay } from '../../src/content/potsdamDay';
import { createDatabase } from '../support/postgresCluster';
import { servers } from './support/staffServers';
import { recordingMail } from './support/recordingMail';

interface RepliedAnswer {
  replies: { template: string; locale: string; subject: string; body: string; staffEmail: string }[];
  audit: { action: string; detail: string | null }[];
  status: string | null;
  decidedAt: number | null;
  retentionDate: number | null;
}

describe.each(['sqlite', 'postgres'] as const)('replies on %s', (kind) => {
  async function inbox() {
    const databaseUrl = kind === 'postgres' ? await createDatabase(inject('postgresAdminUrl'), 'replies') : undefined;
    const { mail, sent, nextMail } = recordingMail('jobs@example.com');
    const mailed = nextMail();
    const running = await servers({ ...(databaseUrl ? { databaseUrl } : {}), mail });
    // 23:30 UTC on 2 March is already 3 March in Potsdam (and before the machine's clock: the outbox sends
    // what is due by it).
    running.clock.now = Date.UTC(2026, 2, 2, 23, 30);
    const hr = await running.signIn('hr@example.com', { role: 'hr', jobs: [] });
    const { id } = await running.addApplication('cv.pdf', 'engineer');
    const replyTo = (entry: string, payload: Record<string, unknown>, cookie = hr) =>
      running.send({ method: 'POST', url: `/staff/api/entries/${entry}/replies`, cookie, payload });
    return { ...running, hr, id, replyTo, sent, mailed };
  }

  it('sends the edited invitation to the applicant through the outbox and records it on the entry', async () => {
    const { replyTo, id, sent, mailed, store } = await inbox();
    const answer = await replyTo(id, {
      template: 'invitation',
      subject: 'Einladung zum Vorstellungsgespräch: engineer',
      body: 'Guten Tag Grace Hopper,\n\nwir laden Sie ein: Montag, 10 Uhr.',
      to: 'someone-else@example.com',
    });
    expect(answer.statusCode).toBe(200);
    const replied = answer.json<RepliedAnswer>();
    expect(replied.replies).toEqual([
      expect.objectContaining({ template: 'invitation', locale: 'de', staffEmail: 'hr@example.com' }),
    ]);
    expect(replied.audit[0]).toMatchObject({ action: 'replied', detail: 'invitation' });
    expect(replied.status).toBe('received');
    await mailed;
    expect(sent).toEqual([
      {
        from: 'jobs@example.com',
        to: 'grace@example.com',
        subject: 'Einladung zum Vorstellungsgespräch: engineer',
        text: 'Guten Tag Grace Hopper,\n\nwir laden Sie ein: Montag, 10 Uhr.',
      },
    ]);
    expect(await store.run((open) => open.get(id))).toMatchObject({ status: 'received', decidedAt: null });
  });

  it('records a rejection sent as "rejected" on today’s Potsdam day, so retention starts', async () => {
    const { replyTo, id, send, hr } = await inbox();
    const replied = (
      await replyTo(id, { template: 'rejection', subject: 'Ihre Bewerbung', body: 'Guten Tag, leider nein.' })
    ).json<RepliedAnswer>();
    expect(replied).toMatchObject({ status: 'rejected', decidedAt: Date.UTC(2026, 2, 3, 12) });
    expect(replied.retentionDate).toBe(startOfPotsdamDay('2026-09-03'));
    expect(replied.audit.map((line) => [line.action, line.detail])).toEqual([
      ['replied', 'rejection'],
      ['status', 'rejected 2026-03-03'],
    ]);
    const entry = (await send({ method: 'GET', url: `/staff/api/entries/${id}`, cookie: hr })).json<{
      status: string;
      replies: unknown[];
    }>();
    expect(entry).toMatchObject({ status: 'rejected', replies: [expect.objectContaining({ template: 'rejection' })] });
  });

  it('is refused to whom the role does not let change the application, and for a contact message', async () => {
    const { replyTo, id, signIn, addContact, sent } = await inbox();
    const payload = { template: 'receipt', subject: 'Danke', body: 'Eingegangen.' };
    for (const [email, role, jobs] of [
      ['council@example.com', 'works-council', []],
      ['sales@example.com', 'contact', []],
      ['lead@example.com', 'hiring-manager', ['designer']],
    ] as const) {
      const cookie = await signIn(email, { role, jobs: [...jobs] });
      expect((await replyTo(id, payload, cookie)).statusCode, role).toBe(403);
    }
    expect((await replyTo(await addContact(), payload)).statusCode).toBe(403);
    expect((await replyTo(id, { ...payload, template: 'offer' })).statusCode).toBe(400);
    expect(sent).toEqual([]);
  });
});
