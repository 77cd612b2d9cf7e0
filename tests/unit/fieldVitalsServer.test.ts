/**
 * The field beacons on the forms server: a valid one moves its histogram's bucket, anything else is refused
 * with 400, counted, and changes no histogram; nothing of the request (address, user agent) is logged.
 */
import { Writable } from 'node:stream';
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { buildServer } from '../../src/server/app';
import { vitalsEndpoint, type VitalReport } from '../../src/fieldVitals/beacon';
import { fakeDist, testForms } from './support/fakeDist';

const servers: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const close of servers.splice(0)) await close();
});

/** A server whose log lines, at every level, are kept for the test to read. */
async function start(): Promise<{ app: FastifyInstance; log: string[] }> {
  const log: string[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      log.push(chunk.toString());
      done();
    },
  });
  const dist = fakeDist();
  const app = await buildServer({
    distDir: dist,
    forms: testForms(join(dist, 'data')),
    logger: { level: 'trace', stream },
  });
  servers.push(async () => {
    await app.close();
    rmSync(dist, { recursive: true, force: true });
  });
  return { app, log };
}

const lcp: VitalReport = {
  metric: 'LCP',
  value: 3100,
  route: 'about',
  language: 'de',
  navigation: 'navigate',
  device: 'phone',
  renderer: '2d',
  quality: 'full',
};
const userAgent = 'Mozilla/5.0 (Test; Fieldphone 12) Unique/987';
const address = '203.0.113.77';

const post = (app: FastifyInstance, body: string) =>
  app.inject({
    method: 'POST',
    url: vitalsEndpoint,
    remoteAddress: address,
    headers: { 'content-type': 'application/json', 'user-agent': userAgent },
    payload: body,
  });

async function scrape(app: FastifyInstance): Promise<string> {
  return app.metrics.registry.metrics();
}
/** The value of one sample line, 0 when the series does not exist yet. */
const sample = (text: string, series: string): number => {
  const line = text.split('\n').find((candidate) => candidate.startsWith(`${series} `));
  return line === undefined ? 0 : Number(line.slice(series.length + 1));
};
const lcpBucket = (le: string) =>
  `site_web_vital_lcp_seconds_bucket{le="${le}",metric="LCP",route="about",device="phone",renderer="2d"}`;

