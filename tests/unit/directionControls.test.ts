/**
 * Text that reads backwards: a position "Cloud \u202Efdp.exe Engineer" shows in the inbox's list line as
 * "Cloud reenignE exe.pdf". One-line fields are stored without the characters that change direction, and the
 * inbox shows rows stored before that without them too (the list isolates the position in <bdi>).
 */
import { describe, expect, it } from 'vitest';
import { applicationSchema } from '../../src/submissions/schema';
import { multipart, sampleFiles } from './support/multipart';
import { servers } from './support/staffServers';

const reversing = [
  '\u202E',
  '\u202D',
  '\u202A',
  '\u202B',
  '\u202C',
  '\u2066',
  '\u2067',
  '\u2068',
  '\u2069',
  '\u200E',
  '\u200F',
  '\u061C',
];
const spoofed = 'Cloud \u202Efdp.exe\u202C Engineer \u2067x\u2069\u200F';

describe('a one-line field with direction controls', () => {
  it('is taken without them: the position and the name read as typed, in order', () => {
    const parsed = applicationSchema.parse({ name: 'Eve \u202EnomiS', email: 'eve@example.com', position: spoofed });
    expect(parsed.position).toBe('Cloud fdp.exe Engineer x');
    expect(parsed.name).toBe('Eve nomiS');
    // Letters that join in their script (Persian's zero-width non-joiner) are kept.
    expect(applicationSchema.parse({ name: 'می\u200Cخواهم', email: 'a@example.com' }).name).toBe('می\u200Cخواهم');
  });

  it('is stored without them from the public form, and the inbox lists rows stored before without them', async () => {
    const { site, send, signIn, store } = await servers();
    const { body, headers } = multipart({ name: 'Eve', email: 'eve@example.com', position: spoofed }, [
      { name: 'cv', fileName: 'cv.pdf', bytes: sampleFiles.pdf() },
    ]);
    const posted = await site.inject({ method: 'POST', url: '/api/applications', payload: body, headers });
    expect(posted.statusCode).toBe(201);
    const stored = await store.run((open) => open.get(posted.json<{ id: string }>().id));
    expect(stored?.position).toBe('Cloud fdp.exe Engineer x');

    // A row from before: its position as the visitor sent it.
    const { id } = await store.run((open) =>
      open.insert(
        {
          kind: 'application',
          data: { name: 'Mallory', email: 'm@example.com', position: spoofed },
          cv: { file: 'none.pdf', name: 'cv.pdf', size: 10, type: 'pdf' },
        },
        { locale: 'en', idempotencyKey: undefined },
        Date.now(),
      ),
    );
    const cookie = await signIn();
    const list = (await send({ method: 'GET', url: '/staff/api/entries', cookie })).json<
      { id: string; topic: string }[]
    >();
    const entry = (await send({ method: 'GET', url: `/staff/api/entries/${id}`, cookie })).json<{ position: string }>();
    for (const text of [...list.map((item) => item.topic), entry.position])
      for (const control of reversing) expect(text).not.toContain(control);
    expect(list.find((item) => item.id === id)?.topic).toBe('Cloud fdp.exe Engineer x');
  });
});
