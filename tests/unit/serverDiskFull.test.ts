import { rmSync, type WriteStream } from 'node:fs';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildServer } from '../../src/server/app';
import { fakeDist, testForms } from './support/fakeDist';
import { multipart, sampleFiles } from './support/multipart';

// Probe of issue 32: the disk filled up while a CV was written, and the applicant was told 500 (our fault,
// do not retry) instead of 503 (try again later). The file system's answer is simulated: a CV upload file
// whose writes fail with ENOSPC, as the kernel answers them on a full disk.
const disk = vi.hoisted(() => ({ full: false }));
vi.mock('node:fs', async (importOriginal) => {
  const fs = await importOriginal<typeof import('node:fs')>();
  const createWriteStream = ((path: string, options?: Parameters<typeof fs.createWriteStream>[1]) => {
    if (!disk.full || !path.includes('.upload-')) return fs.createWriteStream(path, options);
    const full = new Writable({
      write(_chunk, _encoding, done) {
        done(
          Object.assign(new Error('ENOSPC: no space left on device, write'), {
            code: 'ENOSPC',
            errno: -28,
            syscall: 'write',
          }),
        );
      },
    });
    return full as unknown as WriteStream;
  }) as typeof fs.createWriteStream;
  return { ...fs, default: { ...fs, createWriteStream }, createWriteStream };
});

let dist = '';
let app: FastifyInstance;
beforeAll(async () => {
  dist = fakeDist();
  app = await buildServer({ distDir: dist, forms: testForms(join(dist, 'data')) });
});
afterAll(async () => {
  await app.close();
  rmSync(dist, { recursive: true, force: true });
});

const apply = () => {
  const { body, headers } = multipart({ name: 'Grace Hopper', email: 'grace@example.com' }, [
    { name: 'cv', fileName: 'cv.pdf', bytes: sampleFiles.pdf() },
  ]);
  return app.inject({ method: 'POST', url: '/api/applications', payload: body, headers });
};

describe('a disk that fills up during an upload', () => {
  it('answers 503 with Retry-After, and takes the application once there is space again', async () => {
    disk.full = true;
    const refused = await apply();
    disk.full = false;
    expect(refused.statusCode).toBe(503);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(refused.json<{ title: string }>().title).toBeTruthy();
    expect((await apply()).statusCode).toBe(201);
  });
});
