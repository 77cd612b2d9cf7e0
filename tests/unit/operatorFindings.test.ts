import { mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { buildServer } from '../../src/server/app';
import { clientKey } from '../../src/server/clientAddress';
import { writePrivateFile } from '../../src/server/cli/privateFiles';
import { parseTrustProxy } from '../../src/server/proxyTrust';
import { unverifiedRemoteDatabase } from '../../src/serverKit/database/tls';
import { fakeDist, testForms } from './support/fakeDist';
import { captureLogs } from './support/logCapture';

// Findings of the operator's probe (issue 32) that need no listening server; the slow-upload ones are in
// serverSlowClients.test.ts, the PostgreSQL lock in postgresStore.test.ts, the full disk in serverDiskFull.test.ts.
const scratch = mkdtempSync(join(tmpdir(), 'site-operator-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

const contact = { name: 'Ada Lovelace', email: 'ada@example.com', service: 'it', message: 'Hello' };

describe('clients are counted by address, IPv6 by /64', () => {
  it('groups the addresses of one IPv6 /64 and keeps other networks apart', () => {
    expect(clientKey('2001:db8:1:2:aaaa::1')).toBe(clientKey('2001:db8:1:2:ffff:ffff:ffff:fffe'));
    expect(clientKey('2001:db8:1:2::1')).not.toBe(clientKey('2001:db8:1:3::1'));
    expect(clientKey('203.0.113.7')).not.toBe(clientKey('203.0.113.8'));
    // The same IPv4 client, however the socket writes it.
    expect(clientKey('::ffff:203.0.113.7')).toBe(clientKey('203.0.113.7'));
  });
});

describe('TRUST_PROXY', () => {
  it('reads a hop count as hops, not as the address 0.0.0.1', () => {
    expect(parseTrustProxy('1')).toBe(1);
    expect(parseTrustProxy('2')).toBe(2);
    expect(parseTrustProxy(undefined)).toBe('loopback');
    expect(parseTrustProxy('true')).toBe(true);
    expect(parseTrustProxy(' 10.0.0.5, 10.0.1.0/24 ,loopback')).toBe('10.0.0.5,10.0.1.0/24,loopback');
    expect(parseTrustProxy('2001:db8::/48')).toBe('2001:db8::/48');
  });

  it.each(['yes', '1.5', '10.0.0.0/33', '10.0.0.5/24/1', ',', 'nginx'])(
    'refuses %j with what it takes instead',
    (value) => {
      expect(() => parseTrustProxy(value)).toThrow(/cannot be used: give the number of proxies in front of the server/);
    },
  );

  it('with one hop, every visitor behind the proxy has a rate limit of their own', async () => {
    const dist = fakeDist();
    const app = await buildServer({
      distDir: dist,
      forms: testForms(join(dist, 'data'), 1),
      trustProxy: parseTrustProxy('1'),
    });
    const post = (visitor: string) =>
      app.inject({
        method: 'POST',
        url: '/api/contact',
        payload: contact,
        headers: { 'content-type': 'application/json', 'x-forwarded-for': visitor },
      });
    try {
      expect((await post('203.0.113.7')).statusCode).toBe(201);
      expect((await post('203.0.113.8')).statusCode).toBe(201);
      expect((await post('203.0.113.7')).statusCode).toBe(429);
      // Only the hop the proxy added counts: what the visitor wrote in front of it is not believed.
      expect((await post('198.51.100.1, 203.0.113.8')).statusCode).toBe(429);
      // One IPv6 /64 is one client, as for connections and uploads; the next /64 is another.
      expect((await post('2001:db8:1:2::a')).statusCode).toBe(201);
      expect((await post('2001:db8:1:2::b')).statusCode).toBe(429);
      expect((await post('2001:db8:1:3::a')).statusCode).toBe(201);
    } finally {
      await app.close();
      rmSync(dist, { recursive: true, force: true });
    }
  });
});

describe('a database on another machine', () => {
  it('is reported unless TLS verifies it', () => {
    expect(unverifiedRemoteDatabase('postgres://forms:secret@db.internal:5432/forms')).toBe('db.internal');
    expect(unverifiedRemoteDatabase('postgres://forms:secret@10.0.0.7/forms?sslmode=require')).toBe('10.0.0.7');
    expect(unverifiedRemoteDatabase('postgres://forms:secret@db.internal/forms?sslmode=verify-full')).toBeUndefined();
    expect(unverifiedRemoteDatabase('postgres://forms@localhost/forms')).toBeUndefined();
    expect(unverifiedRemoteDatabase('postgres://forms@127.0.0.1:5433/forms')).toBeUndefined();
    expect(unverifiedRemoteDatabase('postgres://forms@/forms?host=/var/run/postgresql')).toBeUndefined();
  });

  it('is warned about at start-up, naming the host and the remedy', async () => {
    const dist = fakeDist();
    const logs = captureLogs();
    const databaseUrl = 'postgres://forms:secret@db.invalid:5432/forms';
    const app = await buildServer({
      distDir: dist,
      forms: { ...testForms(join(dist, 'data')), databaseUrl },
      logger: logs.logger,
    });
    try {
      const warning = logs.at('warn').find((line) => line.msg.includes('without a verified TLS connection'));
      expect(warning).toMatchObject({ databaseHost: 'db.invalid' });
      expect(warning?.msg).toContain('sslmode=verify-full');
      expect(JSON.stringify(logs.lines)).not.toContain('secret');
    } finally {
      await app.close();
      rmSync(dist, { recursive: true, force: true });
    }
  });
});

describe('staff exports', () => {
  it('are readable by their owner only, also where a file of the name existed', () => {
    const previous = process.umask(0o022);
    try {
      const fresh = join(scratch, 'fresh.json');
      writePrivateFile(fresh, '{}');
      const existing = join(scratch, 'existing.json');
      writeFileSync(existing, 'old', { mode: 0o644 });
      writePrivateFile(existing, '{}');
      expect([fresh, existing].map((path) => statSync(path).mode & 0o777)).toEqual([0o600, 0o600]);
    } finally {
      process.umask(previous);
    }
  });
});
