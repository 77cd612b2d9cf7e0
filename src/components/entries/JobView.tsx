import type { ReactNode } from 'react';
import { useI18n } from '../../i18n/I18nProvider';
import { PageIntro, pageHeadingId } from '../PageIntro';
import { JobFacts } from './JobFacts';
import type { ShownJob } from './jobWords';

/**
 * A job opening as its page shows it: title and summary, the key facts beside the description (pay range up
 * front: EU Directive 2023/970, Art. 5) and "Apply" beside the facts and again after the text. One markup for the
 * site's page (pages/JobPage.tsx) and the editor's preview (admin/preview/), which shows a draft in the site's styles.
 */
export function JobView({
  job,
  html,
  apply,
  children,
}: {
  job: ShownJob;
  html: string;
  /** "Apply": on the site the link to the application form with this opening chosen. */
  apply: ReactNode;
  /** What follows (the site's way back to the list). */
  children?: ReactNode;
}) {
  const { t } = useI18n();
  return (
    <article className="page job" aria-labelledby={pageHeadingId}>
      <PageIntro heading={job.title} lead={job.summary} eyebrow={t('careers.heading')} />
      <div className="job__layout">
        <aside className="job__aside">
          <JobFacts job={job} headingId="job-facts-heading" />
          <p className="button-row">{apply}</p>
        </aside>
        <div className="job__main">
          {/* Built from Markdown whose raw HTML was escaped (content/collections/markdown.ts). */}
          <div className="prose" dangerouslySetInnerHTML={{ __html: html }} />
          {/* For the phone's reader at the end of the text; beside it on a wide screen the aside's button stays in view. */}
          <p className="button-row job__apply-end">{apply}</p>
        </div>
      </div>
      {children}
    </article>
  );
}
