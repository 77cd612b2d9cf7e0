import type { Messages } from '../../../dictionary';

export const rd: Messages['servicePages']['rd'] = {
  title: 'Fikirden pazardaki ürüne',
  text: 'Yazılım ve donanım alanında araştırma yapıyor, prototipler üretiyor ve ürünler geliştiriyoruz – pazara girişe kadar her adımda yanınızdayız.',
  stats: {
    projects: 'Araştırma projesi (ekip deneyimi)',
    patents: 'Patent (ekip deneyimi)',
    years: 'Yıllık ekip deneyimi',
    successRate: 'Başarı oranı (ekip deneyimi)',
  },
  servicesHeading: 'Ar-Ge hizmetlerimiz',
  services: {
    basic: {
      title: 'Temel araştırma',
      text: 'Yatırım yapmadan önce bir fikrin işe yarayıp yaramadığını gösteren çalışmalar ve deneyler.',
      features: [
        'Fizibilite çalışmaları',
        'Literatür ve patent araştırması',
        'Deney tasarımı',
        'Araştırma ortaklıkları',
      ],
    },
    software: {
      title: 'Yazılım geliştirme',
      text: 'Algoritmalardan eksiksiz uygulamalara kadar prototipler ve ürünler.',
      features: ['Hızlı prototipleme', 'Algoritmalar ve yapay zekâ modelleri', 'Gömülü yazılım', 'Ürün geliştirme'],
    },
    laboratory: {
      title: 'Laboratuvar araştırması',
      text: 'İş ortağımız olan laboratuvarlarda yürütülen ve bilimsel standartlarda belgelenen testler ve ölçümler.',
      features: ['Malzeme testleri', 'Ölçüm serileri', 'Test protokolleri', 'Sertifikasyon hazırlığı'],
    },
    hardware: {
      title: 'Donanım geliştirme',
      text: 'Devre şemasından küçük seri üretime kadar elektronik ve cihazlar.',
      features: ['Devre tasarımı', 'Sensörler ve IoT cihazları', '3D prototipler', 'Küçük seri üretim'],
    },
    data: {
      title: 'Veri analizi',
      text: 'Verilerinizdeki örüntüleri ortaya çıkaran istatistik ve makine öğrenimi.',
      features: ['İstatistiksel analiz', 'Makine öğrenimi', 'Veri görselleştirme', 'Araştırma verisi yönetimi'],
    },
    product: {
      title: 'Ürün geliştirme',
      text: 'Sonuçları pazarlanabilir ürünlere dönüştürüyor, patent başvurularını ve lansmanı hazırlıyoruz.',
      features: ['Ürün tasarımı', 'Patent başvuruları', 'Hibe başvuruları', 'Pazara giriş'],
    },
  },
  gridHeading: 'Araştırma alanları',
  grid: {
    ai: { title: 'Yapay zekâ', text: 'Makine öğrenimi, dil modelleri ve bilgisayarlı görü.' },
    blockchain: { title: 'Blokzincir', text: 'Güvenli, izlenebilir işlemler ve akıllı sözleşmeler.' },
    quantum: { title: 'Kuantum hesaplama', text: 'Yarının bilgisayarları için algoritmalar.' },
    biotech: { title: 'Biyoteknoloji', text: 'Yaşam bilimleri ve tıp için dijital araçlar.' },
    nano: { title: 'Nanoteknoloji', text: 'En küçük ölçekte yeni malzemeler ve yüzeyler.' },
    robotics: { title: 'Robotik', text: 'Otomasyon ve otonom sistemler.' },
  },
  processHeading: 'Nasıl çalışıyoruz',
  process: {
    idea: { title: 'Fikir ve konsept', text: 'Fikri netleştiriyor ve araştırma sorularını belirliyoruz.' },
    research: { title: 'Araştırma', text: 'Çalışmalar, deneyler ve prototipler bu sorulara yanıt verir.' },
    development: { title: 'Geliştirme', text: 'İşe yarayan her şey sağlam ve test edilmiş bir ürüne dönüşür.' },
    launch: { title: 'Pazara giriş', text: 'Patentler, sertifikasyon ve lansman: Ürünü pazara biz taşıyoruz.' },
  },
  benefitsHeading: 'İş ortaklarımız neden bizimle araştırma yapıyor',
  benefits: {
    interdisciplinary: {
      title: 'Disiplinlerarası ekipler',
      text: 'Bilim insanları, mühendisler ve yazılımcılar aynı çatı altında.',
    },
    ip: { title: 'Fikrî mülkiyet sizde kalır', text: 'Net anlaşmalar: Sonuçlar ve patentler size aittir.' },
    funding: {
      title: 'Hibe ve destek uzmanlığı',
      text: 'Alman ve AB araştırma desteklerine başvurmanıza yardımcı oluyoruz.',
    },
    market: { title: 'Pazar odaklılık', text: 'Daha ilk günden pazara girişi hedefleyen araştırma.' },
  },
  ctaHeading: 'Araştırmaya değer bir fikriniz mi var?',
  ctaText: 'Fikrinizi bize gizlilik içinde anlatın. İlk danışmanlık görüşmesi ücretsizdir.',
};
