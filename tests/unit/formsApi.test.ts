import { existsSync, readdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildServer } from '../../src/server/app';
import type { SubmissionStore } from '../../src/server/store/SubmissionStore';
import { fakeDist, testForms } from './support/fakeDist';
import { multipart, sampleFiles, zipArchive, boundary } from './support/multipart';
import { openTestStore, storeKinds, type TestStore } from './support/stores';

const validContact = {
  name: 'Ada Lovelace',
  email: 'ada@example.com',
  service: 'it',
  message: 'We need a new intranet.',
};
const validApplication = {
  name: 'Grace Hopper',
  email: 'grace@example.com',
  phone: '+49 331 123456',
  position: 'Engineer',
};

// Every test runs on both stores: SQLite (the default) and PostgreSQL (DATABASE_URL).
describe.each(storeKinds)('the form API on %s', (kind) => {
  let dist = '';
  let dataDir = '';
  let app: FastifyInstance;
  let testStore: TestStore;
  let reader: SubmissionStore;

  beforeAll(async () => {
    dist = fakeDist();
    dataDir = join(dist, 'data');
    testStore = await openTestStore(kind, dataDir);
    reader = testStore.reader;
    app = await buildServer({ distDir: dist, forms: { ...testForms(dataDir), databaseUrl: testStore.databaseUrl } });
  });

  afterAll(async () => {
    await app.close();
    await testStore.close();
    rmSync(dist, { recursive: true, force: true });
  });

  const stored = async () => (await reader.list()).length;
  /** CV files in the server's data directory: SQLite keeps them there; with PostgreSQL only uploads in progress pass through. */
  const localCvFiles = () => (existsSync(join(dataDir, 'cv')) ? readdirSync(join(dataDir, 'cv')) : []);
  /** The CVs the store holds, wherever it keeps them. */
  const cvFiles = async () =>
    kind === 'sqlite' ? localCvFiles() : [...(await reader.referencedCvFiles()), ...localCvFiles()];

  const postJson = (url: string, body: unknown, headers: Record<string, string> = {}) =>
    app.inject({
      method: 'POST',
      url,
      payload: JSON.stringify(body),
      headers: { 'content-type': 'application/json', ...headers },
    });

  const postApplication = (
    fields: Record<string, string>,
    files: Parameters<typeof multipart>[1],
    headers: Record<string, string> = {},
  ) => {
    const { body, headers: multipartHeaders } = multipart(fields, files);
    return app.inject({
      method: 'POST',
      url: '/api/applications',
      payload: body,
      headers: { ...multipartHeaders, ...headers },
    });
  };

  const cv = (fileName: string, bytes: Buffer) => [{ name: 'cv', fileName, bytes }];

  interface Problem {
    status: number;
    title: string;
    detail: string;
    errors?: { field: string; code: string; message: string }[];
  }

  function expectProblem(response: LightMyRequestResponse, status: number): Problem {
    expect(response.statusCode).toBe(status);
    expect(response.headers['content-type']).toBe('application/problem+json; charset=utf-8');
    const problem = response.json<Problem>();
    expect(problem.status).toBe(status);
    expect(problem.title.length).toBeGreaterThan(0);
    return problem;
  }

  const fieldCodes = (problem: Problem) =>
    Object.fromEntries((problem.errors ?? []).map((error) => [error.field, error.code]));

  describe('POST /api/contact', () => {
    it('stores a valid message before answering 201, in JSON and form-encoded', async () => {
      const before = await stored();
      const json = await postJson('/api/contact', validContact);
      expect(json.statusCode).toBe(201);
      const { id } = json.json<{ id: string }>();
      expect(await reader.get(id)).toMatchObject({
        kind: 'contact',
        name: 'Ada Lovelace',
        service: 'it',
        deliveredAt: null,
      });

      const form = await app.inject({
        method: 'POST',
        url: '/api/contact',
        payload: new URLSearchParams({ ...validContact, lang: 'de' }).toString(),
        headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'text/html' },
      });
      // Without JavaScript the browser gets a translated page back.
      expect(form.statusCode).toBe(200);
      expect(form.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(form.body).toContain('<html lang="de">');
      expect(form.body).toContain('Vielen Dank für Ihre Nachricht!');
      expect(form.body).toContain('href="/de/contact"');
      expect(await stored()).toBe(before + 2);
    });

    it('stores one record for the same Idempotency-Key sent twice', async () => {
      const before = await stored();
      const headers = { 'idempotency-key': 'retry-0123456789' };
      const first = await postJson('/api/contact', validContact, headers);
      const second = await postJson('/api/contact', validContact, headers);
      expect(first.statusCode).toBe(201);
      expect(second.statusCode).toBe(201);
      expect(second.json<{ id: string }>().id).toBe(first.json<{ id: string }>().id);
      expect(await stored()).toBe(before + 1);
    });

    it('answers a filled honeypot like a success and stores nothing', async () => {
      const before = await stored();
      const response = await postJson('/api/contact', { ...validContact, website: 'http://spam.example' });
      expect(response.statusCode).toBe(201);
      expect(await stored()).toBe(before);
    });

    it('answers field errors in the language of the request', async () => {
      const german = expectProblem(
        await postJson('/api/contact', { ...validContact, email: 'nope' }, { 'accept-language': 'de-DE,de;q=0.9' }),
        422,
      );
      expect(german.errors).toEqual([
        { field: 'email', code: 'invalidEmail', message: expect.stringContaining('E-Mail') as unknown },
      ]);
      const turkish = expectProblem(
        await postJson('/api/contact', { ...validContact, email: 'nope', lang: 'tr' }),
        422,
      );
      expect(turkish.errors?.[0]?.message).toMatch(/e-posta/i);
    });
  });

  describe('POST /api/applications', () => {
    it.each([
      ['cv.pdf', sampleFiles.pdf()],
      ['Lebenslauf.DOC', sampleFiles.doc()],
      ['cv.docx', sampleFiles.docx()],
    ])('stores %s outside the web root under a random name', async (fileName, bytes) => {
      const response = await postApplication(validApplication, cv(fileName, bytes));
      expect(response.statusCode).toBe(201);
      const record = await reader.get(response.json<{ id: string }>().id);
      expect(record?.cv).toMatchObject({ name: fileName, size: bytes.length });
      expect(record?.cv?.file).toMatch(/^[0-9a-f]{32}\.(pdf|doc|docx)$/);
      expect(await cvFiles()).toContain(record?.cv?.file);
      if (record?.cv) expect(await reader.cvContent({ ...record, cv: record.cv })).toEqual(bytes);
      if (kind === 'postgres') expect(localCvFiles()).toEqual([]);
    });

    it('accepts a CV of exactly 5 MB', async () => {
      const response = await postApplication(validApplication, cv('big.pdf', sampleFiles.pdf(5_242_880)));
      expect(response.statusCode).toBe(201);
      expect((await reader.get(response.json<{ id: string }>().id))?.cv?.size).toBe(5_242_880);
    });

    it('stores one application and one file for the same Idempotency-Key sent twice', async () => {
      const before = { rows: await stored(), files: (await cvFiles()).length };
      const headers = { 'idempotency-key': 'application-retry-42' };
      const first = await postApplication(validApplication, cv('cv.pdf', sampleFiles.pdf()), headers);
      const second = await postApplication(validApplication, cv('cv.pdf', sampleFiles.pdf()), headers);
      expect(second.json<{ id: string }>().id).toBe(first.json<{ id: string }>().id);
      expect({ rows: await stored(), files: (await cvFiles()).length }).toEqual({
        rows: before.rows + 1,
        files: before.files + 1,
      });
    });
  });

  describe('bad input is refused with a problem document, stores nothing and does not crash the server', () => {
    let before = { rows: 0, files: 0 };
    beforeEach(async () => {
      before = { rows: await stored(), files: (await cvFiles()).length };
      return async () => {
        expect({ rows: await stored(), files: (await cvFiles()).length }).toEqual(before);
        expect((await app.inject('/about')).statusCode).toBe(200);
      };
    });

    const without = (field: keyof typeof validContact) =>
      Object.fromEntries(Object.entries(validContact).filter(([key]) => key !== field));
    const [withoutName, withoutEmail, withoutService, withoutMessage] = (
      ['name', 'email', 'service', 'message'] as const
    ).map(without);

    it.each([
      ['no fields at all', {}, { name: 'required', email: 'required', service: 'required', message: 'required' }],
      ['a missing name', withoutName, { name: 'required' }],
      ['a missing e-mail', withoutEmail, { email: 'required' }],
      ['a missing service', withoutService, { service: 'required' }],
      ['a missing message', withoutMessage, { message: 'required' }],
      ['blank fields', { ...validContact, name: '   ', message: '\n\n' }, { name: 'required', message: 'required' }],
      ['an invalid e-mail', { ...validContact, email: 'ada@' }, { email: 'invalidEmail' }],
      ['an unknown service', { ...validContact, service: 'weapons' }, { service: 'invalidOption' }],
      ['a service given as a list', { ...validContact, service: ['it'] }, { service: 'invalidOption' }],
      ['a name that is too long', { ...validContact, name: 'A'.repeat(101) }, { name: 'tooLong' }],
      [
        'an e-mail that is too long',
        { ...validContact, email: `${'a'.repeat(250)}@example.com` },
        { email: 'tooLong' },
      ],
      ['a message that is too long', { ...validContact, message: 'x'.repeat(5001) }, { message: 'tooLong' }],
      ['a name that is a number', { ...validContact, name: 42 }, { name: 'invalid' }],
      ['a message that is an object', { ...validContact, message: { text: 'hi' } }, { message: 'invalid' }],
      ['a script tag in the name', { ...validContact, name: '<script>alert(1)</script>' }, { name: 'markup' }],
      [
        'a script tag in the message',
        { ...validContact, message: 'Hello <script src=//evil.example/x.js></script>' },
        { message: 'markup' },
      ],
      ['control characters in the name', { ...validContact, name: 'Ada\u0000\u0007' }, { name: 'invalidCharacters' }],
      [
        'a line break in the name',
        { ...validContact, name: 'Ada\nBcc: victim@example.com' },
        { name: 'invalidCharacters' },
      ],
    ])('contact: %s → 422 with field errors', async (_case, body, errors) => {
      expect(fieldCodes(expectProblem(await postJson('/api/contact', body), 422))).toEqual(errors);
    });

    it.each([
      ['invalid JSON', '{"name": "Ada",'],
      ['an empty JSON body', ''],
      ['a JSON array', '[1,2,3]'],
      ['JSON null', 'null'],
      ['a JSON string', '"hello"'],
    ])('contact: %s → 400', async (_case, payload) => {
      expectProblem(
        await app.inject({
          method: 'POST',
          url: '/api/contact',
          payload,
          headers: { 'content-type': 'application/json' },
        }),
        400,
      );
    });

    it('contact: JSON that is not valid UTF-8 → 400', async () => {
      const payload = Buffer.concat([
        Buffer.from('{"name":"Ad'),
        Buffer.from([0xff, 0xfe]),
        Buffer.from('a","email":"a@b.de","service":"it","message":"x"}'),
      ]);
      expectProblem(
        await app.inject({
          method: 'POST',
          url: '/api/contact',
          payload,
          headers: { 'content-type': 'application/json' },
        }),
        400,
      );
    });

    it.each([
      ['percent-escapes that are not UTF-8', 'name=Ad%FF%FEa&email=a%40b.de&service=it&message=hello'],
      ['a repeated field', 'name=Ada&name=Eve&email=a%40b.de&service=it&message=hello'],
    ])('contact: form-encoded text with %s → 400', async (_case, payload) => {
      const headers = { 'content-type': 'application/x-www-form-urlencoded' };
      expectProblem(await app.inject({ method: 'POST', url: '/api/contact', payload, headers }), 400);
    });

    it('contact: a body over 64 KB → 413', async () => {
      expectProblem(await postJson('/api/contact', { ...validContact, message: 'x'.repeat(70_000) }), 413);
    });

    it.each([
      ['text/plain', 'name=Ada'],
      ['application/xml', '<contact/>'],
    ])('contact: content type %s → 415', async (type, payload) => {
      expectProblem(
        await app.inject({ method: 'POST', url: '/api/contact', payload, headers: { 'content-type': type } }),
        415,
      );
    });

    it('contact: multipart → 415', async () => {
      const { body, headers } = multipart(validContact);
      expectProblem(await app.inject({ method: 'POST', url: '/api/contact', payload: body, headers }), 415);
    });

    it('contact: a malformed Idempotency-Key → 400', async () => {
      expectProblem(await postJson('/api/contact', validContact, { 'idempotency-key': 'bad key with spaces' }), 400);
    });

    it.each([
      ['no CV', [], { cv: 'cvRequired' }],
      ['an empty file input', cv('', Buffer.alloc(0)), { cv: 'cvRequired' }],
      ['a zero-byte CV', cv('cv.pdf', Buffer.alloc(0)), { cv: 'cvEmpty' }],
    ])('application: %s → 422', async (_case, files, errors) => {
      expect(fieldCodes(expectProblem(await postApplication(validApplication, files), 422))).toEqual(errors);
    });

    it.each([
      ['a missing name and an invalid e-mail', { email: 'grace' }, { name: 'required', email: 'invalidEmail' }],
      ['an invalid phone number', { ...validApplication, phone: 'call me maybe' }, { phone: 'invalidPhone' }],
      ['a position that is too long', { ...validApplication, position: 'P'.repeat(121) }, { position: 'tooLong' }],
      [
        'a script tag in the position',
        { ...validApplication, position: '<img src=x onerror=alert(1)>' },
        { position: 'markup' },
      ],
    ])('application: %s → 422', async (_case, fields, errors) => {
      expect(fieldCodes(expectProblem(await postApplication(fields, cv('cv.pdf', sampleFiles.pdf())), 422))).toEqual(
        errors,
      );
    });

    it.each([
      ['an .exe renamed .pdf', 'cv.pdf', sampleFiles.exe()],
      ['a PDF named .docx', 'cv.docx', sampleFiles.pdf()],
      ['a ZIP without word/document.xml named .docx', 'cv.docx', zipArchive({ 'notes.txt': 'hello' })],
      ['a Word .doc named .pdf', 'cv.pdf', sampleFiles.doc()],
      ['a macro-enabled .docm named .docx', 'cv.docx', sampleFiles.docm()],
      ['a text file', 'cv.txt', Buffer.from('My CV')],
      ['an executable with its own name', 'setup.exe', sampleFiles.exe()],
    ])('application: %s → 415', async (_case, fileName, bytes) => {
      expect(fieldCodes(expectProblem(await postApplication(validApplication, cv(fileName, bytes)), 415))).toEqual({
        cv: 'cvType',
      });
    });

    it('application: a CV of 5 MB + 1 byte → 413', async () => {
      const problem = expectProblem(
        await postApplication(validApplication, cv('big.pdf', sampleFiles.pdf(5_242_881))),
        413,
      );
      expect(problem.detail.length).toBeGreaterThan(0);
    });

    it('application: an announced body far over the limit → 413 before reading it', async () => {
      const response = await app.inject({
        method: 'POST',
        url: '/api/applications',
        payload: 'x',
        headers: {
          'content-type': `multipart/form-data; boundary=${boundary}`,
          'content-length': String(50 * 1024 * 1024),
        },
      });
      expectProblem(response, 413);
    });

    it('application: two files → refused', async () => {
      const response = await postApplication(validApplication, [
        ...cv('a.pdf', sampleFiles.pdf()),
        ...cv('b.pdf', sampleFiles.pdf()),
      ]);
      expect([400, 413]).toContain(response.statusCode);
      expectProblem(response, response.statusCode);
    });

    it('application: an unknown field → 400', async () => {
      expectProblem(
        await postApplication({ ...validApplication, isAdmin: 'true' }, cv('cv.pdf', sampleFiles.pdf())),
        400,
      );
    });

    it('application: multipart cut off in the middle → 400', async () => {
      const { body, headers } = multipart(validApplication, cv('cv.pdf', sampleFiles.pdf()));
      expectProblem(
        await app.inject({
          method: 'POST',
          url: '/api/applications',
          payload: body.subarray(0, body.length - 900),
          headers,
        }),
        400,
      );
    });

    it('application: multipart whose boundary does not match → 400', async () => {
      const { body } = multipart(validApplication, cv('cv.pdf', sampleFiles.pdf()));
      const headers = { 'content-type': 'multipart/form-data; boundary=something-else' };
      expectProblem(await app.inject({ method: 'POST', url: '/api/applications', payload: body, headers }), 400);
    });

    it.each([
      ['JSON', 'application/json', JSON.stringify(validApplication)],
      ['form-encoded', 'application/x-www-form-urlencoded', new URLSearchParams(validApplication).toString()],
    ])('application: %s instead of multipart → 415', async (_case, type, payload) => {
      expectProblem(
        await app.inject({ method: 'POST', url: '/api/applications', payload, headers: { 'content-type': type } }),
        415,
      );
    });

    it('GET on a form endpoint → 405 with Allow: POST; an unknown API path → 404', async () => {
      const get = await app.inject('/api/contact');
      expectProblem(get, 405);
      expect(get.headers.allow).toBe('POST');
      expectProblem(await app.inject({ method: 'POST', url: '/api/nothing-here', payload: {} }), 404);
    });
  });
});
