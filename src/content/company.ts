import { brandBlue } from '../styles/brand';
import type { Locale } from '../i18n/locales';
import { filled, notSet, placeholder } from './placeholder';

export type Hosting = 'ownServer' | 'staticHost';

/** A trade permit: the authority that supervises it, or why the company needs none. */
export type Permit = { authority: string } | { notRequired: string };

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
  /** The managing director(s) as registered; the site says „Geschäftsführung“, whoever and however many they are. */
  managingDirector: placeholder('Max Mustermann'),
  register: {
    court: 'Amtsgericht Potsdam',
    number: placeholder('HRB 00000 P'),
    euid: placeholder('DEB1103.HRB00000P'),
  },
  /**
   * The business purpose (Unternehmensgegenstand) word for word as registered, in German; the Impressum shows it
   * when set. Not required by § 5 DDG: null leaves the section out.
   */
  businessPurpose: null as string | null,
  /**
   * Permits some services need (§ 5 Abs. 1 Nr. 3 DDG: the Impressum names the supervisory authority of a
   * permit). A lawyer decides which apply. Set each to `{ authority: '…' }` (the authority that issued it and
   * supervises it, with its address), or to `{ notRequired: 'why' }` when the service does not need it or the
   * copy offering it has gone. The Impressum lists those with an authority.
   */
  permits: {
    /** § 34c GewO: brokering property and loans, residential property management (real estate page). */
    propertyBrokerage: notSet<Permit>('§ 34c GewO permit'),
    /** § 34i GewO: brokering consumer mortgages (real estate page, "Financing"). */
    mortgageBrokerage: notSet<Permit>('§ 34i GewO permit'),
    /** KWG/WpIG licence (BaFin) or REMIT registration (ACER code) for trading and hedging energy for clients (energy page). */
    energyTrading: notSet<Permit>('BaFin licence or REMIT registration'),
  },
  /**
   * Partner law firms that review titles and contracts for real estate clients. The real estate page offers that
   * review, naming them, only once they are listed here (the company itself gives no legal advice, RDG).
   */
  partnerLawFirms: notSet<readonly string[]>('partner law firms, by name'),
  /**
   * The accessibility statement (/accessibility; BFSG, Anlage 3). The BFSG applies from 28 June 2025 to services in
   * electronic commerce that lead to consumer contracts; the site offers property and consumer mortgage brokerage
   * to consumers, so it is assumed to apply (true) until a lawyer confirms it. With false the statement says it is
   * published voluntarily and names no market surveillance authority.
   */
  accessibility: {
    bfsgApplies: placeholder(true),
    /** The market surveillance authority for the BFSG, set up by the Länder in Magdeburg (a public-law institution). */
    marketSurveillance: {
      name: 'Marktüberwachungsstelle der Länder für die Barrierefreiheit von Produkten und Dienstleistungen (MLBF)',
      /** Its own offices in Magdeburg, as secondary sources gave them in late 2025 (it first used an interim address c/o the Saxony-Anhalt ministry): confirm on its website. */
      address: {
        street: placeholder('Carl-Miller-Straße 6'),
        postalCode: placeholder('39112'),
        city: 'Magdeburg',
        countryCode: 'DE',
      },
      email: placeholder('kontakt@mlbf-barrierefrei.de'),
      /** Its website, linked from the statement. */
      website: placeholder('https://www.mlbf-barrierefrei.de'),
    },
    /**
     * The conciliation body of § 16 BGG (Schlichtungsstelle nach dem Behindertengleichstellungsgesetz, at the
     * Federal Government Commissioner for Matters relating to Persons with Disabilities), to which § 34 BFSG refers;
     * the statement names it and links its website. Confirm the website before launch.
     */
    conciliation: {
      name: 'Schlichtungsstelle nach dem Behindertengleichstellungsgesetz (BGG)',
      website: placeholder('https://www.schlichtungsstelle-bgg.de'),
    },
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
      /** Runs the server that stores form submissions and, with `hosting: 'ownServer'`, serves the pages (see src/server/README.md, "Privacy"). */
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
    {
      /** The static host that serves the pages with `hosting: 'staticHost'` (Netlify, Cloudflare Pages …); named only then. */
      id: 'staticHost',
      onlyWith: 'staticHost',
      name: placeholder('Static Host Muster Inc.'),
      address: {
        street: placeholder('Musterstreet 5'),
        postalCode: placeholder('00000'),
        city: placeholder('Musterstadt'),
        countryCode: placeholder('DE'),
      },
    },
  ] as const,
  /**
   * How the pages are served (src/server/README.md, "Deploy"): 'ownServer' (the fastify server or nginx at the
   * hosting processor) or 'staticHost' (dist/static on a static host; the forms still go to the forms server).
   * The privacy policy names the static host as a processor only with 'staticHost'.
   */
  hosting: 'ownServer' as Hosting,
  /** Where the group works (ISO 3166), Germany first; real estate abroad in the other four. */
  countries: ['DE', 'TR', 'AZ', 'AE', 'QA'] as const,
  serviceAreas: ['Germany', 'Turkey', 'Azerbaijan', 'Dubai', 'Qatar'] as const,
  timeZone: 'Europe/Berlin',
  /** The company's own language: the e-mails its staff receive are written in it unless STAFF_MAIL_LOCALE says otherwise. */
  language: 'de' as Locale,
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

type CompanyFacts = typeof companyFacts;

/** The facts as the site shows them. */
export const company = filled(companyFacts);

/**
 * Whether a processor works for the company with `hosting` (the static host only with 'staticHost').
 * @public for tests/unit/staticHostPolicy.test.tsx, whose mock of this module reads it (knip does not see that).
 */
export const processorInUse =
  (hosting: Hosting) =>
  (processor: object): boolean =>
    !('onlyWith' in processor) || processor.onlyWith === hosting;

/** The processors working for the company with the hosting chosen above: the ones the privacy policy names. */
export const processorsInUse = company.processors.filter(processorInUse(company.hosting));

/** The facts that must be real before launch with the hosting they name: those of processors not in use are not. */
export function factsInUse(
  facts: CompanyFacts,
): Omit<CompanyFacts, 'processors'> & { processors: readonly CompanyFacts['processors'][number][] } {
  return { ...facts, processors: facts.processors.filter(processorInUse(facts.hosting)) };
}

/** What check:launch checks. */
export const launchFacts = /* @__PURE__ */ factsInUse(companyFacts);

/** How many countries the group works in beyond Germany: the hero, about page and footer count them. */
export const countriesBeyondGermany = company.countries.length - 1;
