/**
 * An application for a job opening (issue 41): the API stores and mails the opening it names, and refuses one
 * that is closed or unknown with a translated message, in JSON and to a form sent without JavaScript.
 */
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { collections } from '../../src/content/collections';
import { allMessages } from '../../src/i18n/allMessages';
import { buildServer } from '../../src/server/app';
import { openJob } from '../../src/server/forms/openJobs';
import { submissionMail } from '../../src/server/mail/message';
import { closedJobSlug, openJobSlug } from './support/jobFixtures';
import { fakeDist, testForms } from './support/fakeDist';
import { multipart, sampleFiles } from './support/multipart';
import { openTestStore, storeKinds, type TestStore } from './support/stores';

vi.mock('../../src/content/collections/published', async () =>
  (await import('./support/fixtureCollections')).fixtureCollections(),
);

const applicant = {
  name: 'Grace Hopper',
  email: 'grace@example.com',
  phone: '+49 331 123456',
  message: 'I would love to help.',
};

describe('which job openings an application may name', () => {
  it('the open one, titled in the language asked for, else in one it has', () => {
    expect(openJob(openJobSlug, 'de', new Date('2026-11-27T12:00:00Z'))).toEqual({
      slug: openJobSlug,
      title: 'IT-Supporter (m/w/d)',
    });
    expect(openJob(openJobSlug, 'tr', new Date('2026-11-27T12:00:00Z'))?.title).toBe('IT support specialist (m/f/d)');
  });

  it('not a closed, unknown or expired one (expired since the last build: the day counts in Potsdam)', () => {
    expect(openJob(closedJobSlug, 'en')).toBeUndefined();
    expect(openJob('no-such-job', 'en')).toBeUndefined();
    // 31 Dec 2099, 23:30 in Potsdam is still the last day; 23:30 UTC is already 1 January 2100 there.
    expect(openJob(openJobSlug, 'en', new Date('2099-12-31T22:30:00Z'))).toBeDefined();
    expect(openJob(openJobSlug, 'en', new Date('2099-12-31T23:30:00Z'))).toBeUndefined();
    expect(collections.jobs.en.map((job) => job.slug)).toEqual([openJobSlug]);
  });
});

describe.each(storeKinds)('an application for a job opening on %s', (kind) => {
  let dist = '';
  let app: FastifyInstance;
  let testStore: TestStore;

  beforeAll(async () => {
    dist = fakeDist();
    testStore = await openTestStore(kind, join(dist, 'data'));
    app = await buildServer({
      distDir: dist,
      forms: { ...testForms(testStore.dataDir), databaseUrl: testStore.databaseUrl },
    });
  });

  afterAll(async () => {
    await app.close();
    await testStore.close();
    rmSync(dist, { recursive: true, force: true });
  });

  const post = (fields: Record<string, string>, headers: Record<string, string> = {}) => {
    const { body, headers: multipartHeaders } = multipart(fields, [
      { name: 'cv', fileName: 'cv.pdf', bytes: sampleFiles.pdf() },
    ]);
    return app.inject({
      method: 'POST',
      url: '/api/applications',
      payload: body,
      headers: { ...multipartHeaders, ...headers },
    });
  };

  it('stores the open job it names (slug and title in the page language), and the staff e-mail names it', async () => {
    const response = await post({ ...applicant, job: openJobSlug, lang: 'de' });
    expect(response.statusCode).toBe(201);
    const record = await testStore.reader.get(response.json<{ id: string }>().id);
    expect(record?.job).toEqual({ slug: openJobSlug, title: 'IT-Supporter (m/w/d)' });
    if (!record) return;
    const mail = submissionMail(record, 'site@example.com', 'hr@example.com');
    // A notice naming the job by its title in the company's language (German by default), never the applicant
    // (privacy policy).
    expect(mail.subject).toBe('[Website] Bewerbung auf „IT-Supporter (m/w/d)“');
    expect(JSON.stringify([mail.subject, mail.text])).not.toContain('Grace');
  });

  it('still takes a speculative application, without a job', async () => {
    const response = await post({ ...applicant, position: 'Engineer', job: '' });
    expect(response.statusCode).toBe(201);
    const record = await testStore.reader.get(response.json<{ id: string }>().id);
    expect(record).toMatchObject({ job: null, position: 'Engineer' });
    if (record)
      expect(submissionMail(record, 'a@example.com', 'b@example.com').subject).toBe('[Website] Initiativbewerbung');
  });

  it.each([
    ['closed', closedJobSlug, 'en'],
    ['unknown', 'no-such-job', 'de'],
    ['unknown', 'no-such-job', 'tr'],
  ] as const)('refuses a %s job (%s) with the translated message, storing nothing', async (_case, slug, locale) => {
    const before = (await testStore.reader.list()).length;
    const response = await post({ ...applicant, job: slug, lang: locale });
    expect(response.statusCode).toBe(422);
    expect(response.json<{ errors: unknown[] }>().errors).toEqual([
      { field: 'job', code: 'jobClosed', message: allMessages[locale].forms.errors.jobClosed },
    ]);
    expect(await testStore.reader.list()).toHaveLength(before);
  });

  it('answers a form sent without JavaScript with a page that says the job is closed', async () => {
    const response = await post({ ...applicant, job: closedJobSlug, lang: 'de' }, { accept: 'text/html' });
    expect(response.statusCode).toBe(422);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    const de = allMessages.de.forms;
    expect(response.body).toContain(`${de.fields.job}: ${de.errors.jobClosed}`);
    expect(response.body).toContain(de.result.errorHelp);
  });
});
