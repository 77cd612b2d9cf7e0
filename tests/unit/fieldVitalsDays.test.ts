/**
 * What the inbox shows of the field measurements' daily counts: the 75th percentile from the buckets (those of
 * the metrics listener's histograms), above a minimum of values, summed over days; and the tally a server keeps
 * until it writes its counts, which gives a failed write's counts back whole.
 */
import { describe, expect, it } from 'vitest';
import { FieldTally, minimumSamples, unrecordedQuality } from '../../src/fieldVitals/days';
import { fieldWindow, quantile } from '../../src/fieldVitals/percentiles';
import { bucketEdge, bucketIndex, vitalBuckets } from '../../src/fieldVitals/thresholds';

describe('the field measurements’ daily counts', () => {
  it('give a route and metric its 75th percentile from the buckets summed over days, as Prometheus reads them', () => {
    const tally = new FieldTally();
    // 100 values over two days: 75 good (1.2 s), 25 poor (5 s): the 75th lies in the bucket up to 1.5 s.
    for (let index = 0; index < 75; index += 1)
      tally.add({ route: 'about', metric: 'LCP', value: 1200, renderer: '2d', quality: 'full' }, '2026-12-06');
    for (let index = 0; index < 25; index += 1)
      tally.add({ route: 'about', metric: 'LCP', value: 5000, renderer: 'webgl', quality: 'lean' }, '2026-12-07');
    expect(tally.entries()).toEqual([
      { day: '2026-12-06', metric: 'LCP', route: 'about', renderer: '2d', quality: 'full', le: '1.5', count: 75 },
      { day: '2026-12-07', metric: 'LCP', route: 'about', renderer: 'webgl', quality: 'lean', le: '6', count: 25 },
    ]);
    const window = fieldWindow(tally.entries());
    expect(window.rows).toHaveLength(1);
    expect(window.rows[0]).toMatchObject({ route: 'about', metric: 'LCP', samples: 100 });
    expect(window.rows[0]?.p75).toBeCloseTo(1.5, 5);
    expect(window.renderers).toEqual({ webgl: 25, '2d': 75, still: 0, none: 0 });
    expect(window.qualities).toEqual({ full: 75, lean: 25, none: 0 });
  });

  it('count each quality step apart in the same bucket, and leave the days counted before the step out of its shares', () => {
    const tally = new FieldTally();
    const lcp = { route: 'home', metric: 'LCP', value: 1200 } as const;
    tally.add({ ...lcp, renderer: '2d', quality: 'full' }, '2026-12-07');
    tally.add({ ...lcp, renderer: '2d', quality: 'lean' }, '2026-12-07');
    tally.add({ ...lcp, renderer: 'still', quality: 'none' }, '2026-12-07');
    expect(tally.entries().map((entry) => [entry.renderer, entry.quality, entry.count])).toEqual([
      ['2d', 'full', 1],
      ['2d', 'lean', 1],
      ['still', 'none', 1],
    ]);
    // A day stored before the beacon carried the step: its values count for the page and its renderer only.
    const before = {
      metric: 'LCP',
      route: 'home',
      renderer: 'webgl',
      quality: unrecordedQuality,
      le: '1.5',
      count: 7,
    } as const;
    const window = fieldWindow([...tally.entries(), before], 1);
    expect(window.rows[0]?.samples).toBe(10);
    expect(window.renderers).toEqual({ webgl: 7, '2d': 2, still: 1, none: 0 });
    expect(window.qualities).toEqual({ full: 1, lean: 1, none: 1 });
  });

  it('show no figure for a route below the minimum number of values, but its count', () => {
    const tally = new FieldTally();
    for (let index = 0; index < minimumSamples - 1; index += 1)
      tally.add({ route: 'contact', metric: 'INP', value: 180, renderer: '2d', quality: 'full' }, '2026-12-07');
    expect(fieldWindow(tally.entries()).rows).toEqual([
      { route: 'contact', metric: 'INP', samples: minimumSamples - 1, p75: null },
    ]);
  });

  it('name each bucket by its upper edge, and count one named by an edge no longer used in the next one up', () => {
    expect(bucketEdge('CLS', 0.02)).toBe('0.05');
    expect(bucketEdge('CLS', 0.1)).toBe('0.1');
    expect(bucketEdge('LCP', 25)).toBe('+Inf');
    for (const [index, edge] of vitalBuckets.TTFB.entries()) expect(bucketIndex('TTFB', String(edge))).toBe(index);
    expect(bucketIndex('TTFB', '+Inf')).toBe(vitalBuckets.TTFB.length);
    // 0.3 s is no TTFB edge: its values were all at most 0.3 s, so at most 0.4 s.
    expect(bucketIndex('TTFB', '0.3')).toBe(vitalBuckets.TTFB.indexOf(0.4));
  });

  it('hand a failed write’s counts back to the tally, added to what arrived meanwhile', () => {
    const tally = new FieldTally();
    const report = { route: 'home', metric: 'CLS', value: 0.02, renderer: 'still', quality: 'none' } as const;
    tally.add(report, '2026-12-07');
    const taken = tally.take();
    expect(tally.entries()).toEqual([]);
    tally.add(report, '2026-12-07');
    tally.putBack(taken);
    expect(tally.entries()).toEqual([
      { day: '2026-12-07', metric: 'CLS', route: 'home', renderer: 'still', quality: 'none', le: '0.05', count: 2 },
    ]);
    // Two values in the bucket (0.01, 0.05]: the 75th three quarters into it.
    expect(fieldWindow(tally.entries(), 1).rows[0]?.p75).toBeCloseTo(0.04, 5);
  });

  it('interpolate inside a bucket, and name the lower edge of the open last one', () => {
    expect(quantile(0.75, 'INP', [0, 0, 0, 4, 0, 0, 0, 0, 0, 0, 0])).toBeCloseTo(0.1875, 5);
    expect(quantile(0.75, 'CLS', [0, 0, 0, 0, 0, 0, 0, 0, 3])).toBe(2);
    expect(quantile(0.75, 'LCP', [])).toBeNull();
  });
});
