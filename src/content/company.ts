/**
 * Every company fact in one place: header, footer, contact page, legal pages and structured data read it.
 * Values marked PLACEHOLDER are not known to the specification and must be replaced before going live
 * (see README, "Company facts").
 */
export const company = {
  /** PLACEHOLDER: the trading name shown in titles and the logo. */
  name: 'Globalis Group',
  /** PLACEHOLDER: the registered name including the legal form. */
  legalName: 'Globalis Group GmbH',
  legalForm: 'GmbH',
  foundingYear: 2024,
  employees: { min: 50, max: 100 },
  address: {
    /** PLACEHOLDER */
    street: 'Musterstraße 1',
    postalCode: '14467',
    city: 'Potsdam',
    region: 'Brandenburg',
    countryCode: 'DE',
  },
  /** PLACEHOLDER: example.com addresses never deliver. */
  email: 'info@example.com',
  /** PLACEHOLDER */
  phone: '+49 331 0000000',
  /** PLACEHOLDER */
  managingDirector: 'Max Mustermann',
  register: {
    court: 'Amtsgericht Potsdam',
    /** PLACEHOLDER */
    number: 'HRB 00000 P',
    /** PLACEHOLDER */
    euid: 'DEB1103.HRB00000P',
  },
  /** PLACEHOLDER: leave empty if the company has no VAT id yet. */
  vatId: 'DE000000000' as string,
  social: {
    /** PLACEHOLDER */
    linkedin: 'https://www.linkedin.com/company/example',
    /** PLACEHOLDER */
    facebook: 'https://www.facebook.com/example',
  },
  /** The figure the specification states: active in four countries. */
  activeCountryCount: 4,
  /** Where the group works (ISO 3166); real estate abroad in the last four. */
  countries: ['DE', 'TR', 'AZ', 'AE', 'QA'] as const,
  serviceAreas: ['Germany', 'Turkey', 'Azerbaijan', 'Dubai', 'Qatar'] as const,
  timeZone: 'Europe/Berlin',
  /** Office hours, ISO weekday (1 = Monday) to [open, close] in local time; missing = closed. */
  officeHours: {
    1: ['09:00', '18:00'],
    2: ['09:00', '18:00'],
    3: ['09:00', '18:00'],
    4: ['09:00', '18:00'],
    5: ['09:00', '18:00'],
    6: ['10:00', '14:00'],
  } as Partial<Record<1 | 2 | 3 | 4 | 5 | 6 | 7, readonly [string, string]>>,
  responseTimeHours: 24,
  themeColor: '#3870c1',
  /** Public origin used for canonical links and the sitemap; override with SITE_ORIGIN at build time. */
  origin: 'https://www.example.com',
} as const;

export type Company = typeof company;
