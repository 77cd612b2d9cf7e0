import type { Messages } from '../../dictionary';

export const globeTr: Pick<Messages, 'globe' | 'globeDemo'> = {
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
  globeDemo: {
    variantsLabel: 'Dört varyant',
    variant: 'Varyant {{number}}',
    summary: '{{dots}} nokta · hız {{speed}} · yarıçap {{radius}}',
    chooseVariant: 'Ayarlanacak varyant',
    controlsHeading: 'Varyant {{number}} ayarları',
    dots: 'Nokta sayısı',
    speed: 'Dönüş hızı (milisaniye başına radyan)',
    radius: 'Yarıçap (kutucuğa oranı)',
    colour: 'Renk',
    present: 'Sunum yap',
    exitPresentation: 'Sunumdan çık',
    reset: 'Tüm varyantları sıfırla',
    copyLink: 'Bu ayarların bağlantısını kopyala',
    copied: 'Bağlantı kopyalandı: demoyu tam bu ayarlarla açar.',
    copyFailed: 'Burada kopyalamaya izin verilmiyor; lütfen adresi adres çubuğundan kopyalayın.',
  },
};
