import type { Messages } from '../../dictionary';
import { globeTr } from '../globe/tr';
import type { coreEn } from './en';

/** Turkish words of every page (same shape as ./en.ts). */
export const coreTr: Pick<Messages, keyof typeof coreEn> = {
  ...globeTr,
  meta: {
    home: {
      title: '{{company}} – Potsdam’dan kurumsal hizmetler',
      description:
        'BT çözümleri, enerji ticareti, gayrimenkul, insan kaynakları, ağ hizmetleri, Ar-Ge ve yeşil enerji: Türkiye, Azerbaycan, Birleşik Arap Emirlikleri ve Katar’da da faaliyet gösteren, Potsdam merkezli tek iş ortağınız.',
    },
    services: {
      title: 'Hizmetler – {{company}}',
      description:
        'Tüm hizmetlerimiz bir bakışta: BT, enerji ticareti, gayrimenkul, insan kaynakları, ağ hizmetleri, Ar-Ge ve yeşil enerji.',
    },
    service: { title: '{{name}} – {{company}}', description: '{{summary}}' },
    entry: { title: '{{name}} – {{company}}', description: '{{summary}}' },
    place: { title: '{{name}} – {{company}}', description: '{{summary}}' },
    about: {
      title: 'Hakkımızda – {{company}}',
      description:
        'Misyonumuz ve değerlerimiz: Alman kalitesi, müşteri odaklılık ve yenilikçilik – Potsdam’dan dört ülkeye.',
    },
    blog: {
      title: 'Haberler – {{company}}',
      description: 'Şirketler grubumuzdan haberler ve değerlendirmeler. İlk yazılarımız çok yakında yayında.',
    },
    contact: {
      title: 'İletişim – {{company}}',
      description:
        'Bize yazın: İş günlerinde genellikle {{hours}} saat içinde yanıt veriyoruz. Çalışma saatlerimiz: {{officeHours}}.',
    },
    careers: {
      title: 'Kariyer – {{company}}',
      description: 'Potsdam’da ve yurt dışında bizimle çalışın. Açık başvurunuzu bekliyoruz.',
    },
    privacy: {
      title: 'Gizlilik Politikası – {{company}}',
      description:
        'Bu web sitesinde kişisel verileri nasıl işlediğimiz: hangi verileri, hangi amaçla ve ne kadar süreyle topladığımız ve haklarınız.',
    },
    terms: {
      title: 'Hüküm ve Koşullar – {{company}}',
      description: 'Web sitemizin ve hizmetlerimizin kullanımına ilişkin, Alman hukukuna tabi hüküm ve koşullar.',
    },
    impressum: {
      title: 'Künye (Impressum) – {{company}}',
      description: '§ 5 DDG uyarınca yasal bildirim: şirket bilgileri, ticaret sicili kaydı ve iletişim.',
    },
    accessibility: {
      title: 'Erişilebilirlik Beyanı – {{company}}',
      description:
        'Bu web sitesinin ne kadar erişilebilir olduğu, bunu nasıl denetlediğimiz, bildiğimiz engeller ve bir engeli nasıl bildirebileceğiniz.',
    },
    globeDemo: {
      title: 'Küre Demosu – {{company}}',
      description: 'Hareketli noktalı küremizin dört varyantı; noktalar, hız, boyut ve renk için canlı ayarlarla.',
    },
    notFound: {
      title: '404 – Sayfa bulunamadı – {{company}}',
      description: 'Üzgünüz, aradığınız sayfa mevcut değil veya taşınmış.',
    },
  },
  services: {
    it: {
      name: 'BT Hizmetleri',
      summary: 'Yazılım, bulut, güvenlik ve veri: Alman kalite standartlarında BT çözümleri.',
    },
    energy: {
      name: 'Enerji Ticareti',
      summary: 'Avrupa enerji borsalarında elektrik ve doğal gaz ticareti, risk yönetimi ve piyasa analizi.',
    },
    realEstate: {
      name: 'Gayrimenkul',
      summary: 'Azerbaycan, Dubai, Katar ve Türkiye’de gayrimenkul alımı, finansmanı ve yönetimi.',
    },
    hr: {
      name: 'İnsan Kaynakları',
      summary: 'Büyüyen şirketler için işe alım, personel gelişimi ve İK mevzuatına uyum.',
    },
    networking: {
      name: 'Ağ Hizmetleri',
      summary: 'Sorunsuz çalışan ağ tasarımı, kablosuz ağlar, güvenlik ve sunucu altyapısı.',
    },
    rd: {
      name: 'Ar-Ge',
      summary: 'Temel araştırmadan pazara sunuma: yapay zekâ, blokzincir, biyoteknoloji ve daha fazlası.',
    },
    greenEnergy: {
      name: 'Yeşil Enerji',
      summary: 'Daha düşük karbonlu bir işletme için güneş, rüzgâr, enerji depolama ve jeotermal projeleri.',
    },
  },
  nav: {
    label: 'Ana menü',
    home: 'Ana Sayfa',
    services: 'Hizmetler',
    about: 'Hakkımızda',
    news: 'Haberler',
    contact: 'İletişim',
    careers: 'Kariyer',
    globeDemo: 'Küre Demosu',
    impressum: 'Künye',
    privacy: 'Gizlilik Politikası',
    terms: 'Hüküm ve Koşullar',
    accessibility: 'Erişilebilirlik',
  },
  header: {
    skipLink: 'İçeriğe geç',
    homeLink: '{{company}} – ana sayfa',
    openMenu: 'Menüyü aç',
    closeMenu: 'Menüyü kapat',
    mobileMenu: 'Menü',
    darkTheme: 'Koyu tema',
    language: 'Dil',
    currentLanguage: 'Dil: {{name}}',
    changeLanguage: 'Dil: {{name}}. Dili değiştir',
    loadingPage: '{{page}} yükleniyor…',
    loadingNextPage: 'Sayfa yükleniyor…',
  },
  officeHours: { dayRange: '{{from}}–{{to}}', days: '{{days}} {{open}}–{{close}}' },
  footer: {
    tagline:
      'Potsdam’dan kurumsal hizmetler: Almanya’nın yanı sıra {{count}} ülkede BT, enerji, gayrimenkul, insan kaynakları ve araştırma.',
    servicesHeading: 'Hizmetler',
    companyHeading: 'Kurumsal',
    legalHeading: 'Yasal',
    contactHeading: 'İletişim',
    addressLabel: 'Adres',
    emailLabel: 'E-posta',
    phoneLabel: 'Telefon',
    socialHeading: 'Bizi takip edin',
    linkedin: 'LinkedIn',
    facebook: 'Facebook',
    newTab: '(yeni sekmede açılır)',
    statusOpen: 'Şu anda açığız – ofisimizin bugünkü kapanış saati: {{time}}.',
    statusClosed: 'Ofisimiz şu anda kapalı – iş günlerinde genellikle {{hours}} saat içinde yanıt veriyoruz.',
    backToTop: 'Başa dön',
    copyright: '© {{year}} {{company}}. Tüm hakları saklıdır.',
    cookieSettings: 'Çerez ayarları',
  },
  breadcrumbs: {
    label: 'Sayfa yolu',
    home: 'Ana Sayfa',
    notFound: 'Sayfa bulunamadı',
    placeNames: {
      potsdam: 'Potsdam',
      turkey: 'Türkiye',
      azerbaijan: 'Azerbaycan',
      dubai: 'Dubai',
      qatar: 'Katar',
    },
    segments: {
      services: 'Hizmetler',
      about: 'Hakkımızda',
      blog: 'Haberler',
      careers: 'Kariyer',
      contact: 'İletişim',
      privacyPolicy: 'Gizlilik Politikası',
      termsConditions: 'Hüküm ve Koşullar',
      globeDemo: 'Küre Demosu',
      impressum: 'Künye',
      accessibility: 'Erişilebilirlik',
      places: 'Faaliyet gösterdiğimiz yerler',
    },
  },
  share: {
    /** The shared picture (og:image), described for those who cannot see it. */
    imageAlt: '{{company}} logosu, “{{heading}}” yazısı ve şirketin noktalı dünya küresi',
  },
  home: {
    stats: { services: 'Portföyümüzdeki hizmet', countries: 'Almanya dışındaki ülke', quality: 'Alman kalitesi' },
    eyebrow: 'Potsdam’dan kurumsal hizmetler',
    heading: 'BT, enerji, gayrimenkul ve insan kaynaklarında tek iş ortağınız',
    intro:
      'Yazılım ve enerji ticaretinden dört ülkedeki gayrimenkullere kadar yedi iş alanına Alman kalitesini taşıyoruz.',
    ctaServices: 'Hizmetlerimizi keşfedin',
    ctaContact: 'Bize ulaşın',
    contactHeading: 'Bizimle görüşün',
    contactIntro: 'İhtiyacınızı bize iletin; iş günlerinde genellikle {{hours}} saat içinde size dönüş yapıyoruz.',
    contactLink: 'İletişim sayfasına git',
    hiring: 'Ekibimizi büyütüyoruz: açık pozisyonlara göz atın',
  },
  pages: {
    services: {
      heading: 'Hizmetlerimiz',
      intro: 'Her biri uzman ekiplerce yürütülen yedi iş alanı. Neler sunduğumuzu görmek için birini seçin.',
    },
    globeDemo: {
      heading: 'Küre Demosu',
      intro: 'Sunumlar ve fuarlar için noktalı küremizin dört varyantı.',
    },
  },
  notFound: {
    heading: '404 – Sayfa bulunamadı',
    text: 'Üzgünüz, aradığınız sayfa mevcut değil veya taşınmış.',
    home: 'Ana sayfaya dön',
    back: 'Geri dön',
    suggestionsHeading: 'Aradığınız sayfa bunlardan biri olabilir',
    suggestions: {
      home: { title: 'Ana Sayfa', text: 'Ana sayfamızdan yeniden başlayın.' },
      services: { title: 'Hizmetler', text: 'Sunduğumuz tüm hizmetleri alan alan inceleyin.' },
      contact: { title: 'İletişim', text: 'Doğrudan bize sorun; aradığınızı bulmanıza yardımcı olalım.' },
    },
    popularHeading: 'Diğer sayfalarımız',
  },
  error: {
    heading: 'Bir hata oluştu',
    text: 'Bu sayfa görüntülenirken bir sorun oluştu. Lütfen sayfayı yeniden yükleyin veya ana sayfaya dönün.',
    reload: 'Sayfayı yenile',
    home: 'Ana sayfaya dön',
  },
  serviceCommon: {
    statsLabel: 'Temel rakamlar',
    freeConsultation: 'Ücretsiz danışmanlık',
    allServices: 'Tüm hizmetler',
    moreAbout: '{{name}} hakkında daha fazla bilgi',
    /** A home card whose topic another service's page explains: says where it belongs. */
    explainedIn: '{{category}} alanında {{name}}',
    enquire: '{{name}} için bize ulaşın',
    partners: 'Partner hukuk bürolarımız: {{names}}',
  },
};
