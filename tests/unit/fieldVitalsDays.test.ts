/** What the inbox shows of the field measurements: the 75th percentile over 28 days, above a minimum of values. */
import { describe, expect, it } from 'vitest';
import { FieldVitalDays, fieldWindowDays, minimumSamples, quantile } from '../../src/fieldVitals/days';

const day = 24 * 60 * 60 * 1000;

describe('the field measurements of the last 28 days', () => {
  it('give a route and metric its 75th percentile from the buckets, as Prometheus reads them', () => {
    let now = Date.UTC(2026, 11, 7, 12);
    const days = new FieldVitalDays(() => now);
    // 100 values: 75 good (1.2 s), 25 poor (5 s): the 75th lies in the bucket up to 1.5 s.
    for (let index = 0; index < 75; index += 1)
      days.add({ route: 'about', metric: 'LCP', value: 1200, renderer: '2d' });
    for (let index = 0; index < 25; index += 1)
      days.add({ route: 'about', metric: 'LCP', value: 5000, renderer: 'webgl' });
    const [row] = days.summary();
    expect(row).toMatchObject({ route: 'about', metric: 'LCP', samples: 100 });
    expect(row?.p75).toBeCloseTo(1.5, 5);
    expect(days.window().renderers).toEqual({ webgl: 25, '2d': 75, still: 0, none: 0 });
    // 27 days later the values still count; on the 28th day after they have left the window.
    now += (fieldWindowDays - 1) * day;
    expect(days.summary()[0]?.samples).toBe(100);
    now += day;
    days.add({ route: 'home', metric: 'CLS', value: 0.02, renderer: 'still' });
    const rows = days.summary(1);
    expect(rows.map(({ route, metric, samples }) => ({ route, metric, samples }))).toEqual([
      { route: 'home', metric: 'CLS', samples: 1 },
    ]);
    // One value in the bucket (0.01, 0.05]: three quarters into it.
    expect(rows[0]?.p75).toBeCloseTo(0.04, 5);
    expect(days.window(1).renderers).toEqual({ webgl: 0, '2d': 0, still: 1, none: 0 });
  });

  it('show no figure for a route below the minimum number of values, but its count', () => {
    const days = new FieldVitalDays();
    for (let index = 0; index < minimumSamples - 1; index += 1)
      days.add({ route: 'contact', metric: 'INP', value: 180, renderer: '2d' });
    expect(days.summary()).toEqual([{ route: 'contact', metric: 'INP', samples: minimumSamples - 1, p75: null }]);
  });

  it('interpolate inside a bucket, and name the lower edge of the open last one', () => {
    expect(quantile(0.75, 'INP', [0, 0, 0, 4, 0, 0, 0, 0, 0, 0, 0])).toBeCloseTo(0.1875, 5);
    expect(quantile(0.75, 'CLS', [0, 0, 0, 0, 0, 0, 0, 0, 3])).toBe(2);
    expect(quantile(0.75, 'LCP', [])).toBeNull();
  });
});
