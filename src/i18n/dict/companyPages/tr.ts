import type { Messages } from '../../dictionary';

/** Turkish copy of the company pages: about, news, contact and careers (the legal pages are in ../legal) (same shape as en.ts). */
export const companyPagesTr: Pick<Messages, 'about' | 'blog' | 'contact' | 'careers'> = {
  about: {
    eyebrow: 'Hakkımızda',
    heading: 'Potsdam’dan dört ülkeye Alman kalitesi',
    intro:
      '2024 yılında Potsdam’da kurulan genç bir şirketler grubuyuz. Ekiplerimiz BT, enerji, gayrimenkul, insan kaynakları ve araştırmayı bir araya getiriyor; böylece müşterilerimiz yedi ayrı firma yerine tek bir iş ortağıyla çalışıyor.',
    missionHeading: 'Misyonumuz',
    mission: [
      'Şirketler, sınırların ve uzmanlık alanlarının ötesine geçerek büyür. Bu büyüme için ihtiyaç duydukları her şeyi tek bir yerde bulmalarını istiyoruz: yazılım ve ağ altyapısı, enerji tedariki ve ticareti, Almanya’da ve yurt dışında gayrimenkul, doğru insanlar ve fikirleri ürüne dönüştüren araştırma.',
      'Çalışmalarımızı “Made in Germany” ifadesinin temsil ettiği özenle yürütüyoruz: açık anlaşmalar, güvenilir teslimat ve dürüst danışmanlık – bir işin yapılmaya değmediğini söylemek gerekse bile.',
    ],
    valuesHeading: 'Değerlerimiz',
    values: {
      quality: {
        title: 'Alman kalitesi',
        text: 'Özenli planlama, titiz uygulama ve güvenebileceğiniz bir dokümantasyon. İşimizi, nerede yapılırsa yapılsın, Alman standartlarıyla ölçüyoruz.',
      },
      customers: {
        title: 'Müşteri odaklılık',
        text: 'İşinizi tanıyan tek bir muhatap, hızlı yanıtlar ve bizim kataloğumuza değil, sizin hedeflerinize uygun çözümler.',
      },
      innovation: {
        title: 'Yenilikçilik',
        text: 'Yapay zekâ ve blokzincirden yeşil enerjiye: Yeni teknolojileri erkenden deniyor, gerçek kullanıma hazır olduklarında sizin için hayata geçiriyoruz.',
      },
    },
    factsHeading: 'Bir bakışta',
    facts: {
      founded: 'Kuruluş yılı: {{year}}',
      headquarters: 'Merkez: {{city}}',
      countries: 'Almanya dışında {{count}} ülkede faaliyet',
      employees: '{{min}}–{{max}} çalışan',
    },
    ctaHeading: 'Projenizi konuşalım',
    ctaText: 'Planlarınızı bizimle paylaşın. Sizi genellikle bir iş günü içinde doğru ekiple buluşturuyoruz.',
    ctaButton: 'Bize ulaşın',
  },
  blog: {
    heading: 'Haberler',
    intro:
      'Ekiplerimizden BT, enerji piyasaları, gayrimenkul, insan kaynakları ve inovasyon üzerine değerlendirmeler. İlk yazılarımız hazırlanıyor.',
    searchLabel: 'Yazılarda ara',
    searchPlaceholder: 'Yazılarda ara…',
    filterButton: 'Filtrele',
    unavailableHint: 'Arama ve filtreler, ilk yazılar yayımlanır yayımlanmaz kullanıma açılacaktır.',
    categoriesHeading: 'Kategoriler',
    categories: {
      it: 'BT ve dijitalleşme',
      energy: 'Enerji piyasaları',
      realEstate: 'Gayrimenkul',
      hr: 'İK ve kariyer',
      company: 'Şirket haberleri',
    },
    articleCount: '{{count}} yazı',
    tags: { it: 'BT', trading: 'Ticaret', hr: 'İK', innovation: 'İnovasyon', digital: 'Dijital' },
    tagsHeading: 'Konular',
    comingSoonHeading: 'Çok yakında',
    comingSoonText:
      'İlk yazılarımızı hazırlıyoruz. Yayına girdiklerinde haberdar olmak ister misiniz? Bize kısa bir mesaj gönderin, size haber verelim.',
    placeholderTitle: 'Yazı hazırlanıyor',
    placeholderText: 'Bu yazı ekibimiz tarafından hazırlanıyor.',
    readTime: '{{minutes}} dk okuma',
    notifyMe: 'Beni bilgilendirin',
    backHome: 'Ana sayfaya dön',
    listTitle: 'Haberler – {{company}}',
    listDescription:
      'Şirketler grubumuzdan BT, enerji piyasaları, gayrimenkul, insan kaynakları ve inovasyon üzerine haberler ve görüşler.',
    rssTitle: 'Haberler – {{company}} (RSS)',
    atomTitle: 'Haberler – {{company}} (Atom)',
    publishedIntro:
      'Ekiplerimizden BT, enerji piyasaları, gayrimenkul, insan kaynakları ve inovasyon üzerine görüşler.',
    articleCountOne: '1 yazı',
    allCategories: 'Tüm kategoriler',
    allTopics: 'Tüm konular',
    showing: '{{total}} yazıdan {{count}} tanesi gösteriliyor',
    noMatches: 'Seçiminize uyan bir yazı bulunamadı.',
    clearFilters: 'Tüm yazıları göster',
    backToList: 'Tüm haberlere dön',
    published: 'Yayın tarihi',
    subscribeHeading: 'Abone olun',
    subscribeText:
      'Haber beslemesi, yeni yazılarımızı e-posta adresinizi paylaşmadan doğrudan besleme okuyucunuza (örneğin Feedly, Inoreader veya Thunderbird) getirir. Bu adreslerden birini okuyucunuza kopyalayın: Tarayıcıda açılan bir besleme yalnızca kod gösterir.',
    rssFeed: 'RSS beslemesi',
    atomFeed: 'Atom beslemesi',
    searchButton: 'Ara',
    activeFilters: 'Etkin filtreler',
    removeFilter: 'Filtreyi kaldır: {{filter}}',
    categoryChip: 'Kategori: {{name}}',
    topicChip: 'Konu: {{name}}',
    searchChip: 'Arama: “{{query}}”',
    copyAddress: 'Adresi kopyala',
    copyFeedAddress: 'Adresi kopyala: {{feed}}',
    addressCopied: 'Adres kopyalandı. Besleme okuyucunuza yapıştırın.',
    copyFailed: 'Kopyalanamadı: Adresi seçip kendiniz kopyalayın.',
  },
  contact: {
    heading: 'İletişim',
    intro:
      'İster somut bir projeniz ister aklınıza takılan bir sorunuz olsun: Bize yazın ya da bizi arayın. Sizi doğru kişiyle buluşturalım.',
    formHeading: 'Bize mesaj gönderin',
    infoHeading: 'İletişim bilgileri',
    hoursHeading: 'Çalışma saatleri',
    hoursRange: '{{open}}–{{close}}',
    dayRange: '{{from}} – {{to}}',
    closed: 'Kapalı',
    responseHeading: 'Yanıt süresi',
    responseTime: 'İş günlerinde genellikle {{hours}} saat içinde yanıt veriyoruz.',
  },
  careers: {
    listDescription: 'Ücret bilgisiyle açık pozisyonlar ve açık başvuru: Potsdam’da ve yurt dışında bizimle çalışın.',
    heading: 'Kariyer',
    intro:
      'Potsdam’da ve yurt dışında büyüyoruz; bizimle birlikte yeni şeyler ortaya koymak isteyen insanlarla tanışmaya her zaman açığız.',
    noPositionsHeading: 'Şu anda açık pozisyon bulunmuyor',
    noPositionsText:
      'Şu an ilan edilmiş bir pozisyonumuz yok. Bizimle çalışmak istiyorsanız açık başvurunuzu gönderin: Her başvuruyu okuyor ve size mutlaka dönüş yapıyoruz.',
    speculativeLink: 'Açık başvuru gönderin',
    socialText: 'Yeni pozisyonları burada ve şirket profilimizde duyuruyoruz.',
    socialLink: 'LinkedIn’de bizi takip edin',
    benefitsHeading: 'Neden bizimle çalışmalısınız?',
    benefits: {
      flexible: {
        title: 'Esnek çalışma',
        text: 'Esnek çalışma saatleri ve hibrit çalışma modeli sayesinde iş, hayatınıza uyum sağlar.',
      },
      international: {
        title: 'Uluslararası projeler',
        text: 'Almanya, Türkiye, Azerbaycan, Birleşik Arap Emirlikleri ve Katar’daki müşteri ve meslektaşlarla birlikte çalışın.',
      },
      growth: {
        title: 'Gelişim fırsatları',
        text: 'Eğitim bütçesi, mentorluk ve kısa sürede sorumluluk alma fırsatı.',
      },
      team: {
        title: 'Destek olan bir ekip',
        text: 'Kısa karar süreçleri, her zaman açık kapılar ve bildiklerini paylaşan meslektaşlar.',
      },
    },
    formHeading: 'Çevrim içi başvuru',
    formIntro:
      'Bize kendinizden kısaca bahsedin ve özgeçmişinizi ekleyin. Her başvuruyu okuyor ve size bizzat dönüş yapıyoruz.',
    openHeading: 'Açık pozisyonlar',
    openIntro:
      'Her pozisyonun ücret aralığını baştan paylaşıyoruz. Size uygun bir pozisyon yok mu? Açık başvurunuzu da memnuniyetle bekliyoruz.',
    employmentTypes: {
      FULL_TIME: 'Tam zamanlı',
      PART_TIME: 'Yarı zamanlı',
      CONTRACTOR: 'Serbest çalışma',
      TEMPORARY: 'Belirli süreli',
      INTERN: 'Staj',
    },
    pay: { YEAR: 'Yıllık brüt {{range}}', MONTH: 'Aylık brüt {{range}}', HOUR: 'Saatlik brüt {{range}}' },
    fee: { YEAR: 'Yıllık {{range}} + KDV', MONTH: 'Aylık {{range}} + KDV', HOUR: 'Saatlik {{range}} + KDV' },
    remote: 'Uzaktan çalışma mümkün',
    facts: {
      heading: 'Bir bakışta',
      location: 'Çalışma yeri',
      type: 'Çalışma şekli',
      pay: 'Ücret',
      collectiveAgreement: 'Toplu iş sözleşmesi',
      posted: 'İlan tarihi',
      validThrough: 'Son başvuru tarihi',
    },
    apply: 'Bu pozisyona başvurun',
    backToList: 'Tüm açık pozisyonlar',
    details: 'Ayrıntılar ve başvuru',
    /** After an opening's title where the page's language has no file: the language of the page it links to. */
    inLanguage: { en: 'İngilizce', de: 'Almanca', tr: 'Türkçe' },
  },
};
