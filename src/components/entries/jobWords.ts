/** The words a job opening's facts show, from the dictionary and the build's preformatted text (no Intl here). */
import type { JobMeta } from '../../content/collections';
import type { Translate } from '../../i18n/translator';

/** What an opening's page shows of it, which the editor's preview fills from a draft as well. */
export type ShownJob = Pick<
  JobMeta,
  | 'title'
  | 'summary'
  | 'location'
  | 'remote'
  | 'employmentType'
  | 'salary'
  | 'payRange'
  | 'collectiveAgreement'
  | 'datePosted'
  | 'datePostedText'
  | 'validThrough'
  | 'validThroughText'
>;

/**
 * "€42,000 – €52,000 gross a year", "42.000–52.000 € brutto im Jahr", "Yıllık brüt €42.000 – €52.000"; a freelancer's
 * fee (CONTRACTOR) is net with VAT on top: "€80 – €95 an hour plus VAT".
 */
export function payText(t: Translate, job: Pick<ShownJob, 'employmentType' | 'salary' | 'payRange'>): string {
  const kind = job.employmentType === 'CONTRACTOR' ? 'fee' : 'pay';
  return t(`careers.${kind}.${job.salary.unit}`, { range: job.payRange });
}

/** "Full-time", "Vollzeit", "Tam zamanlı": the schema.org code in words. */
export function employmentText(t: Translate, job: Pick<ShownJob, 'employmentType'>): string {
  return t(`careers.employmentTypes.${job.employmentType}`);
}
