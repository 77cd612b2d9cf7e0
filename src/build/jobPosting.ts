/**
 * A job opening's JobPosting (schema.org, as Google for Jobs reads it): title, the description as HTML (which
 * Google allows), the two days, the employment type, the hiring organisation, the opening's own place of work,
 * the pay range as a MonetaryAmount, the site's own form as the direct way to apply, and the opening's slug as
 * its identifier. `remote` says working from home is possible beside the office (hybrid): Google keeps
 * `jobLocationType: TELECOMMUTE` for fully remote jobs, so a hybrid job names its office only.
 * (JobPosting has no `inLanguage`: the page's language is the WebPage's.)
 */
import { company } from '../content/company';
import type { JobMeta } from '../content/collections';
import type { Locale } from '../i18n/locales';
import { entryBody } from '../routes/entryBody';
import type { RouteDef } from '../routes/routes';
import { siteOrigin } from '../routes/siteOrigin';
import { entryMeta } from '../content/collections';
import { potsdamEndOfDay } from './collections/potsdamNoon';
import { companyPostalAddress } from './companyPostalAddress';

/**
 * Where the work is, as the opening names it (`locality`, `country`): at the head office its full address,
 * elsewhere the town and country, since the company has no street address there to give. Declaring every
 * opening at the head office would misstate an opening in Istanbul, which Google's rules treat as misleading.
 */
function placeOfWork({ locality, country }: Pick<JobMeta, 'locality' | 'country'>): object {
  const { city, countryCode } = company.address;
  if (locality.toLocaleLowerCase() === city.toLocaleLowerCase() && country === countryCode)
    return companyPostalAddress();
  return { '@type': 'PostalAddress', addressLocality: locality, addressCountry: country };
}

/** The opening's description: the prebuilt HTML of its body, already loaded by the page's render. */
export function jobPosting(job: JobMeta, descriptionHtml: string): object {
  return {
    '@context': 'https://schema.org',
    '@type': 'JobPosting',
    title: job.title,
    description: descriptionHtml,
    datePosted: job.datePosted,
    // Applications are taken all through the last day in Potsdam (server/forms/openJobs.ts), not until its start.
    validThrough: potsdamEndOfDay(job.validThrough),
    employmentType: job.employmentType,
    hiringOrganization: {
      '@type': 'Organization',
      '@id': `${siteOrigin}/#organization`,
      name: company.name,
      sameAs: siteOrigin,
      url: siteOrigin,
      logo: `${siteOrigin}/logo.svg`,
    },
    jobLocation: { '@type': 'Place', address: placeOfWork(job) },
    // The careers page's application form takes the application itself.
    directApply: true,
    identifier: { '@type': 'PropertyValue', name: company.name, value: job.slug },
    baseSalary: {
      '@type': 'MonetaryAmount',
      currency: job.salary.currency,
      value: {
        '@type': 'QuantitativeValue',
        minValue: job.salary.min,
        maxValue: job.salary.max,
        unitText: job.salary.unit,
      },
    },
  };
}

/**
 * The JobPosting of a job opening's page, from the body its preparation loaded (renderPage.tsx). A body not
 * loaded fails the build.
 */
export function routeJobPosting(route: RouteDef, locale: Locale): object[] {
  if (route.entry?.collection !== 'jobs') return [];
  const job = entryMeta('jobs', route.entry.slug, locale);
  if (!job) throw new Error(`No job opening ${route.entry.slug} in ${locale}`);
  return [jobPosting(job, entryBody(route.entry, locale))];
}
