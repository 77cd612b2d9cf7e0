import type { Messages } from '../../../dictionary';

/** The home page's service tabs: 28 items in seven categories (specification, section 3). */
export const catalogue: Messages['catalogue'] = {
  heading: 'Unsere Leistungen',
  intro: 'Sieben Geschäftsfelder, ein Qualitätsanspruch. Wählen Sie einen Bereich, um unser Angebot zu sehen.',
  tabsLabel: 'Leistungsbereiche',
  available: 'Verfügbar',
  customHeading: 'Nicht das Passende dabei?',
  customText:
    'Viele unserer Projekte verbinden mehrere Fachgebiete. Sagen Sie uns, was Sie brauchen\u00a0– wir stellen Ihnen eine maßgeschneiderte Lösung zusammen.',
  customButton: 'Individuelle Lösung anfragen',
  items: {
    ai: { name: 'Künstliche Intelligenz', text: 'KI-Assistenten, Dokumentenanalyse und Prognosen für Ihre Prozesse.' },
    automation: {
      name: 'Prozess\u00adautomatisierung',
      text: 'Routinearbeit automatisiert\u00a0– von Rechnungen bis zu Berichten.',
    },
    marketing: {
      name: 'Marketing\u00adstrategie',
      text: 'Positionierung und Kampagnen, die Ihre Zielgruppe erreichen.',
    },
    security: { name: 'IT-Sicherheit', text: 'Audits, Firewalls und Schutz vor Angriffen.' },
    mobile: {
      name: 'Mobile Apps',
      text: 'Apps für iOS und Android\u00a0– gestaltet für die Menschen, die sie nutzen.',
    },
    arvr: { name: 'AR und VR', text: 'Augmented und Virtual Reality für Schulung, Vertrieb und Service.' },
    blockchain: { name: 'Blockchain', text: 'Nachvollziehbare Transaktionen und Smart Contracts.' },
    cloud: { name: 'Cloud-Dienste', text: 'Migration in die Cloud und Betrieb\u00a0– mit Rechenzentren in der EU.' },
    digitalMarketing: {
      name: 'Digitales Marketing',
      text: 'Suchmaschinen- und Social-Media-Anzeigen sowie Newsletter, die sich auszahlen.',
    },
    iot: {
      name: 'Internet der Dinge',
      text: 'Vernetzte Sensoren und Geräte\u00a0– vom Prototyp bis zum Serieneinsatz.',
    },
    seo: { name: 'Suchmaschinen\u00adoptimierung', text: 'Bessere Rankings durch solide Technik und gute Inhalte.' },
    webApps: { name: 'Webanwendungen', text: 'Portale, Shops und Geschäftsanwendungen im Browser.' },
    elearning: { name: 'E-Learning', text: 'Onlinekurse und Lernplattformen für Ihre Mitarbeitenden.' },
    crm: { name: 'CRM-Systeme', text: 'Kundenbeziehungs\u00admanagement\u00a0– eingeführt und integriert.' },
    influencer: {
      name: 'Influencer-Marketing',
      text: 'Kooperationen mit Influencerinnen und Influencern, die zu Ihrer Marke passen.',
    },
    electricity: { name: 'Stromhandel', text: 'Spot- und Terminhandel an europäischen Strombörsen.' },
    gas: { name: 'Gashandel', text: 'Erdgasbeschaffung und -handel an den europäischen Handelspunkten.' },
    azerbaijan: {
      name: 'Immobilien in Aserbaidschan',
      text: 'Wohn- und Gewerbe\u00adimmobilien in Baku und darüber hinaus.',
    },
    dubai: { name: 'Immobilien in Dubai', text: 'Apartments, Villen und Büros in einem der dynamischsten Märkte.' },
    qatar: { name: 'Immobilien in Katar', text: 'Immobilien in Doha zum Wohnen, Arbeiten und Investieren.' },
    turkey: {
      name: 'Immobilien in der Türkei',
      text: 'Von Istanbul bis an die Küste: Wohnungen, Villen und Gewerbeflächen.',
    },
    hrSolutions: {
      name: 'HR-Lösungen',
      text: 'Recruiting, Personal\u00adentwicklung und HR-Compliance aus einer Hand.',
    },
    managed: { name: 'Managed Network Services', text: 'Wir betreiben und überwachen Ihr Netzwerk rund um die Uhr.' },
    hardware: {
      name: 'Netzwerkhardware',
      text: 'Switches, Router, WLAN und Firewalls\u00a0– geliefert und installiert.',
    },
    biotech: { name: 'Biotechnologie', text: 'Digitale Werkzeuge und Forschung für die Life Sciences.' },
    greenCity: { name: 'Nachhaltige Stadt', text: 'Forschung für klimafreundliche, vernetzte Städte.' },
    patents: { name: 'Patente', text: 'Von der Erfindung bis zum erteilten Patent.' },
    renewable: { name: 'Erneuerbare Energien', text: 'Solar, Wind und Speicher für Ihr Unternehmen.' },
  },
};
