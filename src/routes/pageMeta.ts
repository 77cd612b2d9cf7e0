import { company } from '../content/company';
import type { Translate } from '../i18n/translator';
import type { RouteDef } from './routes';

/** A page's title and description in the translator's language ('{service} - {company}' for services). */
export function pageTitleAndDescription(route: RouteDef, t: Translate): { title: string; description: string } {
  const category = route.service?.category;
  if (category) {
    const name = t(`services.${category}.name`);
    const summary = t(`services.${category}.summary`);
    return {
      title: t('meta.service.title', { name, company: company.name }),
      description: t('meta.service.description', { summary }),
    };
  }
  return {
    title: t(`meta.${route.metaKey}.title`, { company: company.name }),
    // Every description may name the company or the response time (contact); one fact each, from company.ts.
    description: t(`meta.${route.metaKey}.description`, { company: company.name, hours: company.responseTimeHours }),
  };
}
