import { use } from 'react';
import { BackLink } from '../components/BackLink';
import { PageIntro, pageHeadingId } from '../components/PageIntro';
import { entryMeta } from '../content/collections';
import { useI18n } from '../i18n/I18nProvider';
import { entryBody } from '../routes/entryBody';
import type { RouteDef } from '../routes/routes';

/**
 * A job opening (content/jobs): its title, summary and description. The collection infrastructure's first
 * version; the careers work (issue 41, Build 3) gives it the pay range, the facts and the application.
 */
export function JobPage({ route }: { route: RouteDef }) {
  const { t, locale } = useI18n();
  if (!route.entry) throw new Error(`${route.id} is not a job opening`);
  const job = entryMeta('jobs', route.entry.slug, locale);
  const html = use(entryBody(route.entry, locale));
  if (!job) throw new Error(`No job opening ${route.entry.slug} in ${locale}`);
  return (
    <article className="page job" aria-labelledby={pageHeadingId}>
      <PageIntro heading={job.title} lead={job.summary} />
      {/* Prebuilt at build time from Markdown whose raw HTML was escaped (build/collections/markdown.ts). */}
      <div className="prose" dangerouslySetInnerHTML={{ __html: html }} />
      <BackLink route="careers" label={t('breadcrumbs.segments.careers')} />
    </article>
  );
}
