import { siteOrigin } from '../routes/siteOrigin';
import { company } from '../content/company';
import type { Messages } from '../i18n/dictionary';

/** JSON-LD of the specification: an Organization and the Service it offers, from company.ts. */
export function structuredData(messages: Messages): object[] {
  const organizationId = `${siteOrigin}/#organization`;
  const address = {
    '@type': 'PostalAddress',
    streetAddress: company.address.street,
    postalCode: company.address.postalCode,
    addressLocality: company.address.city,
    addressRegion: company.address.region,
    addressCountry: company.address.countryCode,
  };
  return [
    {
      '@context': 'https://schema.org',
      '@type': 'Organization',
      '@id': organizationId,
      name: company.name,
      legalName: company.legalName,
      url: siteOrigin,
      logo: `${siteOrigin}/logo.svg`,
      email: company.email,
      telephone: company.phone,
      foundingDate: String(company.foundingYear),
      numberOfEmployees: { '@type': 'QuantitativeValue', minValue: company.employees.min, maxValue: company.employees.max },
      address,
      sameAs: [company.social.linkedin, company.social.facebook],
    },
    {
      '@context': 'https://schema.org',
      '@type': 'Service',
      name: company.name,
      description: messages.meta.home.description,
      serviceType: Object.values(messages.services).map((service) => service.name),
      provider: { '@id': organizationId },
      areaServed: company.serviceAreas.map((name) => ({ '@type': 'Place', name })),
    },
  ];
}
