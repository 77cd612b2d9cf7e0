/**
 * A job opening's words that need Intl, formatted at build time into the collections' index: the pay range
 * in the language's number and currency format, and its two days. The browser only reads them, so a page
 * hydrates without starting Intl (see i18n/intlFormat.ts for why).
 */
import type { JobFrontMatter } from '../../content/collections/schemas';
import type { JobTexts } from '../../content/collections/types';
import { formatDateWithIntl, formatPayRangeWithIntl } from '../../i18n/intlFormat';
import type { Locale } from '../../i18n/locales';

export function jobTexts(job: JobFrontMatter, locale: Locale): JobTexts {
  return {
    payRange: formatPayRangeWithIntl(job.salary, locale),
    datePostedText: formatDateWithIntl(job.datePosted, locale),
    validThroughText: formatDateWithIntl(job.validThrough, locale),
  };
}
