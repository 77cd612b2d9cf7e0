/**
 * A job opening's JobPosting (schema.org, as Google for Jobs reads it): title, the description as HTML (which
 * Google allows), the two days, the employment type, the hiring organisation and the place of work from
 * company.ts, the pay range as a MonetaryAmount, and remote work as TELECOMMUTE for applicants in Germany.
 */
import { company } from '../content/company';
import type { JobMeta } from '../content/collections';
import type { Locale } from '../i18n/locales';
import { entryBody } from '../routes/entryBody';
import type { RouteDef } from '../routes/routes';
import { siteOrigin } from '../routes/siteOrigin';
import { entryMeta } from '../content/collections';
import { companyPostalAddress } from './companyPostalAddress';

/** The opening's description: the prebuilt HTML of its body, already loaded by the page's render. */
function jobPosting(job: JobMeta, descriptionHtml: string, locale: Locale): object {
  const address = companyPostalAddress();
  return {
    '@context': 'https://schema.org',
    '@type': 'JobPosting',
    title: job.title,
    description: descriptionHtml,
    inLanguage: locale,
    datePosted: job.datePosted,
    validThrough: job.validThrough,
    employmentType: job.employmentType,
    hiringOrganization: {
      '@type': 'Organization',
      '@id': `${siteOrigin}/#organization`,
      name: company.name,
      sameAs: siteOrigin,
      url: siteOrigin,
      logo: `${siteOrigin}/logo.svg`,
    },
    jobLocation: { '@type': 'Place', address },
    ...(job.remote
      ? {
          jobLocationType: 'TELECOMMUTE',
          applicantLocationRequirements: { '@type': 'Country', name: company.address.countryCode },
        }
      : {}),
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
  return [jobPosting(job, entryBody(route.entry, locale), locale)];
}
