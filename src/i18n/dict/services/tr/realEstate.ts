import type { Messages } from '../../../dictionary';

export const realEstate: Messages['servicePages']['realEstate'] = {
  title: 'Azerbaycan, Dubai, Katar ve Türkiye’de Alman titizliğiyle gayrimenkul',
  text: 'Büyüyen dört pazarda konut ve ticari gayrimenkul buluyor, finanse ediyor ve yönetiyoruz; ilk mülk gezisinden anahtar teslimine kadar yanınızdayız.',
  stats: {
    volume: 'İşlem hacmi (ekip deneyimi)',
    properties: 'Aracılık edilen mülk (ekip deneyimi)',
    years: 'Yıllık ekip deneyimi',
    cities: 'Şehir',
  },
  countriesHeading: 'Faaliyet gösterdiğimiz ülkeler',
  countries: { azerbaijan: 'Azerbaycan', dubai: 'BAE (Dubai)', qatar: 'Katar', turkey: 'Türkiye' },
  servicesHeading: 'Gayrimenkul hizmetlerimiz',
  services: {
    search: {
      title: 'Gayrimenkul arama',
      text: 'Portallarda hiç yer almayanlar da dâhil olmak üzere, beklentilerinize uyan mülkleri piyasada sizin için arıyoruz.',
      features: [
        'İhtiyaç analizi',
        'İlana çıkmamış mülkler',
        'Yerinde ya da görüntülü gezi',
        'Değerlendirmeli kısa listeler',
      ],
    },
    financing: {
      title: 'Finansman',
      text: 'Yerel ve uluslararası bankaların finansman tekliflerini karşılaştırıyor, başvurunuzu hazırlıyoruz.',
      features: [
        'Finansman karşılaştırması',
        'Dört ülkede banka bağlantıları',
        'Döviz kuru değerlendirmesi',
        'Başvuru desteği',
      ],
    },
    legal: {
      title: 'Partner hukuk bürolarıyla hukuki inceleme',
      text: 'Tapuları, sözleşmeleri ve yabancı alıcılar için geçerli mülkiyet kurallarını yerel partner hukuk bürolarımıza inceletiyor, süreci sizin için koordine ediyoruz.',
      features: ['Tapu kontrolü', 'Sözleşme incelemesi', 'Yabancılar için mülkiyet kuralları', 'Noter randevuları'],
    },
    closing: {
      title: 'Satın alma süreci',
      text: 'Noter randevusu, ödeme planı, tescil ve teslim: Tarihleri ve tüm tarafları biz koordine ediyoruz. Hukuki incelemeyi sizin seçeceğiniz bir hukuk bürosu yapar.',
      features: ['Noter randevuları', 'Ödeme planı', 'Mülkiyetin tescili', 'Teslim tutanağı'],
    },
    management: {
      title: 'Mülk yönetimi',
      text: 'Kiralama, bakım ve muhasebe: Mülkünüz, zamanınızı almadan size kazandırır.',
      features: ['Kiracı bulma', 'Bakım ve onarım', 'Kira tahsilatı', 'Yıllık hesap dökümleri'],
    },
    valuation: {
      title: 'Değer tespiti',
      text: 'Alım, satım ve finansman için emsal satışlara ve getiriye dayanan piyasa değeri tahminleri.',
      features: ['Piyasa değeri tahmini', 'Getiri analizi', 'Emsal satışlar', 'Bankanız için belgeler'],
    },
    brokerage: {
      title: 'Aracılık',
      text: 'Mülkünüzü bölgedeki ve Almanya’daki alıcılara ve kiracılara pazarlıyor, sizin adınıza müzakere ediyoruz.',
      features: ['Pazarlama ve tanıtım dosyaları', 'Alıcıların ön değerlendirmesi', 'Fiyat müzakeresi', 'Mülk teslimi'],
    },
  },
  gridHeading: 'Gayrimenkul türleri',
  grid: {
    residential: { title: 'Konut', text: 'Daireler, villalar ve konut siteleri.' },
    commercial: { title: 'Ticari', text: 'Mağazalar, showroomlar ve karma kullanımlı binalar.' },
    office: { title: 'Ofis', text: 'Ofis alanları ve iş merkezleri.' },
    warehouses: { title: 'Depo', text: 'Depolar ve lojistik alanları.' },
    hotels: { title: 'Otel', text: 'Oteller ve rezidans daireler.' },
    retail: { title: 'Perakende', text: 'Perakende parkları ve alışveriş merkezleri.' },
  },
  processHeading: 'Nasıl çalışıyoruz',
  process: {
    consultation: {
      title: 'Danışmanlık',
      text: 'Hedeflerinizi, bütçenizi, tercih ettiğiniz ülkeyi ve zaman planınızı netleştiriyoruz.',
    },
    search: { title: 'Arama', text: 'Uygun mülkleri, her biri için dürüst bir değerlendirmeyle size sunuyoruz.' },
    negotiation: { title: 'Müzakere', text: 'Fiyatı ve koşulları sizin adınıza müzakere ediyoruz.' },
    completion: {
      title: 'Tamamlama',
      text: 'Noter, ödeme, tapu tescili ve teslim: Tüm ayrıntılarla biz ilgileniyoruz.',
    },
  },
  benefitsHeading: 'Alıcılar neden bize güveniyor',
  benefits: {
    local: { title: 'Yerel uzmanlık', text: 'Dört ülkenin tamamında sahada ekipler ve iş ortakları.' },
    german: { title: 'Alman titizliği', text: 'Siz karar vermeden önce her mülkü yerinde inceliyoruz.' },
    oneStop: {
      title: 'Her şey tek elden',
      text: 'Arama, finansman, satın alma süreci ve yönetim için tek bir muhatap.',
    },
    languages: {
      title: 'Sizin dilinizde',
      text: 'Almanca, İngilizce, Türkçe ve daha birçok dilde danışmanlık veriyoruz.',
    },
  },
  ctaHeading: 'Yurt dışında gayrimenkul mü arıyorsunuz?',
  ctaText: 'Ne aradığınızı bize anlatın. İlk danışmanlık görüşmesi ücretsizdir.',
};
