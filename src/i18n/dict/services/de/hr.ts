import type { Messages } from '../../../dictionary';

export const hr: Messages['servicePages']['hr'] = {
  title: 'Die richtigen Menschen\u00a0– und ein Umfeld, in dem sie bleiben',
  text: 'Wir finden Fach- und Führungskräfte, entwickeln Ihre Teams und machen Ihre HR-Prozesse klar, fair und effizient.',
  stats: {
    placements: 'Besetzte Stellen (Teamerfahrung)',
    satisfaction: 'Kundenzufriedenheit',
    years: 'Jahre Teamerfahrung',
    companies: 'Kundenunternehmen',
  },
  servicesHeading: 'Unsere HR-Leistungen',
  services: {
    recruitment: {
      title: 'Personal\u00adgewinnung',
      text: 'Vom Anforderungsprofil bis zum unterschriebenen Vertrag: Wir finden Kandidatinnen und Kandidaten, die zu Ihren Aufgaben und Ihrer Kultur passen.',
      features: ['Anforderungsprofile', 'Aktive Direktansprache', 'Vorauswahl und Interviews', 'Executive Search'],
    },
    development: {
      title: 'Personal\u00adentwicklung',
      text: 'Schulungspläne, Coaching und Führungsprogramme, mit denen Ihre Mitarbeitenden in ihren Aufgaben noch besser werden.',
      features: ['Schulungsbedarfsanalyse', 'Führungskräfteprogramme', 'Coaching', 'E-Learning'],
    },
    performance: {
      title: 'Performance-Management',
      text: 'Ziele, Feedback und Beurteilungen, die motivieren\u00a0– statt nur einmal im Jahr ausgefüllt zu werden.',
      features: ['Zielvereinbarungen', 'Feedbackprozesse', 'Beurteilungssysteme', 'Talent-Reviews'],
    },
    engagement: {
      title: 'Mitarbeiter\u00adbindung',
      text: 'Wir messen die Zufriedenheit und helfen Ihnen, die richtigen Schlüsse zu ziehen\u00a0– damit gute Leute bleiben.',
      features: ['Mitarbeiterbefragungen', 'Onboarding-Programme', 'Maßnahmen zur Bindung', 'Employer Branding'],
    },
    compliance: {
      title: 'HR-Compliance',
      text: 'Personalakten, Arbeitszeiterfassung und Datenschutz im Personalwesen gut organisiert. Rechtliche Fragen klären Sie mit Ihrer Kanzlei für Arbeitsrecht; wir setzen die Prozesse um.',
      features: [
        'Arbeitszeiterfassung',
        'Datenschutz im Personalwesen',
        'Personalakten und Dokumentation',
        'Prozessprüfungen',
      ],
    },
    compensation: {
      title: 'Vergütungs\u00admanagement',
      text: 'Faire und wettbewerbsfähige Gehaltsstrukturen, Zusatzleistungen und Bonussysteme.',
      features: ['Gehaltsbenchmarks', 'Vergütungsstrukturen', 'Bonussysteme', 'Benefits-Pakete'],
    },
  },
  gridHeading: 'Unsere HR-Themenfelder',
  grid: {
    recruiting: { title: 'Recruiting', text: 'Fach- und Führungskräfte für Festanstellungen.' },
    onboarding: {
      title: 'Onboarding',
      text: 'Ein guter Start, mit dem neue Kolleginnen und Kollegen schneller produktiv werden.',
    },
    training: { title: 'Weiterbildung', text: 'Kompetenzen für die Aufgaben von heute und morgen.' },
    payroll: { title: 'Entgelt\u00adabrechnung', text: 'Korrekte und pünktliche Gehaltsabrechnungen.' },
    employerBranding: {
      title: 'Employer Branding',
      text: 'Ein klares Profil als Arbeitgeber, das die richtigen Bewerbungen anzieht.',
    },
    culture: { title: 'Unternehmens\u00adkultur', text: 'Werte und Führung, für die Menschen gern arbeiten.' },
  },
  processHeading: 'So arbeiten wir',
  process: {
    analysis: { title: 'Analyse', text: 'Wir lernen Ihre Organisation, Ihre Teams und deren Bedarf kennen.' },
    strategy: {
      title: 'Strategie',
      text: 'Wir legen Prioritäten und Maßnahmen fest\u00a0– und wie wir den Erfolg messen.',
    },
    implementation: {
      title: 'Umsetzung',
      text: 'Gemeinsam mit Ihren Führungskräften suchen wir Personal, schulen Ihre Teams und führen Prozesse ein.',
    },
    optimization: { title: 'Optimierung', text: 'Wir prüfen die Ergebnisse und justieren nach, bis alles stimmt.' },
  },
  benefitsHeading: 'Warum Unternehmen mit uns arbeiten',
  benefits: {
    network: {
      title: 'Ein breites Netzwerk',
      text: 'Fach- und Führungskräfte in Deutschland, der Türkei und der Golfregion.',
    },
    speed: {
      title: 'Schnelle Vorauswahl',
      text: 'Erste qualifizierte Kandidatinnen und Kandidaten meist innerhalb von zwei Wochen.',
    },
    fit: {
      title: 'Kulturelle Passung',
      text: 'Wir achten auf Persönlichkeit und Werte, nicht nur auf den Lebenslauf.',
    },
    lawful: {
      title: 'Sorgfältig und fair',
      text: 'Prozesse, die Datenschutz und Gleichbehandlung von Anfang an berücksichtigen.',
    },
  },
  ctaHeading: 'Sie suchen die richtigen Mitarbeitenden?',
  ctaText: 'Erzählen Sie uns von der Position oder der Herausforderung. Das erste Beratungsgespräch ist kostenlos.',
};
