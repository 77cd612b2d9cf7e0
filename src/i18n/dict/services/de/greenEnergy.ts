import type { Messages } from '../../../dictionary';

/** Both green energy variants of the specification share this copy; each shows six of the seven services. */
export const greenEnergy: Messages['servicePages']['greenEnergy'] = {
  title: 'Saubere Energie für Ihr Unternehmen\u00a0– durchgängig geplant',
  text: 'Wir planen, bauen und betreiben Anlagen für erneuerbare Energien und Speicher\u00a0– für niedrigere Energiekosten und weniger Emissionen.',
  stats: {
    projects: 'Projekte (Teamerfahrung)',
    installed: 'Installierte Leistung (Teamerfahrung)',
    capacity: 'Realisierte Leistung (Teamerfahrung)',
    years: 'Jahre Teamerfahrung',
    co2Saved: 'Eingespartes CO₂ (Teamerfahrung)',
    co2Reduction: 'CO₂-Reduktion (Teamerfahrung)',
  },
  servicesHeading: 'Unsere Leistungen für grüne Energie',
  services: {
    solar: {
      title: 'Photovoltaik',
      text: 'Photovoltaikanlagen auf Dächern, Parkplätzen und Freiflächen\u00a0– von der Ertragsprognose bis zum Netzanschluss.',
      features: ['Ertragsprognosen', 'Dach- und Freiflächenanlagen', 'Netzanschluss', 'Betrieb und Reinigung'],
    },
    wind: {
      title: 'Windenergie',
      text: 'Standortbewertung, Planung und Betrieb von Windenergieanlagen\u00a0– an Land und für Industriestandorte.',
      features: ['Windmessungen', 'Genehmigungsplanung', 'Anlagenauswahl', 'Technische Betriebsführung'],
    },
    storage: {
      title: 'Energiespeicher',
      text: 'Batteriespeicher, mit denen Sie Ihren eigenen Strom besser nutzen und Lastspitzen glätten.',
      features: ['Batteriespeicher', 'Lastspitzenkappung', 'Eigenverbrauchsoptimierung', 'Notstromversorgung'],
    },
    hydropower: {
      title: 'Wasserkraft',
      text: 'Modernisierung und Betrieb kleiner Wasserkraftwerke für eine verlässliche Grundlast.',
      features: ['Anlagenmodernisierung', 'Fischfreundliche Bauweise', 'Leistungsoptimierung', 'Wartung'],
    },
    biomass: {
      title: 'Biomasse',
      text: 'Wärme und Strom aus organischen Reststoffen\u00a0– für Landwirtschaft, Industrie und Fernwärme.',
      features: ['Biogasanlagen', 'Hackschnitzelheizungen', 'Kraft-Wärme-Kopplung', 'Rohstofflogistik'],
    },
    efficiency: {
      title: 'Energieeffizienz',
      text: 'Energieaudits und Maßnahmen, die den Verbrauch senken, bevor überhaupt eine neue Anlage gebaut wird.',
      features: ['Energieaudits', 'LED- und Gebäudetechnik', 'Wärmerückgewinnung', 'Energiemanagementsysteme'],
    },
    geothermal: {
      title: 'Geothermie',
      text: 'Wärme aus dem Erdreich für Gebäude und Prozesse\u00a0– mit Wärmepumpen und Sondenfeldern.',
      features: ['Machbarkeitsstudien', 'Erdwärmesonden', 'Wärmepumpen', 'Wärmenetze'],
    },
  },
  gridHeading: 'Technologien, die wir einsetzen',
  grid: {
    monocrystalline: { name: 'Monokristalline PV', category: 'Solar' },
    bifacial: { name: 'Bifaziale Module', category: 'Solar' },
    tracker: { name: 'Solar-Nachführung', category: 'Solar' },
    onshoreWind: { name: 'Onshore-Wind', category: 'Wind' },
    smallWind: { name: 'Kleinwindanlagen', category: 'Wind' },
    lithiumIon: { name: 'Lithium-Ionen', category: 'Speicher' },
    redoxFlow: { name: 'Redox-Flow', category: 'Speicher' },
    heatPump: { name: 'Wärmepumpen', category: 'Wärme' },
    chp: { name: 'Kraft-Wärme-Kopplung', category: 'Strom und Wärme' },
    biogas: { name: 'Biogas', category: 'Biomasse' },
    smartGrid: { name: 'Smart Grid', category: 'Netz' },
    ems: { name: 'Energie\u00admanagement\u00adsysteme', category: 'Effizienz' },
  },
  processHeading: 'So arbeiten wir',
  process: {
    analysis: {
      title: 'Analyse',
      text: 'Wir erfassen Ihren Verbrauch, Ihre Standorte und Ihr Potenzial für erneuerbare Energien.',
    },
    concept: {
      title: 'Konzept',
      text: 'Technik, Wirtschaftlichkeit und Förderung in einem Plan, auf dessen Basis Sie entscheiden können.',
    },
    implementation: { title: 'Umsetzung', text: 'Genehmigungen, Bau und Netzanschluss\u00a0– von uns koordiniert.' },
    maintenance: {
      title: 'Wartung',
      text: 'Monitoring und Wartung sorgen dafür, dass Ihre Anlage über Jahrzehnte Energie liefert.',
    },
  },
  benefitsHeading: 'Warum Kunden mit uns auf grüne Energie setzen',
  benefits: {
    costs: { title: 'Niedrigere Energiekosten', text: 'Selbst erzeugter Strom ist günstiger als Strom aus dem Netz.' },
    climate: {
      title: 'Messbarer Klimaeffekt',
      text: 'Wir berechnen das CO₂, das Ihre Anlage vermeidet, und legen Ihnen Ausgangswert und Methode offen, sodass Sie jede Zahl nachprüfen können.',
    },
    funding: {
      title: 'Unterstützung bei Förderanträgen',
      text: 'Wir finden passende Förderprogramme für Ihr Projekt und kümmern uns um die Anträge.',
    },
    turnkey: {
      title: 'Schlüsselfertige Umsetzung',
      text: 'Ein Partner\u00a0– von der ersten Analyse bis zum jahrzehntelangen Betrieb.',
    },
  },
  ctaHeading: 'Bereit für Ihre eigene saubere Energie?',
  ctaText: 'Erzählen Sie uns von Ihrem Standort und Ihrem Verbrauch. Das erste Beratungsgespräch ist kostenlos.',
};
