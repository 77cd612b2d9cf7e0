import type { Messages } from '../../../dictionary';

export const rd: Messages['servicePages']['rd'] = {
  title: 'Von der Idee zum marktreifen Produkt',
  text: 'Wir forschen, bauen Prototypen und entwickeln Produkte in Software und Hardware\u00a0– und begleiten sie bis zur Markteinführung.',
  stats: {
    projects: 'Forschungsprojekte (Teamerfahrung)',
    patents: 'Patente (Teamerfahrung)',
    years: 'Jahre Teamerfahrung',
    successRate: 'Erfolgsquote (Teamerfahrung)',
  },
  servicesHeading: 'Unsere F&E-Leistungen',
  services: {
    basic: {
      title: 'Grundlagen\u00adforschung',
      text: 'Studien und Experimente, die zeigen, ob eine Idee trägt\u00a0– bevor Sie investieren.',
      features: ['Machbarkeitsstudien', 'Literatur- und Patentrecherche', 'Versuchsplanung', 'Forschungskooperationen'],
    },
    software: {
      title: 'Software\u00adentwicklung',
      text: 'Prototypen und Produkte\u00a0– von Algorithmen bis zu kompletten Anwendungen.',
      features: ['Rapid Prototyping', 'Algorithmen und KI-Modelle', 'Embedded Software', 'Produkt\u00adentwicklung'],
    },
    laboratory: {
      title: 'Laborforschung',
      text: 'Tests und Messungen in Partnerlaboren, dokumentiert nach wissenschaftlichen Standards.',
      features: ['Werkstoffprüfung', 'Messreihen', 'Prüfprotokolle', 'Vorbereitung der Zertifizierung'],
    },
    hardware: {
      title: 'Hardware\u00adentwicklung',
      text: 'Elektronik und Geräte\u00a0– vom Schaltplan bis zur Kleinserie.',
      features: ['Schaltungsentwicklung', 'Sensoren und IoT-Geräte', '3D-Prototypen', 'Kleinserien'],
    },
    data: {
      title: 'Datenanalyse',
      text: 'Statistik und maschinelles Lernen, die Muster in Ihren Daten sichtbar machen.',
      features: ['Statistische Analysen', 'Maschinelles Lernen', 'Datenvisualisierung', 'Forschungsdatenmanagement'],
    },
    product: {
      title: 'Produkt\u00adentwicklung',
      text: 'Wir machen aus Ergebnissen marktfähige Produkte und bereiten Patente und Markteinführung vor.',
      features: ['Produktdesign', 'Patentanmeldungen', 'Förderanträge', 'Markteinführung'],
    },
  },
  gridHeading: 'Forschungsfelder',
  grid: {
    ai: { title: 'Künstliche Intelligenz', text: 'Maschinelles Lernen, Sprachmodelle und Computer Vision.' },
    blockchain: { title: 'Blockchain', text: 'Sichere, nachvollziehbare Transaktionen und Smart Contracts.' },
    quantum: { title: 'Quantencomputing', text: 'Algorithmen für die Rechner von morgen.' },
    biotech: { title: 'Biotechnologie', text: 'Digitale Werkzeuge für Life Sciences und Medizin.' },
    nano: { title: 'Nanotechnologie', text: 'Neue Materialien und Oberflächen im kleinsten Maßstab.' },
    robotics: { title: 'Robotik', text: 'Automatisierung und autonome Systeme.' },
  },
  processHeading: 'So arbeiten wir',
  process: {
    idea: { title: 'Idee & Konzept', text: 'Wir schärfen die Idee und formulieren die Forschungsfragen.' },
    research: { title: 'Forschung', text: 'Studien, Experimente und Prototypen beantworten diese Fragen.' },
    development: { title: 'Entwicklung', text: 'Was funktioniert, wird zu einem robusten, getesteten Produkt.' },
    launch: {
      title: 'Markteinführung',
      text: 'Patente, Zertifizierung und Launch: Wir bringen das Produkt auf den Markt.',
    },
  },
  benefitsHeading: 'Warum Partner mit uns forschen',
  benefits: {
    interdisciplinary: {
      title: 'Interdisziplinäre Teams',
      text: 'Forschende, Ingenieurinnen und Ingenieure sowie Entwicklungsteams unter einem Dach.',
    },
    ip: { title: 'Ihr geistiges Eigentum', text: 'Klare Vereinbarungen: Ergebnisse und Patente gehören Ihnen.' },
    funding: {
      title: 'Förder-Know-how',
      text: 'Wir unterstützen Sie bei Anträgen auf deutsche und europäische Forschungsförderung.',
    },
    market: { title: 'Marktorientierung', text: 'Forschung, die von Anfang an die Markteinführung im Blick hat.' },
  },
  ctaHeading: 'Sie haben eine Idee, die Forschung verdient?',
  ctaText: 'Erzählen Sie uns vertraulich davon. Das erste Beratungsgespräch ist kostenlos.',
};
