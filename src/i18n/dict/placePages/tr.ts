import type { Messages } from '../../dictionary';

/** Turkish words of the places' pages (same shape as en.ts). */
export const placePagesTr: Pick<Messages, 'placePages'> = {
  placePages: {
    potsdam: {
      heading: 'Potsdam’daki genel merkezimiz',
      summary:
        'Potsdam’daki genel merkezimiz: BT, enerji ticareti, gayrimenkul, insan kaynakları, ağ hizmetleri, Ar-Ge ve yeşil enerjide tek iş ortağınız.',
      lead: 'Yedi iş alanımızın tamamını Potsdam’dan yönetiyoruz: BT, enerji ticareti, gayrimenkul, insan kaynakları, ağ hizmetleri, araştırma ve geliştirme ile yeşil enerji. Türkiye, Azerbaycan, Dubai ve Katar’daki gayrimenkul faaliyetlerimizi de buradan yürütüyoruz.',
      servicesHeading: 'Potsdam’dan sunduğumuz hizmetler',
      clockHeading: 'Potsdam’da yerel saat',
      globe:
        'Bu sayfanın arkasındaki küre, Potsdam’daki genel merkezimizi ve oradan yurt dışındaki dört pazarımıza uzanan yayları gösteriyor.',
      twin: 'Potsdam, Almanya – genel merkez',
      contactHeading: 'Genel merkezimize yazın',
    },
    turkey: {
      heading: 'Türkiye’de gayrimenkul',
      summary:
        'Türkiye’de konut ve ticari gayrimenkul alımı, finansmanı ve yönetimi: Alman titizliğiyle, ilk mülk gezisinden anahtar teslimine kadar.',
      lead: 'Türkiye’de konut ve ticari gayrimenkul buluyor, finanse ediyor ve yönetiyoruz; ilk mülk gezisinden anahtar teslimine kadar yanınızdayız.',
      servicesHeading: 'Türkiye’deki hizmetlerimiz',
      clockHeading: 'Türkiye’de yerel saat',
      globe:
        'Bu sayfanın arkasındaki küre Türkiye’yi gösteriyor; Potsdam’daki genel merkezimizden oraya uzanan yay vurgulanıyor.',
      twin: 'Türkiye – gayrimenkul',
      contactHeading: 'Türkiye’deki gayrimenkuller hakkında bizimle konuşun',
    },
    azerbaijan: {
      heading: 'Azerbaycan’da gayrimenkul',
      summary:
        'Azerbaycan’da konut ve ticari gayrimenkul alımı, finansmanı ve yönetimi: Alman titizliğiyle, ilk mülk gezisinden anahtar teslimine kadar.',
      lead: 'Azerbaycan’da konut ve ticari gayrimenkul buluyor, finanse ediyor ve yönetiyoruz; ilk mülk gezisinden anahtar teslimine kadar yanınızdayız.',
      servicesHeading: 'Azerbaycan’daki hizmetlerimiz',
      clockHeading: 'Azerbaycan’da yerel saat',
      globe:
        'Bu sayfanın arkasındaki küre Azerbaycan’ı gösteriyor; Potsdam’daki genel merkezimizden Bakü’ye uzanan yay vurgulanıyor.',
      twin: 'Azerbaycan – gayrimenkul',
      contactHeading: 'Azerbaycan’daki gayrimenkuller hakkında bizimle konuşun',
    },
    dubai: {
      heading: 'Dubai’de gayrimenkul',
      summary:
        'Dubai’de konut ve ticari gayrimenkul alımı, finansmanı ve yönetimi: Alman titizliğiyle, ilk mülk gezisinden anahtar teslimine kadar.',
      lead: 'Dubai’de konut ve ticari gayrimenkul buluyor, finanse ediyor ve yönetiyoruz; ilk mülk gezisinden anahtar teslimine kadar yanınızdayız.',
      servicesHeading: 'Dubai’deki hizmetlerimiz',
      clockHeading: 'Dubai’de yerel saat',
      globe:
        'Bu sayfanın arkasındaki küre Dubai’yi gösteriyor; Potsdam’daki genel merkezimizden oraya uzanan yay vurgulanıyor.',
      twin: 'Dubai, Birleşik Arap Emirlikleri – gayrimenkul',
      contactHeading: 'Dubai’deki gayrimenkuller hakkında bizimle konuşun',
    },
    qatar: {
      heading: 'Katar’da gayrimenkul',
      summary:
        'Katar’da konut ve ticari gayrimenkul alımı, finansmanı ve yönetimi: Alman titizliğiyle, ilk mülk gezisinden anahtar teslimine kadar.',
      lead: 'Katar’da konut ve ticari gayrimenkul buluyor, finanse ediyor ve yönetiyoruz; ilk mülk gezisinden anahtar teslimine kadar yanınızdayız.',
      servicesHeading: 'Katar’daki hizmetlerimiz',
      clockHeading: 'Katar’da yerel saat',
      globe:
        'Bu sayfanın arkasındaki küre Katar’ı gösteriyor; Potsdam’daki genel merkezimizden Doha’ya uzanan yay vurgulanıyor.',
      twin: 'Doha, Katar – gayrimenkul',
      contactHeading: 'Katar’daki gayrimenkuller hakkında bizimle konuşun',
    },
    localHours: {
      turkey: 'Türkiye saatiyle {{hours}}',
      azerbaijan: 'Azerbaycan saatiyle {{hours}}',
      dubai: 'Dubai saatiyle {{hours}}',
      qatar: 'Katar saatiyle {{hours}}',
    },
    realEstate: {
      services: ['Gayrimenkul arama', 'Finansman', 'Satın alma süreci', 'Mülk yönetimi', 'Değer tespiti', 'Aracılık'],
      link: 'Tüm gayrimenkul hizmetlerimiz',
    },
    fieldsLink: 'Tüm hizmetlerimiz',
    clock: {
      hoursHeading: 'Potsdam’daki genel merkezimizin çalışma saatleri',
      range: '{{open}}–{{close}}',
      closed: 'Kapalı',
      marketOpen:
        'Potsdam’daki genel merkezimiz şu anda açık – bugünkü kapanış saati Potsdam saatiyle {{time}} ({{local}}).',
      marketClosed:
        'Potsdam’daki genel merkezimiz şu anda kapalı – iş günlerinde genellikle {{hours}} saat içinde yanıt veriyoruz.',
    },
    entries: {
      heading: 'Haberler ve açık pozisyonlar',
      empty:
        'Bu yer hakkında henüz bir şey yayımlamadık. Yayımladığımız her şeyi haberler ve kariyer sayfalarımızda bulabilirsiniz.',
      newsLink: 'Haberler',
      careersLink: 'Kariyer',
      news: 'Haber',
      job: 'İş ilanı',
      inLanguage: { en: 'İngilizce', de: 'Almanca', tr: 'Türkçe' },
    },
    contactText: 'Ne aradığınızı bize yazın: iş günlerinde genellikle {{hours}} saat içinde yanıt veriyoruz.',
    contactButton: 'Bize yazın',
    twinLabel: 'Faaliyet gösterdiğimiz yerler',
  },
};
