/**
 * A job opening's words that need Intl, formatted at build time into the collections' index: the pay range
 * in the language's number and currency format, and its two days. The browser only reads them, so a page
 * hydrates without starting Intl (see i18n/intlFormat.ts for why).
 */
import type { JobFrontMatter } from '../../content/collections/schemas';
import type { JobTexts } from '../../content/collections/types';
import { formatDateWithIntl } from '../../i18n/intlFormat';
import { localeInfo, type Locale } from '../../i18n/locales';

/** "€42,000 – €52,000", "42.000–52.000 €", "€42.000 – €52.000"; cents only where the pay has them. */
export function formatPayRangeWithIntl({ min, max, currency }: JobFrontMatter['salary'], locale: Locale): string {
  const digits = Number.isInteger(min) && Number.isInteger(max) ? 0 : 2;
  const format = new Intl.NumberFormat(localeInfo[locale].intl, {
    style: 'currency',
    currency,
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  });
  return min === max ? format.format(min) : format.formatRange(min, max);
}

export function jobTexts(job: JobFrontMatter, locale: Locale): JobTexts {
  return {
    payRange: formatPayRangeWithIntl(job.salary, locale),
    datePostedText: formatDateWithIntl(job.datePosted, locale),
    validThroughText: formatDateWithIntl(job.validThrough, locale),
  };
}
