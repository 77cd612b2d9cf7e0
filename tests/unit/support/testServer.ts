import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach } from 'vitest';
import { buildServer } from '../../../src/server/app';
import type { FormsSettings, MailSettings } from '../../../src/server/config';
import { fakeDist, testForms } from './fakeDist';

/** E-mail to a port nobody listens on: nothing is ever delivered. */
export const unreachableMail: MailSettings = {
  host: '127.0.0.1',
  port: 9,
  secure: false,
  user: undefined,
  pass: undefined,
  from: 'web@example.com',
  to: 'team@example.com',
  stuckAfterMs: 60 * 60_000,
  maxConnections: 1,
  ratePerSecond: 10,
};

/**
 * In-process servers on a stand-in build, each with its own data directory, closed and removed after each
 * test. `start` takes the form settings to change, given the data directory.
 */
export function testServers(rateLimitMax?: number) {
  const cleanups: (() => Promise<void>)[] = [];
  afterEach(async () => {
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
  });
  return async function start(forms: (dataDir: string) => Partial<FormsSettings> = () => ({})) {
    const dist = fakeDist();
    const dataDir = join(dist, 'data');
    const app = await buildServer({ distDir: dist, forms: { ...testForms(dataDir, rateLimitMax), ...forms(dataDir) } });
    cleanups.push(async () => {
      await app.close();
      rmSync(dist, { recursive: true, force: true });
    });
    return { app, dataDir };
  };
}
