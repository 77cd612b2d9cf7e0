import type { Messages } from '../../dictionary';

export const globeDe: Pick<Messages, 'globe'> = {
  globe: {
    markersLabel: 'Wo wir tätig sind',
    markers: {
      potsdam: 'Potsdam',
      turkey: 'Türkei',
      azerbaijan: 'Aserbaidschan',
      dubai: 'Dubai',
      qatar: 'Katar',
    },
    markerPurpose: {
      potsdam: ', unser Hauptsitz',
      abroad: ', Immobilienservice',
    },
    pause: 'Globus-Animation anhalten',
    play: 'Globus-Animation abspielen',
  },
};
