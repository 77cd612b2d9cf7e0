import type { Messages } from '../../dictionary';
import { globeDe } from '../globe/de';
import type { coreEn } from './en';

/** German words of every page (same shape as ./en.ts). */
export const coreDe: Pick<Messages, keyof typeof coreEn> = {
  ...globeDe,
  meta: {
    home: {
      title: '{{company}} – Unternehmensdienstleistungen aus Potsdam',
      description:
        'IT-Lösungen, Energiehandel, Immobilien, Personalwesen, Netzwerktechnik, Forschung und grüne Energie: ein Partner aus Potsdam, auch aktiv in der Türkei, Aserbaidschan, den Vereinigten Arabischen Emiraten und Katar.',
    },
    services: {
      title: 'Leistungen – {{company}}',
      description:
        'Alle Leistungen im Überblick: IT, Energiehandel, Immobilien, Personalwesen, Netzwerktechnik, F&E und grüne Energie.',
    },
    service: { title: '{{name}} – {{company}}', description: '{{summary}}' },
    entry: { title: '{{name}} – {{company}}', description: '{{summary}}' },
    place: { title: '{{name}} – {{company}}', description: '{{summary}}' },
    about: {
      title: 'Über uns – {{company}}',
      description:
        'Unsere Mission und Werte: deutsche Qualität, Kundenorientierung und Innovation – von Potsdam aus in vier Länder.',
    },
    blog: {
      title: 'Aktuelles – {{company}}',
      description:
        'Neuigkeiten und Einblicke aus unserer Unternehmensgruppe. Die ersten Beiträge sind in Vorbereitung.',
    },
    contact: {
      title: 'Kontakt – {{company}}',
      description:
        'Schreiben Sie uns: An Arbeitstagen antworten wir in der Regel innerhalb von {{hours}} Stunden. Bürozeiten: {{officeHours}}.',
    },
    careers: {
      title: 'Karriere – {{company}}',
      description: 'Arbeiten Sie mit uns in Potsdam und im Ausland. Wir freuen uns auf Ihre Initiativbewerbung.',
    },
    privacy: {
      title: 'Datenschutzerklärung – {{company}}',
      description:
        'Wie wir auf dieser Website mit personenbezogenen Daten umgehen: was wir erheben, zu welchem Zweck, wie lange wir sie speichern und welche Rechte Sie haben.',
    },
    terms: {
      title: 'AGB – {{company}}',
      description:
        'Allgemeine Geschäftsbedingungen für die Nutzung unserer Website und unserer Leistungen, nach deutschem Recht.',
    },
    impressum: {
      title: 'Impressum – {{company}}',
      description: 'Impressum gemäß § 5 DDG: Angaben zum Unternehmen, Registereintrag und Kontakt.',
    },
    accessibility: {
      title: 'Erklärung zur Barrierefreiheit – {{company}}',
      description:
        'Wie barrierefrei diese Website ist, wie wir das prüfen, welche Barrieren wir kennen und wie Sie uns eine Barriere melden.',
    },
    globeDemo: {
      title: 'Globus-Demo – {{company}}',
      description:
        'Vier Varianten unseres animierten Punkteglobus, mit Live-Reglern für Punkte, Geschwindigkeit, Größe und Farbe.',
    },
    notFound: {
      title: '404 – Seite nicht gefunden – {{company}}',
      description: 'Die angeforderte Seite existiert leider nicht oder wurde verschoben.',
    },
  },
  services: {
    it: {
      name: 'IT-Dienstleistungen',
      summary: 'Software, Cloud, Sicherheit und Daten: IT-Lösungen nach deutschen Qualitätsstandards.',
    },
    energy: {
      name: 'Energiehandel',
      summary: 'Strom- und Gashandel, Risikomanagement und Marktanalysen an Europas Energiebörsen.',
    },
    realEstate: {
      name: 'Immobilien',
      summary: 'Erwerb, Finanzierung und Verwaltung von Immobilien in Aserbaidschan, Dubai, Katar und der Türkei.',
    },
    hr: {
      name: 'Personalwesen',
      summary: 'Recruiting, Personalentwicklung und HR-Compliance für wachsende Unternehmen.',
    },
    networking: {
      name: 'Netzwerktechnik',
      summary: 'Netzwerkplanung, WLAN, Sicherheit und Serverinfrastruktur, die einfach funktioniert.',
    },
    rd: {
      name: 'Forschung & Entwicklung',
      summary: 'Von der Grundlagenforschung bis zur Markteinführung: KI, Blockchain, Biotechnologie und mehr.',
    },
    greenEnergy: {
      name: 'Grüne Energie',
      summary: 'Solar-, Wind-, Speicher- und Geothermieprojekte für weniger CO₂ in Ihrem Unternehmen.',
    },
  },
  nav: {
    label: 'Hauptnavigation',
    home: 'Startseite',
    services: 'Leistungen',
    about: 'Über uns',
    news: 'Aktuelles',
    contact: 'Kontakt',
    careers: 'Karriere',
    globeDemo: 'Globus-Demo',
    impressum: 'Impressum',
    privacy: 'Datenschutzerklärung',
    terms: 'AGB',
    accessibility: 'Barrierefreiheit',
  },
  header: {
    skipLink: 'Zum Inhalt springen',
    homeLink: '{{company}} – Startseite',
    openMenu: 'Menü öffnen',
    closeMenu: 'Menü schließen',
    mobileMenu: 'Menü',
    darkTheme: 'Dunkles Design',
    language: 'Sprache',
    currentLanguage: 'Sprache: {{name}}',
    changeLanguage: 'Sprache: {{name}}. Sprache ändern',
    loadingPage: '{{page}} wird geladen …',
    loadingNextPage: 'Die Seite wird geladen …',
  },
  officeHours: { dayRange: '{{from}} bis {{to}}', days: '{{days}} {{open}}–{{close}} Uhr' },
  footer: {
    tagline:
      'Unternehmensdienstleistungen aus Potsdam: IT, Energie, Immobilien, Personal und Forschung – in Deutschland und {{count}} weiteren Ländern.',
    servicesHeading: 'Leistungen',
    companyHeading: 'Unternehmen',
    legalHeading: 'Rechtliches',
    contactHeading: 'Kontakt',
    addressLabel: 'Adresse',
    emailLabel: 'E-Mail',
    phoneLabel: 'Telefon',
    socialHeading: 'Folgen Sie uns',
    linkedin: 'LinkedIn',
    facebook: 'Facebook',
    newTab: '(öffnet in neuem Tab)',
    statusOpen: 'Jetzt geöffnet – unser Büro ist bis {{time}} Uhr besetzt.',
    statusClosed:
      'Unser Büro ist gerade geschlossen – an Arbeitstagen antworten wir in der Regel innerhalb von {{hours}} Stunden.',
    backToTop: 'Nach oben',
    copyright: '© {{year}} {{company}}. Alle Rechte vorbehalten.',
    cookieSettings: 'Cookie-Einstellungen',
  },
  breadcrumbs: {
    label: 'Brotkrümelnavigation',
    home: 'Startseite',
    notFound: 'Seite nicht gefunden',
    placeNames: {
      potsdam: 'Potsdam',
      turkey: 'Türkei',
      azerbaijan: 'Aserbaidschan',
      dubai: 'Dubai',
      qatar: 'Katar',
    },
    segments: {
      services: 'Leistungen',
      about: 'Über uns',
      blog: 'Aktuelles',
      careers: 'Karriere',
      contact: 'Kontakt',
      privacyPolicy: 'Datenschutz',
      termsConditions: 'AGB',
      globeDemo: 'Globus-Demo',
      impressum: 'Impressum',
      accessibility: 'Barrierefreiheit',
      places: 'Wo wir tätig sind',
    },
  },
  share: {
    /** The shared picture (og:image), described for those who cannot see it. */
    imageAlt: 'Logo von {{company}}, der Schriftzug „{{heading}}“ und der gepunktete Globus des Unternehmens',
  },
  home: {
    stats: {
      services: 'Leistungen im Portfolio',
      countries: 'Länder außerhalb Deutschlands',
      quality: 'Deutsche Qualität',
    },
    /** Soft hyphens (U+00AD): on a phone the compound breaks at a syllable, with a hyphen (no hyphenation dictionary needed). */
    eyebrow: 'Unternehmens\u00addienst\u00adleistungen aus Potsdam',
    heading: 'Ein Partner für IT, Energie, Immobilien und Personal',
    intro:
      'Wir bringen deutsche Qualität in sieben Geschäftsfelder – von Software und Energiehandel bis zu Immobilien in vier Ländern.',
    ctaServices: 'Leistungen entdecken',
    ctaContact: 'Kontakt aufnehmen',
    contactHeading: 'Sprechen Sie uns an',
    contactIntro:
      'Schildern Sie uns Ihr Anliegen – an Arbeitstagen melden wir uns in der Regel innerhalb von {{hours}} Stunden.',
    contactLink: 'Zur Kontaktseite',
    hiring: 'Wir stellen ein: zu den offenen Stellen',
  },
  pages: {
    services: {
      heading: 'Unsere Leistungen',
      intro:
        'Sieben Geschäftsfelder, jedes in der Hand von Spezialisten. Wählen Sie einen Bereich, um unser Angebot kennenzulernen.',
    },
    globeDemo: {
      heading: 'Globus-Demo',
      intro: 'Vier Varianten unseres Punkteglobus – für Präsentationen und Messen.',
    },
  },
  notFound: {
    heading: '404 – Seite nicht gefunden',
    text: 'Die angeforderte Seite existiert leider nicht oder wurde verschoben.',
    home: 'Zur Startseite',
    back: 'Zurück',
    suggestionsHeading: 'Das könnte Sie interessieren',
    suggestions: {
      home: { title: 'Startseite', text: 'Beginnen Sie noch einmal auf unserer Startseite.' },
      services: { title: 'Leistungen', text: 'Unser gesamtes Angebot, nach Geschäftsfeldern geordnet.' },
      contact: { title: 'Kontakt', text: 'Fragen Sie uns direkt – wir helfen Ihnen gern weiter.' },
    },
    popularHeading: 'Mehr von uns',
  },
  error: {
    heading: 'Es ist ein Fehler aufgetreten',
    text: 'Beim Anzeigen dieser Seite ist ein Fehler aufgetreten. Bitte laden Sie die Seite neu oder kehren Sie zur Startseite zurück.',
    reload: 'Seite neu laden',
    home: 'Zur Startseite',
  },
  serviceCommon: {
    statsLabel: 'Kennzahlen',
    freeConsultation: 'Kostenlose Beratung',
    allServices: 'Alle Leistungen',
    moreAbout: '{{name}} im Überblick',
    /** A home card whose topic another service's page explains: says where it belongs. */
    explainedIn: '{{name}} im Bereich {{category}}',
    enquire: '{{name}}: Sprechen Sie uns an',
    partners: 'Unsere Partnerkanzleien: {{names}}',
  },
};
