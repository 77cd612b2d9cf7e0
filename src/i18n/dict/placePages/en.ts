/**
 * The places' pages (pages/PlacePage.tsx, one per place of content/places.ts): what the company does there, the
 * hour there, the news and openings placed there and the globe's text twin. Their own part (i18n/parts.ts).
 */
export const placePagesEn = {
  placePages: {
    potsdam: {
      heading: 'Our head office in Potsdam',
      summary:
        'Our head office in Potsdam, Germany: IT, energy trading, real estate, HR, networking, research and green energy from one partner.',
      lead: 'All seven of our fields of business are run from Potsdam: IT, energy trading, real estate, human resources, networking, research and development, and green energy. From here we also look after our real estate work in Turkey, Azerbaijan, Dubai and Qatar.',
      servicesHeading: 'What we do from Potsdam',
      clockHeading: 'Local time in Potsdam',
      globe:
        'The globe behind this page faces our head office in Potsdam, with arcs from there to our four markets abroad.',
      twin: 'Potsdam, Germany – head office',
      contactHeading: 'Write to our head office',
    },
    turkey: {
      heading: 'Real estate in Turkey',
      summary:
        'Buying, financing and managing residential and commercial property in Turkey, with German care, from the first viewing to the handover of the keys.',
      lead: 'We find, finance and manage residential and commercial property in Turkey, and accompany you from the first viewing to the handover of the keys.',
      servicesHeading: 'What we do in Turkey',
      clockHeading: 'Local time in Turkey',
      globe: 'The globe behind this page faces Turkey, with the arc from our head office in Potsdam to it lit.',
      twin: 'Turkey – real estate',
      contactHeading: 'Talk to us about property in Turkey',
    },
    azerbaijan: {
      heading: 'Real estate in Azerbaijan',
      summary:
        'Buying, financing and managing residential and commercial property in Azerbaijan, with German care, from the first viewing to the handover of the keys.',
      lead: 'We find, finance and manage residential and commercial property in Azerbaijan, and accompany you from the first viewing to the handover of the keys.',
      servicesHeading: 'What we do in Azerbaijan',
      clockHeading: 'Local time in Azerbaijan',
      globe: 'The globe behind this page faces Azerbaijan, with the arc from our head office in Potsdam to Baku lit.',
      twin: 'Azerbaijan – real estate',
      contactHeading: 'Talk to us about property in Azerbaijan',
    },
    dubai: {
      heading: 'Real estate in Dubai',
      summary:
        'Buying, financing and managing residential and commercial property in Dubai, with German care, from the first viewing to the handover of the keys.',
      lead: 'We find, finance and manage residential and commercial property in Dubai, and accompany you from the first viewing to the handover of the keys.',
      servicesHeading: 'What we do in Dubai',
      clockHeading: 'Local time in Dubai',
      globe: 'The globe behind this page faces Dubai, with the arc from our head office in Potsdam to it lit.',
      twin: 'Dubai, United Arab Emirates – real estate',
      contactHeading: 'Talk to us about property in Dubai',
    },
    qatar: {
      heading: 'Real estate in Qatar',
      summary:
        'Buying, financing and managing residential and commercial property in Qatar, with German care, from the first viewing to the handover of the keys.',
      lead: 'We find, finance and manage residential and commercial property in Qatar, and accompany you from the first viewing to the handover of the keys.',
      servicesHeading: 'What we do in Qatar',
      clockHeading: 'Local time in Qatar',
      globe: 'The globe behind this page faces Qatar, with the arc from our head office in Potsdam to Doha lit.',
      twin: 'Doha, Qatar – real estate',
      contactHeading: 'Talk to us about property in Qatar',
    },
    /** A market's hours on its own clock: the head office's working hours shown in the place's time. */
    localHours: {
      turkey: '{{hours}} in Turkey',
      azerbaijan: '{{hours}} in Azerbaijan',
      dubai: '{{hours}} in Dubai',
      qatar: '{{hours}} in Qatar',
    },
    realEstate: {
      /** What the company offers in each market, in the words of the real estate page. */
      services: ['Property search', 'Financing', 'Completion', 'Property management', 'Valuation', 'Brokerage'],
      link: 'All our real estate services',
    },
    fieldsLink: 'All our services',
    clock: {
      hoursHeading: 'Working hours of our head office in Potsdam',
      range: '{{open}}–{{close}}',
      closed: 'Closed',
      /** A market has no office hours of its own: the head office's, and whether it is open now. */
      marketOpen: 'Our head office in Potsdam is open now, until {{time}} Potsdam time ({{local}}).',
      marketClosed:
        'Our head office in Potsdam is closed right now; on working days we usually reply within {{hours}} hours.',
    },
    entries: {
      heading: 'News and openings',
      empty: 'Nothing has been published about this place yet. Our news and careers pages list everything we publish.',
      newsLink: 'News',
      careersLink: 'Careers',
      news: 'News',
      job: 'Job opening',
      /** An opening with no file in the page's language, listed in the language it has. */
      inLanguage: { en: 'in English', de: 'in German', tr: 'in Turkish' },
    },
    contactText: 'Tell us what you are looking for: on working days we usually reply within {{hours}} hours.',
    contactButton: 'Send us a message',
    twinLabel: 'Where we work',
  },
} as const;
