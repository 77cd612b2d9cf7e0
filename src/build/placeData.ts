/**
 * A place's page as search engines read it (schema.org JSON-LD): the head office as the LocalBusiness it is (the
 * company's address and its office hours, company.ts), a market as the Service the company offers there (real estate)
 * with the country, or for Dubai the city, it serves. Names in the page's language.
 */
import { company } from '../content/company';
import { officeHourRows } from '../content/officeHours';
import { placeCountryCodes, type PlaceId } from '../content/places';
import type { Locale } from '../i18n/locales';
import { countryName } from '../i18n/preformatted';
import type { Translate } from '../i18n/translator';
import { absoluteUrl } from '../routes/head';
import type { RouteDef } from '../routes/routes';
import { siteOrigin } from '../routes/siteOrigin';
import { companyPostalAddress } from './companyPostalAddress';

/** schema.org's day names, ISO weekday 1 (Monday) first. */
const dayNames = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];

/** The office hours as schema.org reads them: one specification per run of days with the same hours. */
function openingHours(): object[] {
  return officeHourRows(company.officeHours).flatMap(({ from, to, hours }) =>
    hours
      ? [
          {
            '@type': 'OpeningHoursSpecification',
            dayOfWeek: dayNames.slice(from - 1, to),
            opens: hours[0],
            closes: hours[1],
          },
        ]
      : [],
  );
}

/** Where a market's service is given: its country, or the city the place is (Dubai, in the Emirates). */
function areaServed(place: Exclude<PlaceId, 'potsdam'>, locale: Locale, t: Translate): object {
  const country = { '@type': 'Country', name: countryName(placeCountryCodes[place], locale) };
  return place === 'dubai'
    ? { '@type': 'City', name: t('breadcrumbs.placeNames.dubai'), containedInPlace: country }
    : country;
}

export function placeData(route: RouteDef, locale: Locale, t: Translate, organizationId: string): object[] {
  const { place } = route;
  if (!place) return [];
  const page = {
    url: absoluteUrl(route.path, locale),
    description: t(`placePages.${place}.summary`),
  };
  if (place === 'potsdam')
    return [
      {
        '@context': 'https://schema.org',
        '@type': 'LocalBusiness',
        '@id': `${siteOrigin}/#head-office`,
        name: company.name,
        ...page,
        parentOrganization: { '@id': organizationId },
        address: companyPostalAddress(),
        email: company.email,
        telephone: company.phone,
        openingHoursSpecification: openingHours(),
      },
    ];
  return [
    {
      '@context': 'https://schema.org',
      '@type': 'Service',
      name: t(`placePages.${place}.heading`),
      ...page,
      serviceType: t('services.realEstate.name'),
      provider: { '@id': organizationId },
      areaServed: areaServed(place, locale, t),
    },
  ];
}
