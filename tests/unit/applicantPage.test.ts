/**
 * The applicant's private page, by its API on SQLite and PostgreSQL: an application posted to the form queues
 * one receipt in its language with the private link and nothing the applicant typed; the link's token is
 * stored only as its hash; the page says the status in words; the copy holds the message, the CV and HR's
 * note; a withdrawal sets "withdrawn" on today's Potsdam day; an unknown or deleted entry's link answers 404;
 * the copy and the withdrawal are lines on the entry's trail.
 */
import { createHash } from 'node:crypto';
import { describe, expect, inject, it, vi } from 'vitest';
import { dayInPotsdam } from '../../src/content/potsdamDay';
import { dayAnchor } from '../../src/submissions/decisions';
import { createDatabase } from '../support/postgresCluster';
import { openJobSlug } from './support/jobFixtures';
import { multipart, sampleFiles } from './support/multipart';
import { servers } from './support/staffServers';
import type { StaffTables } from '../../src/staff/server/store/tables';

vi.mock('../../src/content/collections/published', async () =>
  (await import('./support/fixtureCollections')).fixtureCollections(),
);

const typed = { name: 'Mallory Spoofer', email: 'grace@example.com', phone: '+49 331 99887766' };
const typedMessage = 'Click http://evil.example/ now';