describe('a field beacon', () => {
  it('moves the bucket its value falls in, between the thresholds, and is answered 204', async () => {
    const { app } = await start();
    const reply = await post(app, JSON.stringify({ reports: [lcp, { ...lcp, metric: 'CLS', value: 0.12 }] }));
    expect(reply.statusCode).toBe(204);
    const text = await scrape(app);
    // 3.1 s: above the good threshold (2.5 s), within needs-improvement (4 s).
    expect(sample(text, lcpBucket('2.5'))).toBe(0);
    expect(sample(text, lcpBucket('3'))).toBe(0);
    expect(sample(text, lcpBucket('4'))).toBe(1);
    expect(sample(text, lcpBucket('+Inf'))).toBe(1);
    expect(
      sample(text, 'site_web_vital_cls_bucket{le="0.15",metric="CLS",route="about",device="phone",renderer="2d"}'),
    ).toBe(1);
    expect(
      sample(
        text,
        'site_web_vital_reports_total{metric="LCP",renderer="2d",quality="full",navigation="navigate",language="de"}',
      ),
    ).toBe(1);
    expect((await app.fieldVitals.window(1)).rows.find((row) => row.metric === 'LCP')).toMatchObject({
      route: 'about',
      samples: 1,
    });
  });

  it('counts the globe’s quality step it names, in the counter and the daily counts', async () => {
    const { app } = await start();
    const lean = { ...lcp, renderer: 'webgl', quality: 'lean' } as const;
    const still = { ...lcp, metric: 'FCP', renderer: 'still', quality: 'none' } as const;
    expect((await post(app, JSON.stringify({ reports: [lean, lean, still] }))).statusCode).toBe(204);
    const text = await scrape(app);
    const reports = (metric: string, renderer: string, quality: string) =>
      sample(
        text,
        `site_web_vital_reports_total{metric="${metric}",renderer="${renderer}",quality="${quality}",navigation="navigate",language="de"}`,
      );
    expect(reports('LCP', 'webgl', 'lean')).toBe(2);
    expect(reports('LCP', 'webgl', 'full')).toBe(0);
    expect(reports('FCP', 'still', 'none')).toBe(1);
    const window = await app.fieldVitals.window(1);
    expect(window.qualities).toEqual({ full: 0, lean: 2, none: 1 });
    expect(window.renderers).toEqual({ webgl: 2, '2d': 0, still: 1, none: 0 });
  });

  const refused: [string, string][] = [
    ['an unknown route', JSON.stringify({ reports: [{ ...lcp, route: 'secret-page' }] })],
    ['an address for a route', JSON.stringify({ reports: [{ ...lcp, route: '/about?email=ada@example.com' }] })],
    ['text in an enum', JSON.stringify({ reports: [{ ...lcp, device: 'iPhone 15 Pro of Ada' }] })],
    ['a field not in the beacon', JSON.stringify({ reports: [{ ...lcp, selector: 'div#card>a' }] })],
    ['a huge value', JSON.stringify({ reports: [{ ...lcp, value: 1e12 }] })],
    ['a negative value', JSON.stringify({ reports: [{ ...lcp, value: -1 }] })],
    ['a component on LCP', JSON.stringify({ reports: [{ ...lcp, component: 'card' }] })],
    ['an unknown quality step', JSON.stringify({ reports: [{ ...lcp, quality: 'ultra' }] })],
    ['a number for the quality step', JSON.stringify({ reports: [{ ...lcp, quality: 0.5 }] })],
    ['no quality step', JSON.stringify({ reports: [{ ...lcp, quality: undefined }] })],
    ['a step for the still picture', JSON.stringify({ reports: [{ ...lcp, renderer: 'still', quality: 'lean' }] })],
    ['no step for a live globe', JSON.stringify({ reports: [{ ...lcp, renderer: 'webgl', quality: 'none' }] })],
    ['one unknown step among valid reports', JSON.stringify({ reports: [lcp, { ...lcp, quality: 'max' }] })],
    ['a body over the limit', JSON.stringify({ reports: [lcp], padding: 'x'.repeat(700) })],
    ['broken JSON', '{"reports": ['],
    ['no reports', JSON.stringify({ reports: [] })],
  ];
  it.each(refused)('with %s is refused with 400, counted, and changes no count', async (_case, body) => {
    const { app } = await start();
    const before = await scrape(app);
    const reply = await post(app, body);
    expect(reply.statusCode).toBe(400);
    const after = await scrape(app);
    const countLines = (text: string) =>
      text
        .split('\n')
        .filter((line) => line.startsWith('site_web_vital_lcp') || line.startsWith('site_web_vital_reports_total'));
    expect(countLines(after)).toEqual(countLines(before));
    const refusals = (text: string) =>
      sample(text, 'site_web_vital_beacons_refused_total{reason="invalid"}') +
      sample(text, 'site_web_vital_beacons_refused_total{reason="too_large"}');
    expect(refusals(after)).toBe(refusals(before) + 1);
    const window = await app.fieldVitals.window(1);
    expect(window.rows).toEqual([]);
    expect(window.qualities).toEqual({ full: 0, lean: 0, none: 0 });
  });

  it('is limited per client in memory: the 31st in a minute is refused and counted', async () => {
    const { app } = await start();
    const body = JSON.stringify({ reports: [lcp] });
    for (let index = 0; index < 30; index += 1) expect((await post(app, body)).statusCode).toBe(204);
    expect((await post(app, body)).statusCode).toBe(429);
    expect(sample(await scrape(app), 'site_web_vital_beacons_refused_total{reason="rate_limited"}')).toBe(1);
  });

  it('leaves no line in the log with the address, the user agent or the route, accepted or refused', async () => {
    const { app, log } = await start();
    await post(app, JSON.stringify({ reports: [lcp] }));
    await post(app, JSON.stringify({ reports: [{ ...lcp, route: 'nowhere' }] }));
    await post(app, 'x'.repeat(2000));
    // A page request on the same server is logged with its address: the log itself works.
    await app.inject({ method: 'GET', url: '/', remoteAddress: address, headers: { 'user-agent': userAgent } });
    const lines = log.join('');
    expect(lines).toContain(address);
    const beaconLines = log.filter((line) => line.includes(vitalsEndpoint) || line.includes(userAgent));
    expect(beaconLines).toEqual([]);
    const addressed = log.filter((line) => line.includes(address));
    expect(addressed.every((line) => line.includes('"url":"/"') || line.includes('"statusCode"'))).toBe(true);
  });
});
