import { company } from '../content/company';

/** The company's address as schema.org's PostalAddress: the Organization's, and a job opening's place of work. */
export function companyPostalAddress(): object {
  return {
    '@type': 'PostalAddress',
    streetAddress: company.address.street,
    postalCode: company.address.postalCode,
    addressLocality: company.address.city,
    addressRegion: company.address.region,
    addressCountry: company.address.countryCode,
  };
}
