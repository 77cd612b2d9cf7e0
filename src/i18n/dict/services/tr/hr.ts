import type { Messages } from '../../../dictionary';

export const hr: Messages['servicePages']['hr'] = {
  title: 'Doğru insanlar ve onları şirketinizde tutan koşullar',
  text: 'Uzmanları ve yöneticileri buluyor, ekiplerinizi geliştiriyor, İK süreçlerinizi net, adil ve verimli hâle getiriyoruz.',
  stats: {
    placements: 'Doldurulan pozisyon (ekip deneyimi)',
    satisfaction: 'Müşteri memnuniyeti',
    years: 'Yıllık ekip deneyimi',
    companies: 'Müşteri şirket',
  },
  servicesHeading: 'İK hizmetlerimiz',
  services: {
    recruitment: {
      title: 'İşe alım',
      text: 'Pozisyon profilinden imzalı sözleşmeye kadar: Görevlerinize ve kurum kültürünüze uyan adayları buluyoruz.',
      features: ['Pozisyon profilleri', 'Aktif aday arama', 'Ön eleme ve mülakatlar', 'Üst düzey yönetici arama'],
    },
    development: {
      title: 'Çalışan gelişimi',
      text: 'Çalışanlarınızı işlerinde daha da iyi kılan eğitim planları, koçluk ve liderlik programları.',
      features: ['Eğitim ihtiyaç analizi', 'Liderlik programları', 'Koçluk', 'E-öğrenme'],
    },
    performance: {
      title: 'Performans yönetimi',
      text: 'Yılda bir kez doldurulup unutulan formlar yerine gerçekten motive eden hedefler, geri bildirimler ve değerlendirmeler.',
      features: ['Hedef belirleme', 'Geri bildirim süreçleri', 'Değerlendirme sistemleri', 'Yetenek değerlendirmeleri'],
    },
    engagement: {
      title: 'Çalışan bağlılığı',
      text: 'Memnuniyeti ölçüyor ve sonuçlara göre harekete geçmenize yardımcı oluyoruz; böylece iyi çalışanlar şirketinizde kalır.',
      features: ['Çalışan anketleri', 'Oryantasyon programları', 'Elde tutma önlemleri', 'İşveren markası'],
    },
    compliance: {
      title: 'İK uyumu',
      text: 'Personel dosyaları, çalışma süresi kaydı ve İK’da veri koruma düzenli bir yapıda. Hukuki sorular iş hukuku avukatınızın alanındadır; süreçleri biz hayata geçiririz.',
      features: [
        'Çalışma süresi kaydı',
        'İK’da veri koruma',
        'Personel dosyaları ve dokümantasyon',
        'Süreç incelemeleri',
      ],
    },
    compensation: {
      title: 'Ücret yönetimi',
      text: 'Adil ve rekabetçi maaş yapıları, yan haklar ve prim sistemleri.',
      features: ['Maaş karşılaştırmaları', 'Ücret yapıları', 'Prim sistemleri', 'Yan hak paketleri'],
    },
  },
  gridHeading: 'Kapsadığımız İK alanları',
  grid: {
    recruiting: { title: 'Personel temini', text: 'Kadrolu pozisyonlar için uzmanlar ve yöneticiler.' },
    onboarding: {
      title: 'Oryantasyon',
      text: 'Yeni çalışma arkadaşlarınızı daha hızlı verimli kılan iyi bir başlangıç.',
    },
    training: { title: 'Eğitim', text: 'Bugünün ve yarının görevleri için gereken yetkinlikler.' },
    payroll: { title: 'Bordro', text: 'Doğru ve zamanında hazırlanan maaş bordroları.' },
    employerBranding: { title: 'İşveren markası', text: 'Doğru adayları çeken net bir işveren profili.' },
    culture: { title: 'Kurum kültürü', text: 'Çalışanların benimsediği değerler ve liderlik anlayışı.' },
  },
  processHeading: 'Nasıl çalışıyoruz',
  process: {
    analysis: { title: 'Analiz', text: 'Kurumunuzu, ekiplerinizi ve onların ihtiyaçlarını yakından tanıyoruz.' },
    strategy: {
      title: 'Strateji',
      text: 'Öncelikleri, önlemleri ve başarının nasıl ölçüleceğini birlikte belirliyoruz.',
    },
    implementation: {
      title: 'Uygulama',
      text: 'Yöneticilerinizle birlikte aday arıyor, eğitim veriyor ve yeni süreçleri hayata geçiriyoruz.',
    },
    optimization: {
      title: 'Optimizasyon',
      text: 'Sonuçları gözden geçiriyor, hedefe ulaşana kadar iyileştirmeye devam ediyoruz.',
    },
  },
  benefitsHeading: 'Şirketler neden bizimle çalışıyor',
  benefits: {
    network: { title: 'Geniş bir ağ', text: 'Almanya’da, Türkiye’de ve Körfez bölgesinde aday havuzu.' },
    speed: { title: 'Hızlı kısa listeler', text: 'İlk nitelikli adayları genellikle iki hafta içinde sunuyoruz.' },
    fit: { title: 'Kültürel uyum', text: 'Yalnızca özgeçmişlere değil, kişiliğe ve değerlere de bakıyoruz.' },
    lawful: { title: 'Özenli ve adil', text: 'En başından veri korumayı ve eşit muameleyi gözeten süreçler.' },
  },
  ctaHeading: 'Doğru insanları mı arıyorsunuz?',
  ctaText: 'Bize pozisyondan ya da karşılaştığınız zorluktan bahsedin. İlk danışmanlık görüşmesi ücretsizdir.',
};
