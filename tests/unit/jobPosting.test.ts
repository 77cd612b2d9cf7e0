/**
 * A job opening's JobPosting (build/jobPosting.ts) says where the work is as the opening says it, and until
 * when it takes applications as the site does: through the last day in Potsdam, in that day's offset.
 */
import { describe, expect, it } from 'vitest';
import { jobPosting } from '../../src/build/jobPosting';
import { company } from '../../src/content/company';
import type { JobMeta } from '../../src/content/collections';

const opening = (fields: Partial<JobMeta>): JobMeta => ({
  slug: 'sales',
  title: 'Vertrieb (m/w/d)',
  summary: 'S',
  location: 'Potsdam',
  locality: 'Potsdam',
  country: 'DE',
  employmentType: 'FULL_TIME',
  datePosted: '2026-11-01',
  validThrough: '2026-12-31',
  salary: { min: 1, max: 2, currency: 'EUR', unit: 'YEAR' },
  readMinutes: 1,
  payRange: '1–2 €',
  datePostedText: '1. November 2026',
  validThroughText: '31. Dezember 2026',
  ...fields,
});

const posting = (fields: Partial<JobMeta>) => jobPosting(opening(fields), '<p>Text</p>') as Record<string, unknown>;

describe('JobPosting', () => {
  it('gives an opening at the head office the company’s full address', () => {
    expect(posting({})).toMatchObject({
      jobLocation: {
        '@type': 'Place',
        address: {
          '@type': 'PostalAddress',
          streetAddress: company.address.street,
          postalCode: company.address.postalCode,
          addressLocality: 'Potsdam',
          addressCountry: 'DE',
        },
      },
    });
  });

  it('gives an opening elsewhere its own town and country, never the head office', () => {
    const address = posting({ location: 'İstanbul (hybrid)', locality: 'İstanbul', country: 'TR' }).jobLocation;
    expect(address).toEqual({
      '@type': 'Place',
      address: { '@type': 'PostalAddress', addressLocality: 'İstanbul', addressCountry: 'TR' },
    });
    expect(JSON.stringify(address)).not.toContain('Potsdam');
  });

  it('takes applications until the end of the last day in Potsdam, in the offset of that day', () => {
    expect(posting({ validThrough: '2026-12-31' }).validThrough).toBe('2026-12-31T23:59:59+01:00');
    expect(posting({ validThrough: '2026-07-15' }).validThrough).toBe('2026-07-15T23:59:59+02:00');
    // The days the clocks change: summer time from 29 March 2026, winter time from 25 October 2026.
    expect(posting({ validThrough: '2026-03-29' }).validThrough).toBe('2026-03-29T23:59:59+02:00');
    expect(posting({ validThrough: '2026-03-28' }).validThrough).toBe('2026-03-28T23:59:59+01:00');
    expect(posting({ validThrough: '2026-10-25' }).validThrough).toBe('2026-10-25T23:59:59+01:00');
    expect(posting({ validThrough: '2026-10-24' }).validThrough).toBe('2026-10-24T23:59:59+02:00');
    expect(posting({}).datePosted).toBe('2026-11-01');
  });
});
