import type { Messages } from '../../dictionary';

/** German words of the places' pages (same shape as en.ts). */
export const placePagesDe: Pick<Messages, 'placePages'> = {
  placePages: {
    potsdam: {
      heading: 'Unser Hauptsitz in Potsdam',
      summary:
        'Unser Hauptsitz in Potsdam: IT, Energiehandel, Immobilien, Personalwesen, Netzwerktechnik, Forschung und grüne Energie aus einer Hand.',
      lead: 'Von Potsdam aus führen wir alle sieben Geschäftsfelder: IT, Energiehandel, Immobilien, Personalwesen, Netzwerktechnik, Forschung und Entwicklung sowie grüne Energie. Von hier aus betreuen wir auch unser Immobiliengeschäft in der Türkei, in Aserbaidschan, Dubai und Katar.',
      servicesHeading: 'Was wir von Potsdam aus leisten',
      clockHeading: 'Ortszeit in Potsdam',
      globe:
        'Der Globus hinter dieser Seite zeigt unseren Hauptsitz in Potsdam, mit Bögen von dort zu unseren vier Märkten im Ausland.',
      twin: 'Potsdam, Deutschland – Hauptsitz',
      contactHeading: 'Schreiben Sie unserem Hauptsitz',
    },
    turkey: {
      heading: 'Immobilien in der Türkei',
      summary:
        'Wohn- und Gewerbeimmobilien in der Türkei kaufen, finanzieren und verwalten – mit deutscher Sorgfalt, von der ersten Besichtigung bis zur Schlüsselübergabe.',
      lead: 'Wir finden, finanzieren und verwalten Wohn- und Gewerbe\u00adimmobilien in der Türkei und begleiten Sie von der ersten Besichtigung bis zur Schlüsselübergabe.',
      servicesHeading: 'Was wir in der Türkei leisten',
      clockHeading: 'Ortszeit in der Türkei',
      globe:
        'Der Globus hinter dieser Seite zeigt die Türkei; der Bogen von unserem Hauptsitz in Potsdam dorthin ist hervorgehoben.',
      twin: 'Türkei – Immobilien',
      contactHeading: 'Sprechen Sie mit uns über Immobilien in der Türkei',
    },
    azerbaijan: {
      heading: 'Immobilien in Aserbaidschan',
      summary:
        'Wohn- und Gewerbeimmobilien in Aserbaidschan kaufen, finanzieren und verwalten – mit deutscher Sorgfalt, von der ersten Besichtigung bis zur Schlüsselübergabe.',
      lead: 'Wir finden, finanzieren und verwalten Wohn- und Gewerbe\u00adimmobilien in Aserbaidschan und begleiten Sie von der ersten Besichtigung bis zur Schlüsselübergabe.',
      servicesHeading: 'Was wir in Aserbaidschan leisten',
      clockHeading: 'Ortszeit in Aserbaidschan',
      globe:
        'Der Globus hinter dieser Seite zeigt Aserbaidschan; der Bogen von unserem Hauptsitz in Potsdam nach Baku ist hervorgehoben.',
      twin: 'Aserbaidschan – Immobilien',
      contactHeading: 'Sprechen Sie mit uns über Immobilien in Aserbaidschan',
    },
    dubai: {
      heading: 'Immobilien in Dubai',
      summary:
        'Wohn- und Gewerbeimmobilien in Dubai kaufen, finanzieren und verwalten – mit deutscher Sorgfalt, von der ersten Besichtigung bis zur Schlüsselübergabe.',
      lead: 'Wir finden, finanzieren und verwalten Wohn- und Gewerbe\u00adimmobilien in Dubai und begleiten Sie von der ersten Besichtigung bis zur Schlüsselübergabe.',
      servicesHeading: 'Was wir in Dubai leisten',
      clockHeading: 'Ortszeit in Dubai',
      globe:
        'Der Globus hinter dieser Seite zeigt Dubai; der Bogen von unserem Hauptsitz in Potsdam dorthin ist hervorgehoben.',
      twin: 'Dubai, Vereinigte Arabische Emirate – Immobilien',
      contactHeading: 'Sprechen Sie mit uns über Immobilien in Dubai',
    },
    qatar: {
      heading: 'Immobilien in Katar',
      summary:
        'Wohn- und Gewerbeimmobilien in Katar kaufen, finanzieren und verwalten – mit deutscher Sorgfalt, von der ersten Besichtigung bis zur Schlüsselübergabe.',
      lead: 'Wir finden, finanzieren und verwalten Wohn- und Gewerbe\u00adimmobilien in Katar und begleiten Sie von der ersten Besichtigung bis zur Schlüsselübergabe.',
      servicesHeading: 'Was wir in Katar leisten',
      clockHeading: 'Ortszeit in Katar',
      globe:
        'Der Globus hinter dieser Seite zeigt Katar; der Bogen von unserem Hauptsitz in Potsdam nach Doha ist hervorgehoben.',
      twin: 'Doha, Katar – Immobilien',
      contactHeading: 'Sprechen Sie mit uns über Immobilien in Katar',
    },
    localHours: {
      turkey: '{{hours}} Uhr in der Türkei',
      azerbaijan: '{{hours}} Uhr in Aserbaidschan',
      dubai: '{{hours}} Uhr in Dubai',
      qatar: '{{hours}} Uhr in Katar',
    },
    realEstate: {
      services: [
        'Immobiliensuche',
        'Finanzierung',
        'Kaufabwicklung',
        'Immobilienverwaltung',
        'Werteinschätzung',
        'Maklerleistungen',
      ],
      link: 'Alle unsere Immobilienleistungen',
    },
    fieldsLink: 'Alle unsere Leistungen',
    clock: {
      hoursHeading: 'Arbeitszeiten unseres Hauptsitzes in Potsdam',
      range: '{{open}}–{{close}} Uhr',
      closed: 'Geschlossen',
      marketOpen: 'Unser Hauptsitz in Potsdam ist jetzt geöffnet, bis {{time}} Uhr Potsdamer Zeit ({{local}}).',
      marketClosed:
        'Unser Hauptsitz in Potsdam ist gerade geschlossen – an Arbeitstagen antworten wir in der Regel innerhalb von {{hours}} Stunden.',
    },
    entries: {
      heading: 'Aktuelles und offene Stellen',
      empty:
        'Zu diesem Ort haben wir noch nichts veröffentlicht. Auf unseren Seiten Aktuelles und Karriere finden Sie alles, was wir veröffentlichen.',
      newsLink: 'Aktuelles',
      careersLink: 'Karriere',
      news: 'Beitrag',
      job: 'Stellenangebot',
      inLanguage: { en: 'auf Englisch', de: 'auf Deutsch', tr: 'auf Türkisch' },
    },
    contactText:
      'Sagen Sie uns, was Sie suchen: An Arbeitstagen antworten wir in der Regel innerhalb von {{hours}} Stunden.',
    contactButton: 'Nachricht schreiben',
    twinLabel: 'Wo wir tätig sind',
  },
};
