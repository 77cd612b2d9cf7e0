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
  globeDemo: {
    variantsLabel: 'The four variants',
    variant: 'Variant {{number}}',
    summary: '{{dots}} dots · speed {{speed}} · radius {{radius}}',
    chooseVariant: 'Variant to adjust',
    controlsHeading: 'Settings of variant {{number}}',
    dots: 'Dots',
    speed: 'Rotation speed (radians per millisecond)',
    radius: 'Radius (share of the tile)',
    colour: 'Colour',
    present: 'Present',
    exitPresentation: 'Leave presentation',
    reset: 'Reset all variants',
    copyLink: 'Copy link to these settings',
    copied: 'Link copied: it opens the demo with these settings.',
    copyFailed: 'Copying is not allowed here: copy the address from the address bar instead.',
  },
} as const;
