import { company } from '../content/company';
import { officeHourRows } from '../content/officeHours';
import { entriesIn, entryMeta } from '../content/collections';
import { locales, type Locale } from '../i18n/locales';
import type { Translate } from '../i18n/translator';
import type { RouteDef } from './routes';

/** A weekday's name (ISO, 1 = Monday) in the page's language: the build's table in the page, Intl in node tools. */
export type WeekdayName = (day: number) => string;

/** The office hours from company.ts in one line ("Monday to Friday 09:00–18:00, Saturday 10:00–14:00"), for the contact page's description. */
function officeHoursLine(t: Translate, weekdayName: WeekdayName): string {
  return officeHourRows(company.officeHours)
    .flatMap((row) => {
      if (!row.hours) return [];
      const from = weekdayName(row.from);
      const days = row.from === row.to ? from : t('officeHours.dayRange', { from, to: weekdayName(row.to) });
      return [t('officeHours.days', { days, open: row.hours[0], close: row.hours[1] })];
    })
    .join(', ');
}

/**
 * A page's title and description in the translator's language ('{service} – {company}' for services, '{heading} –
 * {company}' for a place, '{title} – {company}' and its summary for a news article or job opening, which needs the
 * language).
 */
export function pageTitleAndDescription(
  route: RouteDef,
  t: Translate,
  weekdayName: WeekdayName,
  locale?: Locale,
): { title: string; description: string } {
  if (route.entry) {
    const entry = locale && entryMeta(route.entry.collection, route.entry.slug, locale);
    if (!entry)
      throw new Error(`No ${route.entry.collection} entry ${route.entry.slug} in ${locale ?? '(no language given)'}`);
    return {
      title: t('meta.entry.title', { name: entry.title, company: company.name }),
      description: t('meta.entry.description', { summary: entry.summary }),
    };
  }
  // A place's page is named by its heading ("Real estate in Azerbaijan"), and told by its own summary.
  if (route.place) {
    return {
      title: t('meta.place.title', { name: t(`placePages.${route.place}.heading`), company: company.name }),
      description: t('meta.place.description', { summary: t(`placePages.${route.place}.summary`) }),
    };
  }
  const category = route.service?.category;
  if (category) {
    const name = t(`services.${category}.name`);
    const summary = t(`services.${category}.summary`);
    return {
      title: t('meta.service.title', { name, company: company.name }),
      description: t('meta.service.description', { summary }),
    };
  }
  // Every description may name the company, the response time or the office hours (contact); one fact each, from company.ts.
  const facts = {
    company: company.name,
    hours: company.responseTimeHours,
    ...(route.metaKey === 'contact' ? { officeHours: officeHoursLine(t, weekdayName) } : {}),
  };
  // The news list speaks of its articles once a language has some (words of its own part), of the first ones on their way before.
  if (route.page === 'blog' && locale && entriesIn('news', locale).length > 0) {
    return { title: t('blog.listTitle', { company: company.name }), description: t('blog.listDescription') };
  }
  // The careers page lists the openings of every language (pages/careers/openingsIn.ts): its description says so.
  if (route.page === 'careers' && locales.some((language) => entriesIn('jobs', language).length > 0)) {
    return { title: t('meta.careers.title', { company: company.name }), description: t('careers.listDescription') };
  }
  return {
    title: t(`meta.${route.metaKey}.title`, { company: company.name }),
    description: t(`meta.${route.metaKey}.description`, facts),
  };
}
