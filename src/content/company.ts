import { brandBlue } from '../styles/brand';
import { filled, placeholder } from './placeholder';

/**
 * Every company fact in one place: header, footer, contact page, legal pages and structured data read it.
 * PLACEHOLDER facts, those the specification does not give, are written `placeholder(…)`: the site shows
 * them as they are, and they must be replaced by the real values before going live (`npm run check:launch`
 * lists them; see README, "Company facts"). To fill one in, replace the call with the plain value.
 */
export const companyFacts = {
  /** The trading name shown in titles and the logo. */
  name: placeholder('Globalis Group'),
  /** The registered name including the legal form. */
  legalName: placeholder('Globalis Group GmbH'),
  legalForm: 'GmbH',
  foundingYear: 2024,
  employees: { min: 50, max: 100 },
  address: {
    street: placeholder('Musterstraße 1'),
    /** A Potsdam postal code; the real one comes with the real street. */
    postalCode: placeholder('14467'),
    city: 'Potsdam',
    region: 'Brandenburg',
    countryCode: 'DE',
  },
  /** example.com addresses never deliver. */
  email: placeholder('info@example.com'),
  phone: placeholder('+49 331 0000000'),
  managingDirector: placeholder('Max Mustermann'),
  register: {
    court: 'Amtsgericht Potsdam',
    number: placeholder('HRB 00000 P'),
    euid: placeholder('DEB1103.HRB00000P'),
  },
  /** Leave empty ('') if the company has no VAT id yet: the Impressum then leaves the line out. */
  vatId: placeholder('DE000000000'),
  social: {
    linkedin: placeholder('https://www.linkedin.com/company/example'),
    facebook: placeholder('https://www.facebook.com/example'),
  },
  /**
   * The data protection officer (Art. 37 GDPR, § 38 BDSG: required where at least 20 people regularly
   * process personal data), named with contact details in the privacy policy (Art. 13(1)(b) GDPR). A
   * person or an external service.
   */
  dataProtectionOfficer: {
    name: placeholder('Datenschutz Muster GmbH'),
    email: placeholder('datenschutz@example.com'),
    address: {
      street: placeholder('Musterweg 2'),
      postalCode: placeholder('14467'),
      city: placeholder('Potsdam'),
      countryCode: placeholder('DE'),
    },
  },
  /**
   * Processors that handle visitors' data on the company's behalf under an Art. 28 GDPR agreement, named
   * as recipients in the privacy policy (Art. 13(1)(e) GDPR). What each one does is copy, in the
   * dictionaries under privacy.processors.<id>; a new id needs its text there (the compiler asks for it).
   */
  processors: [
    {
      /** Runs the server that serves the site and stores form submissions (see src/server/README.md, "Privacy"). */
      id: 'hosting',
      name: placeholder('Hosting Muster GmbH'),
      address: {
        street: placeholder('Musterallee 3'),
        postalCode: placeholder('10115'),
        city: placeholder('Berlin'),
        countryCode: placeholder('DE'),
      },
    },
    {
      /** The mail server (SMTP_HOST) through which submissions are forwarded to staff. */
      id: 'email',
      name: placeholder('Mail Muster GmbH'),
      address: {
        street: placeholder('Musterplatz 4'),
        postalCode: placeholder('10117'),
        city: placeholder('Berlin'),
        countryCode: placeholder('DE'),
      },
    },
  ] as const,
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
  themeColor: brandBlue,
  /** Public origin used for canonical links and the sitemap; VITE_SITE_ORIGIN at build time overrides it. */
  origin: placeholder('https://www.example.com'),
};

/** The facts as the site shows them. */
export const company = filled(companyFacts);

export type Company = typeof company;
