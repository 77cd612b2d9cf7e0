/** The globe: its country markers, pause control and the globe demo. */
export const globeEn = {
  globe: {
    markersLabel: 'Where we work',
    markers: {
      potsdam: 'Potsdam',
      turkey: 'Turkey',
      azerbaijan: 'Azerbaijan',
      dubai: 'Dubai',
      qatar: 'Qatar',
    },
    markerPurpose: {
      potsdam: ', our headquarters',
      abroad: ', real estate services',
    },
    pause: 'Pause globe animation',
    play: 'Play globe animation',
  },
} as const;
