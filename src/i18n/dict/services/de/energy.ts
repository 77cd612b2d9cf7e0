import type { Messages } from '../../../dictionary';

export const energy: Messages['servicePages']['energy'] = {
  title: 'Energiehandel mit klarem Blick auf den Markt',
  text: 'Wir kaufen und verkaufen Strom und Gas an Europas Börsen, steuern Preisrisiken und helfen Ihnen, Energie zum richtigen Zeitpunkt zu beschaffen.',
  stats: {
    volume: 'Handelsvolumen (Teamerfahrung)',
    years: 'Jahre Teamerfahrung',
    markets: 'Märkte',
    monitoring: 'Marktbeobachtung',
  },
  servicesHeading: 'Unsere Leistungen im Energiehandel',
  services: {
    electricity: {
      title: 'Stromhandel',
      text: 'Spot- und Terminhandel an den großen europäischen Strombörsen\u00a0– für Erzeuger ebenso wie für Verbraucher.',
      features: [
        'Day-Ahead- und Intraday-Handel',
        'Futures und Forwards',
        'Portfoliomanagement',
        'Bilanzkreismanagement',
      ],
    },
    gas: {
      title: 'Gashandel',
      text: 'Erdgasbeschaffung und -handel an den europäischen Handelspunkten\u00a0– von Einzellieferungen bis zu strukturierten Produkten.',
      features: ['Handel an TTF und NBP', 'Strukturierte Beschaffung', 'Speicheroptimierung', 'Kapazitätsbuchung'],
    },
    renewable: {
      title: 'Erneuerbare Energien',
      text: 'Vermarktung von Grünstrom und Herkunftsnachweisen sowie Stromabnahmeverträge mit Erneuerbare-Energien-Anlagen.',
      features: ['PPA (Power Purchase Agreements)', 'Herkunftsnachweise', 'Direktvermarktung', 'Grünstromlieferung'],
    },
    risk: {
      title: 'Risikomanagement',
      text: 'Wir bewerten und sichern Preis-, Mengen- und Kontrahentenrisiken ab, damit Ihre Energiekosten planbar bleiben.',
      features: ['Preisabsicherung', 'Value-at-Risk-Analyse', 'Kontrahentenprüfung', 'Risikoreporting'],
    },
    analysis: {
      title: 'Marktanalyse',
      text: 'Prognosen und Berichte zu Preisen, Wetter und Regulierung\u00a0– als fundierte Grundlage für Ihre Einkaufsentscheidungen.',
      features: ['Preisprognosen', 'Fundamentalanalyse', 'Regulierungsmonitoring', 'Wöchentliche Marktberichte'],
    },
    systems: {
      title: 'Handelssysteme',
      text: 'Aufbau und Betrieb von Handels- und Energiedatenmanagementsystemen mit direkter Börsenanbindung.',
      features: ['Börsenanbindung', 'ETRM-Systeme', 'Automatisierter Handel', 'Datenschnittstellen'],
    },
  },
  gridHeading: 'Eine Auswahl der Märkte, an denen wir handeln',
  gridMarket: 'Markt',
  gridRegion: 'Region',
  gridType: 'Art',
  grid: {
    epexSpot: { region: 'Europa', type: 'Strom-Spot\u00admarkt' },
    eex: { region: 'Europa', type: 'Strom- und Gas-Futures' },
    ice: { region: 'Weltweit', type: 'Energie-Futures' },
    ttf: { region: 'Niederlande', type: 'Gashandels\u00adpunkt' },
    nbp: { region: 'Vereinigtes Königreich', type: 'Gashandels\u00adpunkt' },
    pjm: { region: 'USA', type: 'Strommarkt' },
    nymex: { region: 'USA', type: 'Energie-Futures' },
    iceBrent: { region: 'Weltweit', type: 'Referenzpreis Rohöl' },
  },
  processHeading: 'So arbeiten wir',
  process: {
    analysis: {
      title: 'Analyse',
      text: 'Wir untersuchen Ihr Verbrauchs- oder Erzeugungsprofil und Ihre Risikobereitschaft.',
    },
    strategy: {
      title: 'Strategie',
      text: 'Gemeinsam legen wir eine Beschaffungs- oder Vermarktungsstrategie mit klaren Limits fest.',
    },
    execution: {
      title: 'Umsetzung',
      text: 'Unser Handelsteam setzt die Strategie an den Börsen und im außerbörslichen Handel um.',
    },
    monitoring: {
      title: 'Monitoring',
      text: 'Wir beobachten Positionen und Märkte rund um die Uhr und berichten Ihnen regelmäßig.',
    },
  },
  benefitsHeading: 'Warum Kunden mit uns handeln',
  benefits: {
    access: {
      title: 'Marktkenntnis',
      text: 'Ein Handelsteam, das die europäischen Börsen und den außerbörslichen Handel aus langjähriger Praxis kennt.',
    },
    transparency: {
      title: 'Volle Transparenz',
      text: 'Jedes Geschäft dokumentiert, alle Kosten in Ihren Berichten nachvollziehbar.',
    },
    risk: {
      title: 'Kontrolliertes Risiko',
      text: 'Klare Limits und Absicherungsstrategien schützen Sie vor Preisspitzen.',
    },
    green: { title: 'Grüne Optionen', text: 'Grünstrom und Herkunftsnachweise für Ihre Nachhaltigkeitsziele.' },
  },
  ctaHeading: 'Sie möchten Energie kaufen oder verkaufen?',
  ctaText: 'Sprechen Sie mit unserem Handelsteam über Ihr Profil. Das erste Beratungsgespräch ist kostenlos.',
};