describe.each(['sqlite', 'postgres'] as const)('the applicant’s private page on %s', (kind) => {
  async function applied(fields: Record<string, string> = {}) {
    const databaseUrl = kind === 'postgres' ? await createDatabase(inject('postgresAdminUrl'), 'applicant') : undefined;
    const running = await servers(databaseUrl ? { databaseUrl } : {});
    const cv = sampleFiles.pdf(4096);
    const post = (headers: Record<string, string> = {}) => {
      const form = multipart({ ...typed, message: typedMessage, job: openJobSlug, lang: 'de', ...fields }, [
        { name: 'cv', fileName: 'Lebenslauf.pdf', bytes: cv },
      ]);
      return running.site.inject({
        method: 'POST',
        url: '/api/applications',
        payload: form.body,
        headers: { ...form.headers, ...headers },
      });
    };
    const answer = await post({ 'idempotency-key': 'first-try' });
    expect(answer.statusCode).toBe(201);
    const { id } = answer.json<{ id: string }>();
    // A retry of the same post sends no second receipt.
    expect((await post({ 'idempotency-key': 'first-try' })).statusCode).toBe(201);
    const notice = await running.staffStore((open) => open.notices.claim(Date.now(), 60_000));
    expect(await running.staffStore((open) => open.notices.claim(Date.now(), 60_000))).toBeUndefined();
    const link = /https?:\/\/\S+\/applicant\/(\S+)/.exec(notice?.body ?? '');
    const token = link?.[1] ?? '';
    const get = (path = '', headers: Record<string, string> = {}) =>
      running.site.inject({ method: 'GET', url: `/applicant/${token}${path}`, headers });
    const withdraw = (headers: Record<string, string> = {}) =>
      running.site.inject({
        method: 'POST',
        url: `/applicant/${token}/withdraw`,
        headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
        payload: '',
      });
    const trail = () => running.staffStore((open) => open.auditTrail(id));
    return { ...running, id, cv, notice, token, get, withdraw, trail };
  }

  it('queues one German receipt with the private link, the opening, and nothing the applicant typed', async () => {
    const { notice, token, site, id } = await applied();
    expect(notice).toMatchObject({ to: 'grace@example.com', subject: 'Ihre Bewerbung ist bei uns eingegangen' });
    expect(notice?.body).toContain('„IT-Supporter (m/w/d)“');
    expect(notice?.body).toContain(`https://www.example.com/applicant/${token}`);
    for (const words of [typed.name, 'Mallory', typed.phone, typedMessage, 'evil.example'])
      expect(notice?.body).not.toContain(words);
    // 256 random bits, base64url; the store keeps only its SHA-256.
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const rows = await site.database.run((connection) =>
      connection.kysely.withTables<StaffTables>().selectFrom('staffApplicantLinks').selectAll().execute(),
    );
    expect(rows).toEqual([
      expect.objectContaining({
        submissionId: id,
        tokenHash: createHash('sha256').update(token).digest('base64url'),
      }),
    ]);
    expect(JSON.stringify(rows)).not.toContain(token);
  });

  it('shows the status in words, in the application’s language, never cached, indexed or referred', async () => {
    const { get } = await applied();
    const page = await get();
    expect(page.statusCode).toBe(200);
    expect(page.headers).toMatchObject({
      'content-type': 'text/html; charset=utf-8',
      'cache-control': 'no-store',
      'referrer-policy': 'no-referrer',
      'x-robots-tag': 'noindex, nofollow',
    });
    expect(page.body).toContain('<html lang="de">');
    expect(page.body).toContain('<meta name="robots" content="noindex,nofollow">');
    expect(page.body).toContain('Eingegangen: Ihre Bewerbung liegt uns vor');
    expect(page.body).toContain('Kopie meiner Daten herunterladen');
    expect(page.body).toContain('Meine Bewerbung zurückziehen');
    expect(page.body).not.toContain('Mallory');
    expect(page.body).not.toContain('<script');
  });

  it('gives everything stored in one JSON file: the message, the CV and HR’s note; the trail says so', async () => {
    const { get, id, cv, staffStore, trail } = await applied();
    await staffStore((open) => open.writings.addNote(id, 'hr@example.com', 'Strong on networks.', Date.now()));
    const copy = await get('/copy');
    expect(copy.statusCode).toBe(200);
    expect(copy.headers['content-disposition']).toMatch(
      /^attachment; filename="?application-\d{4}-\d{2}-\d{2}\.json"?$/,
    );
    const file = copy.json<{
      entry: { message: string; name: string };
      cv: { name: string; base64: string };
      notes: { text: string }[];
    }>();
    expect(file.entry).toMatchObject({ message: typedMessage, name: typed.name });
    expect(file.cv.name).toBe('Lebenslauf.pdf');
    expect(Buffer.from(file.cv.base64, 'base64').equals(cv)).toBe(true);
    expect(file.notes).toEqual([expect.objectContaining({ text: 'Strong on networks.' })]);
    expect(JSON.stringify(file)).not.toContain('hr@example.com');
    expect((await trail())[0]).toMatchObject({ action: 'applicant-copied', staffEmail: null, kind: 'application' });
  });

  it('withdraws after a confirmation, on today’s Potsdam day, refused from another site’s page', async () => {
    const { get, withdraw, id, store, trail, signIn, send } = await applied();
    const confirm = await get('/withdraw');
    expect(confirm.body).toContain(`<form method="post" action="/applicant/`);
    expect(confirm.body).toContain('Ja, meine Bewerbung zurückziehen');
    expect((await withdraw({ origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' })).statusCode).toBe(403);
    expect(await store.run((open) => open.get(id))).toMatchObject({ status: 'received', decidedAt: null });

    const today = dayInPotsdam(Date.now());
    // The page sends no referrer: Chromium names its form's origin "null" and says same-origin.
    const done = await withdraw({ origin: 'null', 'sec-fetch-site': 'same-origin' });
    expect(done.statusCode).toBe(200);
    expect(done.body).toContain('Ihre Bewerbung wurde zurückgezogen.');
    expect(done.body).toContain('Zurückgezogen: Sie haben Ihre Bewerbung zurückgezogen.');
    expect(done.body).not.toContain('Meine Bewerbung zurückziehen');
    expect(await store.run((open) => open.get(id))).toMatchObject({ status: 'withdrawn', decidedAt: dayAnchor(today) });
    expect((await trail())[0]).toMatchObject({ action: 'applicant-withdrew', detail: `withdrawn ${today}` });
    // HR sees it on the entry, and its deletion day counts from the withdrawal.
    const entry = await send({ method: 'GET', url: `/staff/api/entries/${id}`, cookie: await signIn() });
    expect(entry.json()).toMatchObject({ status: 'withdrawn', decidedAt: dayAnchor(today) });
    // Once withdrawn, again changes nothing.
    expect((await withdraw()).statusCode).toBe(200);
    expect((await trail()).filter((line) => line.action === 'applicant-withdrew')).toHaveLength(1);
  });

  it('does not withdraw an application already decided on', async () => {
    const { withdraw, id, store } = await applied();
    await store.run((open) => open.setStatus(id, 'rejected', dayAnchor(dayInPotsdam(Date.now())), Date.now()));
    const refused = await withdraw();
    expect(refused.statusCode).toBe(409);
    expect(refused.body).toContain('Nicht erfolgreich');
    expect(await store.run((open) => open.get(id))).toMatchObject({ status: 'rejected' });
  });

  it('answers 404 in words for an unknown link, and for the link of an entry deleted', async () => {
    const { get, token, id, send, signIn } = await applied();
    const unknown = await get('x', { 'accept-language': 'tr-TR,tr;q=0.9' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.body).toContain('Sayfa bulunamadı');
    expect((await send({ method: 'DELETE', url: `/staff/api/entries/${id}`, cookie: await signIn() })).statusCode).toBe(
      204,
    );
    for (const path of ['', '/copy', '/withdraw']) {
      const gone = await get(path, { 'accept-language': 'de' });
      expect(gone.statusCode, path).toBe(404);
      expect(gone.body).toContain('Dieser Link funktioniert nicht (mehr).');
    }
    expect(token).not.toBe('');
  });

  it('limits the requests per address: the 31st in a window is answered 429 in words', async () => {
    const { get } = await applied();
    for (let count = 1; count <= 30; count += 1)
      expect((await get('', { 'accept-language': 'de' })).statusCode).toBe(200);
    const refused = await get('', { 'accept-language': 'de' });
    expect(refused.statusCode).toBe(429);
    expect(refused.body).toContain('Von Ihrer Verbindung kamen zu viele Anfragen.');
  });
});
