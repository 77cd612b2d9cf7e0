import Send from 'lucide-react/icons/send';
import { AppLink } from '../components/AppLink';
import { BackLink } from '../components/BackLink';
import { JobView } from '../components/entries/JobView';
import { entryMeta } from '../content/collections';
import { useI18n } from '../i18n/I18nProvider';
import { jobPreset } from '../routes/contactPreset';
import { entryBody } from '../routes/entryBody';
import type { RouteDef } from '../routes/routes';
import './careers/JobPage.css';

/**
 * A job opening (content/jobs) as components/entries/JobView.tsx lays it out, with "Apply", which opens the
 * application form on /careers with this opening chosen (`?job=<slug>`). Its JobPosting for search engines is
 * build/jobPosting.ts.
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
    <JobView job={job} html={html} apply={apply}>
      <BackLink route="careers" label={t('careers.backToList')} />
    </JobView>
  );
}
