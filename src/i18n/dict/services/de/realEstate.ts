import type { Messages } from '../../../dictionary';

export const realEstate: Messages['servicePages']['realEstate'] = {
  title: 'Immobilien in Aserbaidschan, Dubai, Katar und der Türkei\u00a0– mit deutscher Sorgfalt',
  text: 'Wir finden, finanzieren und verwalten Wohn- und Gewerbe\u00adimmobilien in vier Wachstumsmärkten und begleiten Sie von der ersten Besichtigung bis zur Schlüsselübergabe.',
  stats: {
    volume: 'Transaktionsvolumen (Teamerfahrung)',
    properties: 'Vermittelte Objekte (Teamerfahrung)',
    years: 'Jahre Teamerfahrung',
    cities: 'Städte',
  },
  countriesHeading: 'Wo wir aktiv sind',
  countries: { azerbaijan: 'Aserbaidschan', dubai: 'VAE (Dubai)', qatar: 'Katar', turkey: 'Türkei' },
  servicesHeading: 'Unsere Immobilienleistungen',
  services: {
    search: {
      title: 'Immobiliensuche',
      text: 'Wir suchen den Markt nach Objekten ab, die zu Ihren Vorgaben passen\u00a0– auch nach solchen, die nie auf einem Portal erscheinen.',
      features: [
        'Bedarfsanalyse',
        'Off-Market-Objekte',
        'Besichtigung vor Ort oder per Video',
        'Vorauswahl mit Bewertung',
      ],
    },
    financing: {
      title: 'Finanzierung',
      text: 'Wir vergleichen Finanzierungsangebote lokaler und internationaler Banken und bereiten Ihren Antrag vor.',
      features: [
        'Finanzierungsvergleich',
        'Bankkontakte in vier Ländern',
        'Währungsaspekte',
        'Unterstützung beim Antrag',
      ],
    },
    legal: {
      title: 'Rechtliche Prüfung mit Partnerkanzleien',
      text: 'Eigentumstitel, Verträge und die Erwerbsregeln für ausländische Käufer lassen wir von unseren Partnerkanzleien vor Ort prüfen\u00a0– wir koordinieren die Prüfung für Sie.',
      features: ['Prüfung der Eigentumstitel', 'Vertragsprüfung', 'Erwerbsregeln für Ausländer', 'Notartermine'],
    },
    closing: {
      title: 'Kaufabwicklung',
      text: 'Notartermin, Zahlungsplan, Registrierung und Übergabe: Wir koordinieren Termine und Beteiligte. Die rechtliche Prüfung übernimmt eine Kanzlei Ihrer Wahl.',
      features: ['Notartermine', 'Zahlungsplan', 'Eintragung des Eigentums', 'Übergabeprotokoll'],
    },
    management: {
      title: 'Immobilienverwaltung',
      text: 'Vermietung, Instandhaltung und Buchhaltung\u00a0– damit Ihre Immobilie Erträge bringt, ohne Ihre Zeit zu binden.',
      features: ['Mietersuche', 'Instandhaltung und Reparaturen', 'Mietinkasso', 'Jahresabrechnungen'],
    },
    valuation: {
      title: 'Werteinschätzung',
      text: 'Marktwerteinschätzungen auf Basis von Vergleichsverkäufen und Rendite\u00a0– für Kauf, Verkauf und Finanzierung.',
      features: ['Marktwerteinschätzung', 'Renditeanalyse', 'Vergleichsverkäufe', 'Unterlagen für Ihre Bank'],
    },
    brokerage: {
      title: 'Maklerleistungen',
      text: 'Wir vermarkten Ihre Immobilie an Käufer und Mieter in der Region und in Deutschland und verhandeln für Sie.',
      features: ['Vermarktung und Exposés', 'Bonitätsprüfung der Käufer', 'Preisverhandlung', 'Objektübergabe'],
    },
  },
  gridHeading: 'Immobilienarten',
  grid: {
    residential: { title: 'Wohnen', text: 'Wohnungen, Villen und Wohnanlagen.' },
    commercial: { title: 'Gewerbe', text: 'Ladenlokale, Showrooms und gemischt genutzte Gebäude.' },
    office: { title: 'Büro', text: 'Büroflächen und Businesscenter.' },
    warehouses: { title: 'Lager', text: 'Lagerhallen und Logistikflächen.' },
    hotels: { title: 'Hotels', text: 'Hotels und Serviced Apartments.' },
    retail: { title: 'Einzelhandel', text: 'Fachmarktzentren und Einkaufszentren.' },
  },
  processHeading: 'So arbeiten wir',
  process: {
    consultation: {
      title: 'Beratung',
      text: 'Wir klären Ihre Ziele, Ihr Budget, Ihr bevorzugtes Land und Ihren Zeitrahmen.',
    },
    search: {
      title: 'Suche',
      text: 'Wir stellen Ihnen passende Objekte vor\u00a0– jeweils mit einer ehrlichen Einschätzung.',
    },
    negotiation: { title: 'Verhandlung', text: 'Wir verhandeln Preis und Konditionen für Sie.' },
    completion: {
      title: 'Abschluss',
      text: 'Notar, Zahlung, Registrierung und Übergabe: Wir kümmern uns um die Details.',
    },
  },
  benefitsHeading: 'Warum Käufer uns vertrauen',
  benefits: {
    local: { title: 'Kenntnis vor Ort', text: 'Teams und Partner in allen vier Ländern.' },
    german: { title: 'Deutsche Sorgfalt', text: 'Jedes Objekt sehen wir uns vor Ort an, bevor Sie sich festlegen.' },
    oneStop: {
      title: 'Alles aus einer Hand',
      text: 'Suche, Finanzierung, Kaufabwicklung und Verwaltung mit einer festen Ansprechperson.',
    },
    languages: {
      title: 'In Ihrer Sprache',
      text: 'Wir beraten auf Deutsch, Englisch, Türkisch und in weiteren Sprachen.',
    },
  },
  ctaHeading: 'Sie suchen eine Immobilie im Ausland?',
  ctaText: 'Sagen Sie uns, wonach Sie suchen. Das erste Beratungsgespräch ist kostenlos.',
};
