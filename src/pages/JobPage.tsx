import Send from 'lucide-react/icons/send';
import { AppLink } from '../components/AppLink';
import { BackLink } from '../components/BackLink';
import { PageIntro, pageHeadingId } from '../components/PageIntro';
import { entryMeta } from '../content/collections';
import { useI18n } from '../i18n/I18nProvider';
import { jobPreset } from '../routes/contactPreset';
import { entryBody } from '../routes/entryBody';
import type { RouteDef } from '../routes/routes';
import { JobFacts } from './careers/JobFacts';
import './careers/JobPage.css';

/**
 * A job opening (content/jobs): its title and summary, the key facts (pay range up front: EU Directive
 * 2023/970, Art. 5), the description, and "Apply", which opens the application form on /careers with this
 * opening chosen (`?job=<slug>`). Its JobPosting for search engines is build/jobPosting.ts.
 */
export function JobPage({ route }: { route: RouteDef }) {
  const { t, locale } = useI18n();
  if (!route.entry) throw new Error(`${route.id} is not a job opening`);
  const job = entryMeta('jobs', route.entry.slug, locale);
  const html = entryBody(route.entry, locale);
  if (!job) throw new Error(`No job opening ${route.entry.slug} in ${locale}`);
  const apply = (
    <AppLink
      route="careers"
      query={jobPreset(job.slug)}
      hash="application-form"
      className="button button--primary"
      data-testid="job-apply"
    >
      <Send aria-hidden="true" size={18} />
      {t('careers.apply')}
    </AppLink>
  );
  return (
    <article className="page job" aria-labelledby={pageHeadingId}>
      <PageIntro heading={job.title} lead={job.summary} eyebrow={t('careers.heading')} />
      <div className="job__layout">
        <aside className="job__aside">
          <JobFacts job={job} headingId="job-facts-heading" />
          <p className="button-row">{apply}</p>
        </aside>
        <div className="job__main">
          {/* Prebuilt at build time from Markdown whose raw HTML was escaped (build/collections/markdown.ts). */}
          <div className="prose" dangerouslySetInnerHTML={{ __html: html }} />
          {/* For the phone's reader at the end of the text; beside it on a wide screen the aside's button stays in view. */}
          <p className="button-row job__apply-end">{apply}</p>
        </div>
      </div>
      <BackLink route="careers" label={t('careers.backToList')} />
    </article>
  );
}
