/** The operator's numbers (issue 32): what a Prometheus scrape of METRICS_PORT shows after real traffic. */
import { rmSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it, onTestFinished } from 'vitest';
import { metricsListenFromEnv } from '../../src/server/config';
import { serveMetrics } from '../../src/server/metrics/listener';
import { testServers, unreachableMail } from './support/testServer';
import { multipart, sampleFiles } from './support/multipart';
import { openSqliteStore } from '../support/formStore';

const start = testServers(4);

/** One sample's value from the text format, or undefined when the series is absent. */
function sample(text: string, series: string): number | undefined {
  const line = text.split('\n').find((candidate) => candidate.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
}

const contact = { name: 'Ada', email: 'ada@example.com', service: 'it', message: 'Hello' };
const post = (app: FastifyInstance, body: unknown, headers: Record<string, string> = {}) =>
  app.inject({
    method: 'POST',
    url: '/api/contact',
    payload: JSON.stringify(body),
    headers: { 'content-type': 'application/json', ...headers },
  });

describe('metrics', () => {
  it('count requests by route class and status, and submissions by outcome and reason', async () => {
    const { app } = await start();
    await app.inject('/about');
    await app.inject('/no-such-page');
    await app.inject('/assets/app-abc123.js');
    await app.inject('/healthz');
    expect((await post(app, contact)).statusCode).toBe(201);
    expect((await post(app, { ...contact, email: 'not an address' })).statusCode).toBe(422);
    expect((await post(app, contact, { origin: 'https://evil.example' })).statusCode).toBe(403);
    // The rate limit (4 per form) counts every post it sees: two more are taken, the third is refused.
    for (let index = 0; index < 3; index += 1) await post(app, contact);
    const { body, headers } = multipart({ name: 'Grace', email: 'grace@example.com' }, [
      { name: 'cv', fileName: 'cv.pdf', bytes: sampleFiles.pdf() },
    ]);
    expect((await app.inject({ method: 'POST', url: '/api/applications', payload: body, headers })).statusCode).toBe(
      201,
    );

    const text = await app.metrics.registry.metrics();
    expect(sample(text, 'site_http_requests_total{route_class="page",status="200"}')).toBe(1);
    expect(sample(text, 'site_http_requests_total{route_class="page",status="404"}')).toBe(1);
    expect(sample(text, 'site_http_requests_total{route_class="asset",status="200"}')).toBe(1);
    expect(sample(text, 'site_http_requests_total{route_class="health",status="200"}')).toBe(1);
    expect(sample(text, 'site_form_submissions_total{form="contact",outcome="accepted",reason=""}')).toBe(3);
    expect(sample(text, 'site_form_submissions_total{form="contact",outcome="refused",reason="invalidFields"}')).toBe(
      1,
    );
    expect(sample(text, 'site_form_submissions_total{form="contact",outcome="refused",reason="crossSite"}')).toBe(1);
    expect(sample(text, 'site_form_submissions_total{form="contact",outcome="refused",reason="rateLimited"}')).toBe(1);
    expect(sample(text, 'site_form_submissions_total{form="application",outcome="accepted",reason=""}')).toBe(1);
    expect(sample(text, 'site_form_uploads_in_flight')).toBe(0);
    expect(sample(text, 'site_store_up')).toBe(1);
    // No outbox without e-mail: its series would only grow.
    expect(sample(text, 'site_outbox_depth')).toBeUndefined();
    // The process: event-loop delay and memory.
    expect(sample(text, 'nodejs_eventloop_lag_p99_seconds')).toBeGreaterThanOrEqual(0);
    expect(sample(text, 'process_resident_memory_bytes')).toBeGreaterThan(0);
  });

  it('show the outbox waiting and failing, and the store down', async () => {
    let storeDir = '';
    const { app } = await start((dataDir) => {
      storeDir = dataDir;
      return { mail: unreachableMail };
    });
    const store = await openSqliteStore(storeDir);
    await store.insert(
      { kind: 'contact', data: { ...contact, service: 'it' } },
      { locale: 'en', idempotencyKey: undefined },
      Date.now() - 2 * 60 * 60_000,
    );
    await store.close();
    // The outbox tried once at start (before the row existed) and once per new post.
    expect((await post(app, contact)).statusCode).toBe(201);
    await expect
      .poll(async () => sample(await app.metrics.registry.metrics(), 'site_mail_delivery_failures_total'), {
        timeout: 10_000,
      })
      .toBeGreaterThanOrEqual(2);
    const text = await app.metrics.registry.metrics();
    expect(sample(text, 'site_mail_delivery_attempts_total')).toBe(sample(text, 'site_mail_delivery_failures_total'));
    expect(sample(text, 'site_outbox_depth')).toBe(2);
    expect(sample(text, 'site_outbox_oldest_age_seconds')).toBeGreaterThan(2 * 60 * 60 - 5);

    // The data directory becomes a file: the store cannot be opened any more.
    await app.close();
    rmSync(storeDir, { recursive: true, force: true });
    writeFileSync(storeDir, 'not a directory');
    const { app: broken } = await start(() => ({ dataDir: storeDir }));
    expect(sample(await broken.metrics.registry.metrics(), 'site_store_up')).toBe(0);
  });

  it('count uploads turned away, by why', async () => {
    const { app } = await start(() => ({ minFreeBytes: Number.MAX_SAFE_INTEGER }));
    const { body, headers } = multipart({ name: 'Grace', email: 'grace@example.com' }, [
      { name: 'cv', fileName: 'cv.pdf', bytes: sampleFiles.pdf() },
    ]);
    expect((await app.inject({ method: 'POST', url: '/api/applications', payload: body, headers })).statusCode).toBe(
      503,
    );
    const text = await app.metrics.registry.metrics();
    expect(sample(text, 'site_upload_refusals_total{reason="diskSpace"}')).toBe(1);
    expect(sample(text, 'site_form_submissions_total{form="application",outcome="refused",reason="unavailable"}')).toBe(
      1,
    );
  });

  it('are served only where the operator asks: off by default, on 127.0.0.1 unless told, never on the public port', async () => {
    expect(metricsListenFromEnv({})).toBeUndefined();
    expect(metricsListenFromEnv({ METRICS_PORT: '9464' })).toEqual({ port: 9464, host: '127.0.0.1' });
    expect(metricsListenFromEnv({ METRICS_PORT: '9464', METRICS_HOST: '10.0.0.6' })).toEqual({
      port: 9464,
      host: '10.0.0.6',
    });
    expect(metricsListenFromEnv({ METRICS_PORT: 'yes' })).toBeUndefined();

    const { app } = await start();
    expect((await app.inject('/metrics')).statusCode).toBe(404);
    const listener = await serveMetrics(app.metrics.registry, { port: 0, host: '127.0.0.1' });
    onTestFinished(() => new Promise<void>((resolve) => listener.close(() => resolve())));
    const { address, port } = listener.address() as AddressInfo;
    expect(address).toBe('127.0.0.1');
    const scrape = await fetch(`http://127.0.0.1:${String(port)}/metrics`);
    expect(scrape.status).toBe(200);
    expect(scrape.headers.get('content-type')).toContain('text/plain; version=0.0.4');
    expect(await scrape.text()).toContain('# TYPE site_form_submissions_total counter');
    expect((await fetch(`http://127.0.0.1:${String(port)}/`)).status).toBe(404);
  });
});
