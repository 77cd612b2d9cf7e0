/** The home globe's places: markers, their cards, keyboard control and the guided tour (home and the globe demo only: i18n/parts.ts). */
export const placesEn = {
  places: {
    markersLabel: 'Where we work',
    markers: {
      potsdam: 'Potsdam',
      turkey: 'Turkey',
      azerbaijan: 'Azerbaijan',
      gulf: 'Dubai and Qatar',
    },
    markerPurpose: {
      potsdam: ', our headquarters',
      abroad: ', real estate services',
    },
    cards: {
      potsdam: {
        place: 'Potsdam, Germany – head office',
        service: 'Our headquarters for all seven fields, from software and energy trading to real estate.',
        link: 'Our head office in Potsdam',
      },
      turkey: {
        place: 'Turkey – Istanbul and the coast',
        service: 'Real estate: search, financing, completion and management.',
        link: 'Real estate in Turkey',
      },
      azerbaijan: {
        place: 'Baku, Azerbaijan',
        service: 'Real estate: search, financing, completion and management.',
        link: 'Real estate in Azerbaijan',
      },
      dubai: {
        place: 'Dubai, United Arab Emirates',
        service: 'Real estate: search, financing, completion and management.',
        link: 'Real estate in Dubai',
      },
      qatar: {
        place: 'Doha, Qatar',
        service: 'Real estate: search, financing, completion and management.',
        link: 'Real estate in Qatar',
      },
    },
    /** A card's line with the hour at its place (content/placeClock.ts), once the page runs. */
    localTime: 'Local time {{time}}',
    /** The globe's text twin on home: a figure for screen readers and print (pages/places/GlobeTwin.tsx). */
    twin: 'The globe shows where we work: arcs run from our head office in Potsdam to our four markets abroad.',
    entries: {
      news: 'News',
      job: 'Job opening',
      label: '{{kind}} · {{place}}',
      /** The marker's own label, short for a phone's chip: the card and the link's name say it in full. */
      short: { news: 'News', job: 'Job' },
      name: '{{kind}}, {{place}}: {{title}}',
      read: 'Read the article',
      apply: 'View and apply',
      at: { potsdam: 'Potsdam', turkey: 'Turkey', azerbaijan: 'Azerbaijan', dubai: 'Dubai', qatar: 'Qatar' },
    },
    explore: {
      label: 'Globe showing where we work',
      hint: 'Turn the globe with the arrow keys; Home brings it back.',
    },
    tour: {
      caption: 'Stop {{number}} of {{count}}: {{place}}',
      /** The place's name on the globe itself, beside the place, at each stop (pages/globeDemo/TourPlaceLabel.tsx). */
      names: { potsdam: 'Potsdam', turkey: 'Turkey', azerbaijan: 'Baku', dubai: 'Dubai', qatar: 'Doha' },
    },
  },
} as const;
