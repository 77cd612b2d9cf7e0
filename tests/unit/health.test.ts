/** /healthz and /readyz as a load balancer, an uptime monitor and systemd ask them (issue 32). */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { testServers, unreachableMail } from './support/testServer';
import { openSqliteStore } from '../support/formStore';

const start = testServers();

const contact = { name: 'Ada', email: 'ada@example.com', service: 'it', message: 'Hello' } as const;

/** A message that arrived two hours ago and was never e-mailed, as the store keeps it. */
async function storeTwoHourOldMessage(dataDir: string): Promise<void> {
  const store = await openSqliteStore(dataDir);
  await store.insert(
    { kind: 'contact', data: contact },
    { locale: 'en', idempotencyKey: undefined },
    Date.now() - 2 * 60 * 60_000,
  );
  await store.close();
}

describe('health and readiness', () => {
  it('a default install (SQLite, no e-mail) is healthy and ready, and neither answer is cached or says more than its state', async () => {
    const { app } = await start();
    for (const [url, body] of [
      ['/healthz', { status: 'ok' }],
      ['/readyz', { status: 'ready' }],
    ] as const) {
      const response = await app.inject(url);
      expect(response.statusCode, url).toBe(200);
      expect(response.json(), url).toEqual(body);
      expect(response.headers['cache-control'], url).toBe('no-store');
      expect(response.headers['x-content-type-options'], url).toBe('nosniff');
    }
  });

  it('a store that cannot be opened: not ready, with the reason, while the process stays healthy and pages are served', async () => {
    // A file where the data directory should be: no user, root included, can open a store there.
    const { app } = await start((dataDir) => {
      const blocker = join(dataDir, '..', 'not-a-directory');
      writeFileSync(blocker, 'a file');
      return { dataDir: join(blocker, 'data') };
    });
    const ready = await app.inject('/readyz');
    expect(ready.statusCode).toBe(503);
    expect(ready.json()).toEqual({ status: 'not-ready', reason: 'store-unavailable' });
    expect(ready.headers['cache-control']).toBe('no-store');
    expect((await app.inject('/healthz')).statusCode).toBe(200);
    expect((await app.inject('/about')).statusCode).toBe(200);
  });

  it('with e-mail configured, a submission that waited longer than the limit makes the server not ready', async () => {
    const { app, dataDir } = await start(() => ({ mail: unreachableMail }));
    expect((await app.inject('/readyz')).statusCode).toBe(200);
    await storeTwoHourOldMessage(dataDir);
    const stuck = await app.inject('/readyz');
    expect(stuck.statusCode).toBe(503);
    expect(stuck.json()).toEqual({ status: 'not-ready', reason: 'outbox-stuck' });
    expect((await app.inject('/healthz')).statusCode).toBe(200);
  });

  it('without e-mail, submissions waiting to be sent do not make the server unready (there is nothing to send them with)', async () => {
    const { app, dataDir } = await start();
    await storeTwoHourOldMessage(dataDir);
    expect((await app.inject('/readyz')).statusCode).toBe(200);
  });
});
