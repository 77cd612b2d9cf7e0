/**
 * A job opening's pay range and days: formatted with Intl at build time, in each language's number and
 * currency format (build/collections/jobText.ts); the pages only look them up, so hydration starts no Intl.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { formatPayRangeWithIntl } from '../../src/i18n/intlFormat';
import { allMessages } from '../../src/i18n/allMessages';
import { locales } from '../../src/i18n/locales';
import { createTranslator } from '../../src/i18n/translator';
import { fixtureCollections } from './support/fixtureCollections';

const yearly = { min: 42000, max: 52000, currency: 'EUR', unit: 'YEAR' } as const;

describe('a job opening’s pay range', () => {
  afterEach(() => vi.restoreAllMocks());

  it('is written in the language’s format, cents only where the pay has them', () => {
    expect(formatPayRangeWithIntl(yearly, 'en')).toBe('€42,000 – €52,000');
    expect(formatPayRangeWithIntl(yearly, 'de')).toBe('42.000–52.000\u00a0€');
    expect(formatPayRangeWithIntl(yearly, 'tr')).toBe('€42.000 – €52.000');
    const hourly = { min: 14.5, max: 18, currency: 'EUR', unit: 'HOUR' } as const;
    expect(formatPayRangeWithIntl(hourly, 'en')).toBe('€14.50 – €18.00');
    expect(formatPayRangeWithIntl(hourly, 'de')).toBe('14,50–18,00\u00a0€');
    expect(formatPayRangeWithIntl({ min: 3000, max: 3000, currency: 'USD', unit: 'MONTH' }, 'en')).toBe('US$3,000');
  });

  it('comes with the index, so the pages word it without Intl', async () => {
    const { index } = fixtureCollections();
    vi.resetModules();
    const { payText, employmentText } = await import('../../src/components/entries/jobWords');
    const spies = [vi.spyOn(Intl, 'NumberFormat'), vi.spyOn(Intl, 'DateTimeFormat')];
    const worded = locales.flatMap((locale) => {
      const { t } = createTranslator(locale, allMessages[locale]);
      return index.jobs[locale].map((job) => [
        payText(t, job),
        employmentText(t, job),
        job.datePostedText,
        job.validThroughText,
      ]);
    });
    for (const spy of spies) expect(spy).not.toHaveBeenCalled();
    expect(worded).toEqual([
      ['€42,000 – €52,000 gross a year', 'Full-time', '1 November 2026', '31 December 2099'],
      ['42.000–52.000\u00a0€ brutto im Jahr', 'Vollzeit', '1. November 2026', '31. Dezember 2099'],
    ]);
  });
});
