import { Fragment, type ReactNode } from 'react';
import { useI18n } from '../../i18n/I18nProvider';
import { employmentText, payText, type ShownJob } from './jobWords';

/**
 * A job opening's key facts as a description list: location (and remote), type, pay and, where one applies,
 * the collective agreement, the two days (formatted at build time).
 */
export function JobFacts({ job, headingId }: { job: ShownJob; headingId: string }) {
  const { t } = useI18n();
  const facts: [string, ReactNode][] = [
    [t('careers.facts.location'), job.remote ? `${job.location} · ${t('careers.remote')}` : job.location],
    [t('careers.facts.type'), employmentText(t, job)],
    [t('careers.facts.pay'), payText(t, job)],
    ...(job.collectiveAgreement
      ? [[t('careers.facts.collectiveAgreement'), job.collectiveAgreement] satisfies [string, ReactNode]]
      : []),
    [t('careers.facts.posted'), <time dateTime={job.datePosted}>{job.datePostedText}</time>],
    [t('careers.facts.validThrough'), <time dateTime={job.validThrough}>{job.validThroughText}</time>],
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
