import type { Messages } from '../../../dictionary';

export const it: Messages['servicePages']['it'] = {
  title: 'İşinizi taşıyan yazılım, bulut ve güvenlik çözümleri',
  text: 'İlk kod satırından kesintisiz işletime kadar: Güvenli, eksiksiz belgelenmiş ve sizinle birlikte büyüyen BT altyapısını planlıyor, kuruyor ve işletiyoruz.',
  stats: {
    projects: 'Proje (ekip deneyimi)',
    uptime: 'SLA’da hedeflenen kullanılabilirlik',
    support: 'Destek',
    technologies: 'Teknoloji',
  },
  servicesHeading: 'BT hizmetlerimiz',
  services: {
    software: {
      title: 'Yazılım geliştirme',
      text: 'Modern teknolojilerle geliştirilen ve her sürümden önce test edilen, size özel web ve iş uygulamaları.',
      features: [
        'Web ve iş uygulamaları',
        'Sprintlerle çevik geliştirme',
        'Otomatik testler',
        'Bakım ve sürekli geliştirme',
      ],
    },
    cloud: {
      title: 'Bulut çözümleri',
      text: 'Buluta geçiş, bulut mimarisi ve işletimi; talep ederseniz AB’deki veri merkezlerinde.',
      features: ['Buluta geçiş', 'Kod olarak altyapı (IaC)', 'Maliyet optimizasyonu', 'Verilerin AB’de tutulması'],
    },
    security: {
      title: 'Siber güvenlik',
      text: 'Zayıf noktaları başkalarından önce buluyor, sistemlerinizi ve verilerinizi günün her saati koruyoruz.',
      features: ['Güvenlik denetimleri', 'Sızma testleri', 'Kimlik ve erişim yönetimi', 'Olay müdahalesi'],
    },
    data: {
      title: 'Veri yönetimi',
      text: 'Dağınık verileri güvenilir bilgiye dönüştüren veritabanları, yedekleme çözümleri ve analizler.',
      features: ['Veritabanı tasarımı', 'Yedekleme ve kurtarma', 'İş zekâsı', 'GDPR uyumlu veri işleme'],
    },
    network: {
      title: 'Ağ altyapısı',
      text: 'Ofisleriniz ve tesisleriniz için ağ ekibimizin planladığı ve bakımını üstlendiği hızlı, kararlı ağlar.',
      features: ['LAN ve Wi-Fi', 'VPN ve lokasyonlar arası bağlantı', 'Güvenlik duvarları', 'İzleme'],
    },
    mobile: {
      title: 'Mobil çözümler',
      text: 'iOS ve Android uygulamaları ile bu uygulamaları güvende tutan cihaz yönetimi.',
      features: [
        'iOS ve Android uygulamaları',
        'Platformlar arası geliştirme',
        'Mobil cihaz yönetimi',
        'Uygulama mağazalarında yayın',
      ],
    },
  },
  gridHeading: 'Kullandığımız teknolojilerden bazıları',
  grid: {
    react: 'Frontend',
    typescript: 'Programlama dili',
    node: 'Backend',
    python: 'Programlama dili',
    java: 'Programlama dili',
    dotnet: 'Framework',
    aws: 'Bulut',
    azure: 'Bulut',
    kubernetes: 'Konteyner',
    docker: 'Konteyner',
    postgresql: 'Veritabanı',
    terraform: 'Altyapı',
  },
  processHeading: 'Nasıl çalışıyoruz',
  process: {
    analysis: {
      title: 'Analiz',
      text: 'Süreçlerinizi, sistemlerinizi ve hedeflerinizi inceliyor, başarının sizin için ne anlama geldiğini birlikte belirliyoruz.',
    },
    concept: {
      title: 'Konsept',
      text: 'Mimari, zaman planı ve bütçe: Güvenle karar verebilmeniz için hepsi yazılı olarak önünüzde.',
    },
    implementation: {
      title: 'Uygulama',
      text: 'Kısa adımlarla geliştiriyor, her aşamada size çalışan sonuçlar sunuyoruz.',
    },
    support: {
      title: 'Destek',
      text: 'Canlıya geçişten sonra da yanınızdayız: izleme, güncellemeler ve gerçekten yanıt veren bir destek hattı.',
    },
  },
  benefitsHeading: 'Müşterilerimiz neden bizi tercih ediyor',
  benefits: {
    quality: {
      title: 'Alman kalite standartları',
      text: 'Temiz kod, eksiksiz dokümantasyon ve inceleyebileceğiniz testler.',
    },
    contact: { title: 'Tek muhatap', text: 'İşinizi tanıyan ve sorularınızı yanıtlayan bir proje yöneticisi.' },
    security: {
      title: 'Baştan güvenli tasarım',
      text: 'Gizlilik ve güvenlik sonradan eklenmez; ilk günden planın bir parçasıdır.',
    },
    support: { title: '7/24 destek', text: 'Haftanın 7 günü, günün 24 saati izleme ve nöbetçi destek.' },
  },
  ctaHeading: 'Bir BT projesi mi planlıyorsunuz?',
  ctaText: 'Projenizi bize anlatın. İlk danışmanlık görüşmesi ücretsizdir ve herhangi bir yükümlülük getirmez.',
};
