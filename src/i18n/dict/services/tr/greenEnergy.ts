import type { Messages } from '../../../dictionary';

/** Both green energy variants of the specification share this copy; each shows six of the seven services. */
export const greenEnergy: Messages['servicePages']['greenEnergy'] = {
  title: 'İşletmeniz için uçtan uca planlanan temiz enerji',
  text: 'Daha düşük enerji maliyetleri ve daha az emisyon için yenilenebilir enerji santralleri ve depolama sistemleri planlıyor, kuruyor ve işletiyoruz.',
  stats: {
    projects: 'Proje (ekip deneyimi)',
    installed: 'Kurulu güç (ekip deneyimi)',
    capacity: 'Hayata geçirilen kapasite (ekip deneyimi)',
    years: 'Yıllık ekip deneyimi',
    co2Saved: 'Önlenen CO₂ emisyonu (ekip deneyimi)',
    co2Reduction: 'CO₂ azaltımı (ekip deneyimi)',
  },
  servicesHeading: 'Yeşil enerji hizmetlerimiz',
  services: {
    solar: {
      title: 'Güneş enerjisi',
      text: 'Çatılarda, otoparklarda ve arazilerde; verim tahmininden şebeke bağlantısına kadar fotovoltaik sistemler.',
      features: ['Verim tahminleri', 'Çatı ve arazi tipi sistemler', 'Şebeke bağlantısı', 'İşletme ve panel temizliği'],
    },
    wind: {
      title: 'Rüzgâr enerjisi',
      text: 'Karada ve sanayi tesislerinde rüzgâr türbinleri için saha değerlendirmesi, planlama ve işletme.',
      features: ['Rüzgâr ölçümleri', 'İzin planlaması', 'Türbin seçimi', 'Teknik işletme'],
    },
    storage: {
      title: 'Enerji depolama',
      text: 'Kendi ürettiğiniz elektriği daha iyi değerlendiren ve talepteki ani yükselişleri dengeleyen batarya depolama sistemleri.',
      features: ['Batarya depolama', 'Tepe yük azaltma', 'Öz tüketim optimizasyonu', 'Yedek güç'],
    },
    hydropower: {
      title: 'Hidroelektrik',
      text: 'Güvenilir baz yük için küçük hidroelektrik santrallerinin modernizasyonu ve işletimi.',
      features: ['Santral modernizasyonu', 'Balık dostu tasarım', 'Üretim optimizasyonu', 'Bakım'],
    },
    biomass: {
      title: 'Biyokütle',
      text: 'Tarım işletmeleri, sanayi ve bölgesel ısıtma için organik atıklardan ısı ve elektrik.',
      features: ['Biyogaz tesisleri', 'Odun yongası ile ısıtma', 'Kojenerasyon', 'Hammadde lojistiği'],
    },
    efficiency: {
      title: 'Enerji verimliliği',
      text: 'Yeni bir tesis kurmadan önce tüketimi düşüren enerji etütleri ve önlemler.',
      features: ['Enerji etütleri', 'LED ve bina teknolojisi', 'Isı geri kazanımı', 'Enerji yönetim sistemleri'],
    },
    geothermal: {
      title: 'Jeotermal enerji',
      text: 'Isı pompaları ve sondaj alanlarıyla binalar ve üretim süreçleri için yer altından ısı.',
      features: ['Fizibilite çalışmaları', 'Dikey toprak ısı değiştiricileri', 'Isı pompaları', 'Isıtma şebekeleri'],
    },
  },
  gridHeading: 'Kullandığımız teknolojiler',
  grid: {
    monocrystalline: { name: 'Monokristal PV', category: 'Güneş' },
    bifacial: { name: 'Çift yüzlü modüller', category: 'Güneş' },
    tracker: { name: 'Güneş takip sistemleri', category: 'Güneş' },
    onshoreWind: { name: 'Karasal rüzgâr', category: 'Rüzgâr' },
    smallWind: { name: 'Küçük rüzgâr türbinleri', category: 'Rüzgâr' },
    lithiumIon: { name: 'Lityum iyon', category: 'Depolama' },
    redoxFlow: { name: 'Redoks akış', category: 'Depolama' },
    heatPump: { name: 'Isı pompaları', category: 'Isı' },
    chp: { name: 'Kojenerasyon', category: 'Isı ve elektrik' },
    biogas: { name: 'Biyogaz', category: 'Biyokütle' },
    smartGrid: { name: 'Akıllı şebeke', category: 'Şebeke' },
    ems: { name: 'Enerji yönetim sistemleri', category: 'Verimlilik' },
  },
  processHeading: 'Nasıl çalışıyoruz',
  process: {
    analysis: {
      title: 'Analiz',
      text: 'Tüketiminizi, lokasyonlarınızı ve yenilenebilir enerji potansiyelinizi ölçüyoruz.',
    },
    concept: {
      title: 'Konsept',
      text: 'Teknoloji, ekonomik fizibilite ve teşvikler: karar verebileceğiniz tek bir planda.',
    },
    implementation: { title: 'Uygulama', text: 'İzinler, inşaat ve şebeke bağlantısı: Tüm süreci biz yönetiyoruz.' },
    maintenance: {
      title: 'Bakım',
      text: 'İzleme ve bakım sayesinde tesisiniz onlarca yıl boyunca üretmeye devam eder.',
    },
  },
  benefitsHeading: 'Müşterilerimiz yeşil dönüşümde neden bizi tercih ediyor',
  benefits: {
    costs: {
      title: 'Daha düşük enerji maliyeti',
      text: 'Kendi ürettiğiniz elektrik, şebekeden aldığınızdan daha ucuzdur.',
    },
    climate: {
      title: 'Ölçülebilir iklim etkisi',
      text: 'Tesisinizin önlediği CO₂ miktarını hesaplıyor, baz değeri ve yöntemi size açıkça gösteriyoruz; böylece her rakamı kendiniz doğrulayabilirsiniz.',
    },
    funding: {
      title: 'Teşvik başvurularında tam destek',
      text: 'Projeniz için uygun hibe ve teşvik programlarını buluyor, başvuru işlemlerini sizin için yürütüyoruz.',
    },
    turnkey: { title: 'Anahtar teslim', text: 'İlk analizden onlarca yıllık işletmeye kadar tek bir iş ortağı.' },
  },
  ctaHeading: 'Kendi temiz enerjinizi üretmeye hazır mısınız?',
  ctaText: 'Lokasyonunuzu ve tüketiminizi bize anlatın. İlk danışmanlık görüşmesi ücretsizdir.',
};
