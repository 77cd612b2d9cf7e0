import type { Messages } from '../../../dictionary';

/** The /services overview: one card per category with features and links to its sub-services. */
export const overview: Messages['overview'] = {
  filterLabel: 'Leistungen anzeigen',
  all: 'Alle Leistungen',
  featuresLabel: 'Schwerpunkte',
  subServicesLabel: 'Leistungen im Detail',
  openCategory: 'Zum Bereich {{name}}',
  showing: 'Angezeigt: {{count}} von {{total}} Bereichen',
  categories: {
    it: {
      description: 'Software-, Cloud- und Sicherheitslösungen für Unternehmen jeder Größe.',
      features: ['Individualsoftware', 'Cloud-Migration', 'Sicherheitsaudits', '24/7-Support'],
      subServices: {
        cloud: { name: 'Cloud-Lösungen', description: 'Migration und Betrieb in der Cloud.' },
        security: { name: 'Cybersicherheit', description: 'Schutz für Systeme und Daten.' },
        development: {
          name: 'Software\u00adentwicklung',
          description: 'Anwendungen, zugeschnitten auf Ihre Prozesse.',
        },
      },
    },
    energy: {
      description: 'Strom- und Gashandel, Risikomanagement und erneuerbare Energien.',
      features: ['Strom- und Gashandel', 'Preisabsicherung', 'Marktanalyse', 'Grünstrom'],
      subServices: {
        solar: { name: 'Solarstrom', description: 'Vermarktung und Lieferung von Solarstrom.' },
        wind: { name: 'Windstrom', description: 'Stromabnahmeverträge (PPA) mit Windparks.' },
        storage: { name: 'Speicher', description: 'Flexibilität aus Batterien und Speichern.' },
      },
    },
    realEstate: {
      description: 'Kauf, Finanzierung und Verwaltung von Immobilien in Aserbaidschan, Dubai, Katar und der Türkei.',
      features: ['Immobiliensuche', 'Finanzierung', 'Kaufabwicklung', 'Immobilienverwaltung'],
      subServices: {
        residential: { name: 'Wohnimmobilien', description: 'Wohnungen und Villen zur Eigennutzung oder Vermietung.' },
        commercial: { name: 'Gewerbe\u00adimmobilien', description: 'Ladenflächen, Büros und Hotels.' },
        industrial: { name: 'Industrie\u00adimmobilien', description: 'Lager- und Logistikflächen.' },
      },
    },
    hr: {
      description: 'Personal\u00adgewinnung, Personal\u00adentwicklung und HR-Beratung für wachsende Unternehmen.',
      features: ['Recruiting', 'Führungskräfteentwicklung', 'HR-Compliance', 'Vergütungsstrukturen'],
      subServices: {
        executiveSearch: { name: 'Executive Search', description: 'Führungs- und Fachkräfte, diskret gefunden.' },
        consulting: { name: 'HR-Beratung', description: 'Prozesse, Organisation und Dokumentation.' },
        talentManagement: { name: 'Talentmanagement', description: 'Ihre besten Leute fördern und halten.' },
      },
    },
    networking: {
      description: 'Netzwerkdesign, WLAN, Netzwerk\u00adsicherheit und Server\u00adinfrastruktur.',
      features: ['Netzwerkplanung', 'WLAN', 'Firewalls', '24/7-Monitoring'],
      subServices: {
        infrastructure: { name: 'Netzwerk\u00adinfrastruktur', description: 'Verkabelung, Switching und Routing.' },
        security: { name: 'Netzwerk\u00adsicherheit', description: 'Firewalls und sicherer Fernzugriff.' },
        cloudIntegration: { name: 'Cloud-Integration', description: 'Ihr Netzwerk, verbunden mit der Cloud.' },
      },
    },
    research: {
      description: 'Forschung und Produkt\u00adentwicklung\u00a0– von der ersten Idee bis zur Markteinführung.',
      features: ['Machbarkeitsstudien', 'Prototypen', 'Patente', 'Markteinführung'],
      subServices: {
        aiMl: { name: 'KI und maschinelles Lernen', description: 'Modelle, die aus Ihren Daten lernen.' },
        iot: { name: 'Internet der Dinge', description: 'Vernetzte Geräte und Sensoren.' },
        blockchain: { name: 'Blockchain', description: 'Nachvollziehbare Transaktionen und Smart Contracts.' },
      },
    },
    greenEnergy: {
      description: 'Solar-, Wind-, Speicher- und Geothermieprojekte für geringere Kosten und weniger Emissionen.',
      features: ['Solar und Wind', 'Batteriespeicher', 'Geothermie', 'Förderanträge'],
      subServices: {},
    },
  },
};
