// @vitest-environment happy-dom
/** The field measurement's beacon: only enumerated fields leave the browser, whatever the library reports. */
import { describe, expect, it } from 'vitest';
import { beacons, buildReport, deviceClass } from '../../src/app/vitals/beaconBuilder';
import { componentClass } from '../../src/app/vitals/componentClass';
import { globeShown } from '../../src/app/vitals/globeShown';
import { globeQualities, maxBeaconBytes, maxReportsPerBeacon, type VitalReport } from '../../src/fieldVitals/beacon';
import { parseBeacon } from '../../src/fieldVitals/schema';

const allowed = new Set([
  'metric',
  'value',
  'route',
  'language',
  'navigation',
  'device',
  'renderer',
  'quality',
  'component',
]);
const context = {
  href: 'https://example.com/de/about?utm_source=mail#team',
  viewportWidth: 390,
  globe: { renderer: '2d', quality: 'lean' },
} as const;

describe('a report from the library', () => {
  it('keeps only the enumerated fields: no address, query, selector, entries or id', () => {
    const metric = {
      name: 'INP' as const,
      value: 231.6,
      navigationType: 'navigate',
      navigationURL: 'https://example.com/de/contact?email=ada@example.com',
      attribution: { interactionTarget: 'form' },
      // What the real library adds besides: none of it may reach the body.
      id: 'v5-1712-123',
      entries: [{ name: 'pointerdown' }],
      rating: 'needs-improvement',
    };
    const report = buildReport(metric, context);
    expect(report).toEqual({
      metric: 'INP',
      value: 232,
      route: 'contact',
      language: 'de',
      navigation: 'navigate',
      device: 'phone',
      renderer: '2d',
      quality: 'lean',
      component: 'form',
    });
    expect(Object.keys(report).every((key) => allowed.has(key))).toBe(true);
    expect(JSON.stringify(report)).not.toMatch(/example|ada|v5-|pointerdown|\?/);
  });

  it('names the route from the route table, the 404 page as not-found, and a page change as soft', () => {
    expect(buildReport({ name: 'LCP', value: 1800.4, navigationType: 'reload' }, context)).toMatchObject({
      route: 'about',
      language: 'de',
      navigation: 'reload',
      value: 1800,
    });
    const lost = { ...context, href: 'https://example.com/tr/no-such-page' };
    expect(buildReport({ name: 'CLS', value: 0.123456, navigationType: 'soft-navigation' }, lost)).toEqual({
      metric: 'CLS',
      value: 0.1235,
      route: 'not-found',
      language: 'tr',
      navigation: 'soft',
      device: 'phone',
      renderer: '2d',
      quality: 'lean',
    });
  });

  it('turns a selector the library made into `other`, and adds a component to INP only', () => {
    const inp = {
      name: 'INP',
      value: 80,
      navigationType: 'navigate',
      attribution: { interactionTarget: 'div#x>a' },
    } as const;
    expect(buildReport(inp, context).component).toBe('other');
    expect(buildReport({ name: 'FCP', value: 80, navigationType: 'navigate' }, context)).not.toHaveProperty(
      'component',
    );
  });

  it('classes the viewport by width', () => {
    expect([320, 767, 768, 1023, 1024, 2560].map(deviceClass)).toEqual([
      'phone',
      'phone',
      'tablet',
      'tablet',
      'desktop',
      'desktop',
    ]);
  });
});

describe('the globe’s quality step', () => {
  const stage = (attributes: string, still = false) => {
    document.body.innerHTML = `<div data-testid="globe-stage" ${attributes}>${still ? '<svg class="globe-still"></svg>' : ''}</div>`;
    return globeShown();
  };

  it('is read from the stage for a live globe, and is none for the still or no globe', () => {
    expect(stage('data-renderer="flat" data-quality="lean"')).toEqual({ renderer: '2d', quality: 'lean' });
    expect(stage('data-renderer="webgl" data-quality="full"')).toEqual({ renderer: 'webgl', quality: 'full' });
    expect(stage('data-renderer="none"', true)).toEqual({ renderer: 'still', quality: 'none' });
    expect(stage('data-renderer="none" data-quality="lean"')).toEqual({ renderer: 'none', quality: 'none' });
  });

  it('is always one of the steps, whatever the markup says: a live globe not stepped down is at full quality', () => {
    for (const attributes of ['data-quality="0.5"', 'data-quality="ultra"', 'data-quality="none"', ''])
      expect(stage(`data-renderer="flat" ${attributes}`).quality).toBe('full');
  });

  it('passes the server’s check only as one of the steps, and none exactly without a live globe', () => {
    const report: VitalReport = {
      metric: 'FCP',
      value: 900,
      route: 'home',
      language: 'en',
      navigation: 'navigate',
      device: 'phone',
      renderer: '2d',
      quality: 'lean',
    };
    const checked = (change: Record<string, unknown>) => parseBeacon({ reports: [{ ...report, ...change }] });
    for (const quality of globeQualities.filter((step) => step !== 'none'))
      expect(checked({ quality })?.reports[0]?.quality).toBe(quality);
    expect(checked({ renderer: 'still', quality: 'none' })).toBeDefined();
    for (const quality of ['ultra', 'Lean', 0.5, 2, null, ''])
      expect(checked({ quality }), String(quality)).toBeUndefined();
    expect(checked({ quality: undefined })).toBeUndefined();
    expect(checked({ renderer: 'webgl', quality: 'none' })).toBeUndefined();
    expect(checked({ renderer: 'still', quality: 'full' })).toBeUndefined();
    expect(checked({ renderer: 'none', quality: 'lean' })).toBeUndefined();
  });
});

describe('the component an interaction was with', () => {
  it('is found by known classes and roles from the target up, never from its text', () => {
    document.body.innerHTML = `
      <header><nav><a href="/about" id="menu-link">About</a></nav></header>
      <ul class="globe-markers"><li><button class="globe-marker" id="marker">Doha</button></li></ul>
      <article class="card"><a href="/it" id="card-link">IT</a></article>
      <form><input id="field"></form>
      <p><a href="/privacy-policy" id="plain-link">Privacy</a><span id="text">marker card form</span></p>`;
    const at = (id: string) => componentClass(document.getElementById(id));
    expect(['menu-link', 'marker', 'card-link', 'field', 'plain-link', 'text'].map(at)).toEqual([
      'menu',
      'marker',
      'card',
      'form',
      'link',
      'other',
    ]);
    expect(componentClass(null)).toBe('other');
  });
});

describe('the beacons', () => {
  const report: VitalReport = {
    metric: 'LCP',
    value: 59999,
    route: 'sub-service:hr:executive-search',
    language: 'tr',
    navigation: 'back-forward-cache',
    device: 'desktop',
    renderer: 'webgl',
    quality: 'full',
  };

  it('split the reports so that each is within the count and the bytes the server takes, and passes its check', () => {
    const bodies = beacons(Array.from({ length: 13 }, () => report));
    expect(bodies.length).toBeGreaterThan(2);
    for (const body of bodies) {
      expect(body.length).toBeLessThanOrEqual(maxBeaconBytes);
      const parsed: unknown = JSON.parse(body);
      expect(parseBeacon(parsed)?.reports.length).toBeLessThanOrEqual(maxReportsPerBeacon);
    }
    expect(bodies.flatMap((body) => parseBeacon(JSON.parse(body))?.reports ?? [])).toHaveLength(13);
  });
});
