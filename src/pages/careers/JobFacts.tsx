import { Fragment } from 'react';
import type { JobMeta } from '../../content/collections';
import { useI18n } from '../../i18n/I18nProvider';
import { employmentText, payText } from './jobWords';

/** A job opening's key facts as a description list: location (and remote), type, pay, the two days. */
export function JobFacts({ job, headingId }: { job: JobMeta; headingId: string }) {
  const { t } = useI18n();
  const facts: [string, string][] = [
    [t('careers.facts.location'), job.remote ? `${job.location} · ${t('careers.remote')}` : job.location],
    [t('careers.facts.type'), employmentText(t, job)],
    [t('careers.facts.pay'), payText(t, job)],
    [t('careers.facts.posted'), job.datePostedText],
    [t('careers.facts.validThrough'), job.validThroughText],
  ];
  return (
    <section className="surface job__facts" aria-labelledby={headingId}>
      <h2 id={headingId}>{t('careers.facts.heading')}</h2>
      <dl className="fact-list" data-testid="job-facts">
        {facts.map(([term, value]) => (
          <Fragment key={term}>
            <dt>{term}</dt>
            <dd>{value}</dd>
          </Fragment>
        ))}
      </dl>
    </section>
  );
}
