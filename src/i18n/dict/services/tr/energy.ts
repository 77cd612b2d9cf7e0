import type { Messages } from '../../../dictionary';

export const energy: Messages['servicePages']['energy'] = {
  title: 'Piyasaya net bir bakışla enerji ticareti',
  text: 'Avrupa borsalarında elektrik ve doğal gaz alıp satıyor, fiyat risklerini yönetiyor ve enerjiyi doğru zamanda tedarik etmenize yardımcı oluyoruz.',
  stats: {
    volume: 'İşlem hacmi (ekip deneyimi)',
    years: 'Yıllık ekip deneyimi',
    markets: 'Piyasa',
    monitoring: 'Piyasa takibi',
  },
  servicesHeading: 'Enerji ticareti hizmetlerimiz',
  services: {
    electricity: {
      title: 'Elektrik ticareti',
      text: 'Üreticiler ve tüketiciler için Avrupa’nın büyük elektrik borsalarında spot ve vadeli işlemler.',
      features: [
        'Gün öncesi ve gün içi piyasa',
        'Futures ve forward sözleşmeler',
        'Portföy yönetimi',
        'Dengeden sorumlu grup yönetimi',
      ],
    },
    gas: {
      title: 'Doğal gaz ticareti',
      text: 'Tekil teslimatlardan yapılandırılmış ürünlere kadar Avrupa ticaret merkezlerinde (hub) doğal gaz tedariki ve ticareti.',
      features: ['TTF ve NBP ticareti', 'Yapılandırılmış tedarik', 'Depolama optimizasyonu', 'Kapasite rezervasyonu'],
    },
    renewable: {
      title: 'Yenilenebilir enerji',
      text: 'Yeşil elektriğin ve menşe garantilerinin pazarlanması; yenilenebilir enerji santralleriyle enerji satın alma anlaşmaları.',
      features: [
        'Enerji satın alma anlaşmaları (PPA)',
        'Menşe garantileri',
        'Doğrudan pazarlama',
        'Yeşil elektrik tedariki',
      ],
    },
    risk: {
      title: 'Risk yönetimi',
      text: 'Enerji maliyetlerinizin öngörülebilir kalması için fiyat, hacim ve karşı taraf risklerini ölçüyor ve bu risklere karşı koruma sağlıyoruz.',
      features: [
        'Fiyat riskinden korunma',
        'Riske maruz değer (VaR) analizi',
        'Karşı taraf kontrolleri',
        'Risk raporlaması',
      ],
    },
    analysis: {
      title: 'Piyasa analizi',
      text: 'Fiyatlar, hava durumu ve mevzuat üzerine tahminler ve raporlar: satın alma kararlarınız için sağlam bir temel.',
      features: ['Fiyat tahminleri', 'Temel analiz', 'Mevzuat takibi', 'Haftalık piyasa raporları'],
    },
    systems: {
      title: 'Ticaret sistemleri',
      text: 'Borsalara bağlı ticaret ve enerji veri yönetimi sistemlerinin kurulumu ve işletimi.',
      features: ['Borsa bağlantısı', 'Enerji ticareti ve risk yönetimi (ETRM)', 'Otomatik ticaret', 'Veri arayüzleri'],
    },
  },
  gridHeading: 'İşlem yaptığımız piyasalardan bazıları',
  gridMarket: 'Piyasa',
  gridRegion: 'Bölge',
  gridType: 'Tür',
  grid: {
    epexSpot: { region: 'Avrupa', type: 'Elektrik spot piyasası' },
    eex: { region: 'Avrupa', type: 'Elektrik ve gaz vadeli işlemleri' },
    ice: { region: 'Küresel', type: 'Enerji vadeli işlemleri' },
    ttf: { region: 'Hollanda', type: 'Gaz ticaret merkezi' },
    nbp: { region: 'Birleşik Krallık', type: 'Gaz ticaret merkezi' },
    pjm: { region: 'ABD', type: 'Elektrik piyasası' },
    nymex: { region: 'ABD', type: 'Enerji vadeli işlemleri' },
    iceBrent: { region: 'Küresel', type: 'Ham petrol gösterge fiyatı' },
  },
  processHeading: 'Nasıl çalışıyoruz',
  process: {
    analysis: { title: 'Analiz', text: 'Tüketim veya üretim profilinizi ve risk iştahınızı inceliyoruz.' },
    strategy: {
      title: 'Strateji',
      text: 'Net limitlere sahip bir tedarik ya da pazarlama stratejisini birlikte belirliyoruz.',
    },
    execution: {
      title: 'Uygulama',
      text: 'Alım satım uzmanlarımız stratejiyi borsalarda ve tezgâhüstü (OTC) piyasada hayata geçirir.',
    },
    monitoring: {
      title: 'İzleme',
      text: 'Pozisyonları ve piyasaları 7/24 takip ediyor, size düzenli olarak rapor veriyoruz.',
    },
  },
  benefitsHeading: 'Müşterilerimiz neden bizimle işlem yapıyor',
  benefits: {
    access: {
      title: 'Piyasa bilgisi',
      text: 'Avrupa borsalarını ve tezgâhüstü piyasaları uzun yılların deneyimiyle tanıyan alım satım uzmanları.',
    },
    transparency: { title: 'Tam şeffaflık', text: 'Her işlem belgelenir, her maliyet raporlarınızda açıkça görünür.' },
    risk: {
      title: 'Kontrollü risk',
      text: 'Net limitler ve riskten korunma stratejileri sizi fiyat sıçramalarına karşı korur.',
    },
    green: {
      title: 'Yeşil seçenekler',
      text: 'Sürdürülebilirlik hedefleriniz için yenilenebilir elektrik ve menşe garantileri.',
    },
  },
  ctaHeading: 'Enerji almak ya da satmak mı istiyorsunuz?',
  ctaText: 'Profilinizi alım satım uzmanlarımızla konuşun. İlk danışmanlık görüşmesi ücretsizdir.',
};
