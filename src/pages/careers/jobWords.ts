/** The words a job opening's facts show, from the dictionary and the build's preformatted text (no Intl here). */
import type { JobMeta } from '../../content/collections';
import type { Translate } from '../../i18n/translator';

/** "€42,000 – €52,000 a year", "42.000–52.000 € im Jahr", "Yıllık €42.000 – €52.000". */
export function payText(t: Translate, job: JobMeta): string {
  return t(`careers.pay.${job.salary.unit}`, { range: job.payRange });
}

/** "Full-time", "Vollzeit", "Tam zamanlı": the schema.org code in words. */
export function employmentText(t: Translate, job: JobMeta): string {
  return t(`careers.employmentTypes.${job.employmentType}`);
}
