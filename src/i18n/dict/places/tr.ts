import type { Messages } from '../../dictionary';

/** Turkish words of the globe's places (same shape as en.ts). */
export const placesTr: Pick<Messages, 'places'> = {
  places: {
    markersLabel: 'Faaliyet gösterdiğimiz yerler',
    markers: {
      potsdam: 'Potsdam',
      turkey: 'Türkiye',
      azerbaijan: 'Azerbaycan',
      gulf: 'Dubai ve Katar',
    },
    markerPurpose: {
      potsdam: ', genel merkezimiz',
      abroad: ', gayrimenkul hizmetleri',
    },
    cards: {
      potsdam: {
        place: 'Potsdam, Almanya – genel merkez',
        service: 'Yazılımdan enerji ticaretine ve gayrimenkule kadar yedi alanın tamamını buradan yönetiyoruz.',
        link: 'Potsdam’daki genel merkezimiz',
      },
      turkey: {
        place: 'Türkiye – İstanbul ve kıyılar',
        service: 'Gayrimenkul: arama, finansman, satın alma süreci ve yönetim.',
        link: 'Türkiye’de gayrimenkul',
      },
      azerbaijan: {
        place: 'Bakü, Azerbaycan',
        service: 'Gayrimenkul: arama, finansman, satın alma süreci ve yönetim.',
        link: 'Azerbaycan’da gayrimenkul',
      },
      dubai: {
        place: 'Dubai, Birleşik Arap Emirlikleri',
        service: 'Gayrimenkul: arama, finansman, satın alma süreci ve yönetim.',
        link: 'Dubai’de gayrimenkul',
      },
      qatar: {
        place: 'Doha, Katar',
        service: 'Gayrimenkul: arama, finansman, satın alma süreci ve yönetim.',
        link: 'Katar’da gayrimenkul',
      },
    },
    localTime: 'Yerel saat {{time}}',
    twin: 'Küre, faaliyet gösterdiğimiz yerleri gösteriyor: Potsdam’daki genel merkezimizden yurt dışındaki dört pazarımıza yaylar uzanıyor.',
    entries: {
      news: 'Haber',
      job: 'İş ilanı',
      label: '{{kind}} · {{place}}',
      /** The marker's own label, short for a phone's chip: the card and the link's name say it in full. */
      short: { news: 'Haber', job: 'İlan' },
      name: '{{kind}}, {{place}}: {{title}}',
      read: 'Yazıyı okuyun',
      apply: 'İlana bakın ve başvurun',
      at: { potsdam: 'Potsdam', turkey: 'Türkiye', azerbaijan: 'Azerbaycan', dubai: 'Dubai', qatar: 'Katar' },
    },
    explore: {
      label: 'Faaliyet gösterdiğimiz yerleri gösteren küre',
      hint: 'Küreyi ok tuşlarıyla çevirin; Home tuşu başlangıç konumuna döndürür.',
    },
    tour: {
      caption: 'Durak {{number}}/{{count}}: {{place}}',
      names: { potsdam: 'Potsdam', turkey: 'Türkiye', azerbaijan: 'Bakü', dubai: 'Dubai', qatar: 'Doha' },
    },
  },
};
