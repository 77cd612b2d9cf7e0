import type { Messages } from '../../dictionary';

export const globeTr: Pick<Messages, 'globe'> = {
  globe: {
    markersLabel: 'Faaliyet gösterdiğimiz yerler',
    markers: {
      potsdam: 'Potsdam',
      turkey: 'Türkiye',
      azerbaijan: 'Azerbaycan',
      dubai: 'Dubai',
      qatar: 'Katar',
    },
    markerPurpose: {
      potsdam: ', genel merkezimiz',
      abroad: ', gayrimenkul hizmetleri',
    },
    pause: 'Küre animasyonunu durdur',
    play: 'Küre animasyonunu başlat',
  },
};
