import type { Messages } from '../../dictionary';

/** German words of the globe's places (same shape as en.ts). */
export const placesDe: Pick<Messages, 'places'> = {
  places: {
    markersLabel: 'Wo wir tätig sind',
    markers: {
      potsdam: 'Potsdam',
      turkey: 'Türkei',
      azerbaijan: 'Aserbaidschan',
      gulf: 'Dubai und Katar',
    },
    markerPurpose: {
      potsdam: ', unser Hauptsitz',
      abroad: ', Immobilien',
    },
    cards: {
      potsdam: {
        place: 'Potsdam, Deutschland – Hauptsitz',
        service: 'Unser Hauptsitz für alle sieben Geschäftsfelder – von Software und Energiehandel bis zu Immobilien.',
        link: 'Unser Hauptsitz in Potsdam',
      },
      turkey: {
        place: 'Türkei – Istanbul und die Küste',
        service: 'Immobilien: Suche, Finanzierung, Kaufabwicklung und Verwaltung.',
        link: 'Immobilien in der Türkei',
      },
      azerbaijan: {
        place: 'Baku, Aserbaidschan',
        service: 'Immobilien: Suche, Finanzierung, Kaufabwicklung und Verwaltung.',
        link: 'Immobilien in Aserbaidschan',
      },
      dubai: {
        place: 'Dubai, Vereinigte Arabische Emirate',
        service: 'Immobilien: Suche, Finanzierung, Kaufabwicklung und Verwaltung.',
        link: 'Immobilien in Dubai',
      },
      qatar: {
        place: 'Doha, Katar',
        service: 'Immobilien: Suche, Finanzierung, Kaufabwicklung und Verwaltung.',
        link: 'Immobilien in Katar',
      },
    },
    localTime: 'Ortszeit {{time}} Uhr',
    twin: 'Der Globus zeigt, wo wir tätig sind: Bögen führen von unserem Hauptsitz in Potsdam zu unseren vier Märkten im Ausland.',
    entries: {
      news: 'Beitrag',
      job: 'Stellenangebot',
      label: '{{kind}} · {{place}}',
      /** The marker's own label, short for a phone's chip: the card and the link's name say it in full. */
      short: { news: 'Beitrag', job: 'Stelle' },
      name: '{{kind}}, {{place}}: {{title}}',
      read: 'Beitrag lesen',
      apply: 'Ansehen und bewerben',
      at: { potsdam: 'Potsdam', turkey: 'Türkei', azerbaijan: 'Aserbaidschan', dubai: 'Dubai', qatar: 'Katar' },
    },
    explore: {
      label: 'Globus mit den Orten, an denen wir tätig sind',
      hint: 'Mit den Pfeiltasten drehen Sie den Globus, mit Pos1 kehrt er zurück.',
    },
    tour: {
      caption: 'Station {{number}} von {{count}}: {{place}}',
      names: { potsdam: 'Potsdam', turkey: 'Türkei', azerbaijan: 'Baku', dubai: 'Dubai', qatar: 'Doha' },
    },
  },
};
