import type { Messages } from '../../../dictionary';

/** The /services overview: one card per category with features and links to its sub-services. */
export const overview: Messages['overview'] = {
  filterLabel: 'Hizmetleri göster',
  all: 'Tüm hizmetler',
  featuresLabel: 'Öne çıkanlar',
  subServicesLabel: 'Hizmet ayrıntıları',
  openCategory: '{{name}} sayfasına git',
  showing: '{{total}} kategoriden {{count}} tanesi gösteriliyor',
  categories: {
    it: {
      description: 'Her ölçekten şirket için yazılım, bulut ve güvenlik çözümleri.',
      features: ['Özel yazılım', 'Buluta geçiş', 'Güvenlik denetimleri', '7/24 destek'],
      subServices: {
        cloud: { name: 'Bulut çözümleri', description: 'Buluta geçiş ve bulutta işletim.' },
        security: { name: 'Siber güvenlik', description: 'Sistemleriniz ve verileriniz için koruma.' },
        development: { name: 'Yazılım geliştirme', description: 'Süreçlerinize göre geliştirilen uygulamalar.' },
      },
    },
    energy: {
      description: 'Elektrik ve doğal gaz ticareti, risk yönetimi ve yenilenebilir enerji.',
      features: ['Elektrik ve gaz ticareti', 'Fiyat riskinden korunma', 'Piyasa analizi', 'Yeşil elektrik'],
      subServices: {
        solar: { name: 'Güneş enerjisi', description: 'Güneş elektriğinin pazarlanması ve tedariki.' },
        wind: { name: 'Rüzgâr enerjisi', description: 'Rüzgâr santralleriyle enerji satın alma anlaşmaları.' },
        storage: { name: 'Depolama', description: 'Bataryalar ve depolama sistemleriyle esneklik.' },
      },
    },
    realEstate: {
      description: 'Azerbaycan, Dubai, Katar ve Türkiye’de gayrimenkul alımı, finansmanı ve yönetimi.',
      features: ['Gayrimenkul arama', 'Finansman', 'Satın alma süreci', 'Mülk yönetimi'],
      subServices: {
        residential: {
          name: 'Konut gayrimenkulü',
          description: 'Oturmak ya da kiraya vermek için daireler ve villalar.',
        },
        commercial: { name: 'Ticari gayrimenkul', description: 'Mağazalar, ofisler ve oteller.' },
        industrial: { name: 'Endüstriyel gayrimenkul', description: 'Depolar ve lojistik alanları.' },
      },
    },
    hr: {
      description: 'Büyüyen şirketler için işe alım, personel gelişimi ve İK danışmanlığı.',
      features: ['İşe alım', 'Liderlik gelişimi', 'İK uyumu', 'Ücret yapıları'],
      subServices: {
        executiveSearch: {
          name: 'Üst düzey yönetici arama',
          description: 'Yönetici ve uzmanlara gizlilik içinde ulaşıyoruz.',
        },
        consulting: { name: 'İK danışmanlığı', description: 'Süreçler, organizasyon ve dokümantasyon.' },
        talentManagement: {
          name: 'Yetenek yönetimi',
          description: 'En iyi çalışanlarınızı geliştirin ve şirketinizde tutun.',
        },
      },
    },
    networking: {
      description: 'Ağ tasarımı, kablosuz ağlar, ağ güvenliği ve sunucu altyapısı.',
      features: ['Ağ planlama', 'Wi-Fi', 'Güvenlik duvarları', '7/24 izleme'],
      subServices: {
        infrastructure: { name: 'Ağ altyapısı', description: 'Kablolama, anahtarlama ve yönlendirme.' },
        security: { name: 'Ağ güvenliği', description: 'Güvenlik duvarları ve güvenli uzaktan erişim.' },
        cloudIntegration: {
          name: 'Bulut entegrasyonu',
          description: 'Ağınızı bulutla sorunsuz biçimde buluşturuyoruz.',
        },
      },
    },
    research: {
      description: 'İlk fikirden pazara girişe kadar araştırma ve ürün geliştirme.',
      features: ['Fizibilite çalışmaları', 'Prototipler', 'Patentler', 'Pazara giriş'],
      subServices: {
        aiMl: { name: 'Yapay zekâ ve makine öğrenimi', description: 'Verilerinizden öğrenen modeller.' },
        iot: { name: 'Nesnelerin İnterneti', description: 'Bağlantılı cihazlar ve sensörler.' },
        blockchain: { name: 'Blokzincir', description: 'İzlenebilir işlemler ve akıllı sözleşmeler.' },
      },
    },
    greenEnergy: {
      description: 'Daha düşük maliyet ve emisyon için güneş, rüzgâr, depolama ve jeotermal projeleri.',
      features: ['Güneş ve rüzgâr', 'Batarya depolama', 'Jeotermal enerji', 'Teşvik başvuruları'],
      subServices: {},
    },
  },
};
