import type { Messages } from '../../../dictionary';

export const networking: Messages['servicePages']['networking'] = {
  title: 'Her lokasyonda sorunsuz çalışan ağlar',
  text: 'Kablolu ve kablosuz ağları, sunucuları ve güvenlik duvarlarını tasarlıyor, kuruyor ve işletiyor; gece gündüz gözetim altında tutuyoruz.',
  stats: {
    uptime: 'SLA’da hedeflenen kullanılabilirlik',
    support: 'Destek',
    years: 'Yıllık ekip deneyimi',
    networks: 'Kurulan ağ (ekip deneyimi)',
  },
  servicesHeading: 'Ağ hizmetlerimiz',
  services: {
    design: {
      title: 'Ağ tasarımı',
      text: 'Lokasyonlarınıza, veri trafiğinize ve büyüme hedeflerinize göre planlanan ağ mimarileri.',
      features: ['Saha keşfi', 'Kapasite planlaması', 'Yedeklilik konseptleri', 'Dokümantasyon'],
    },
    wireless: {
      title: 'Kablosuz ağlar',
      text: 'Ofislerden depolara ve otellere kadar her köşeye ulaşan Wi-Fi.',
      features: ['Wi-Fi planlama ve ölçüm', 'Misafir ağları', 'Kesintisiz dolaşım (roaming)', 'Dış mekân bağlantıları'],
    },
    security: {
      title: 'Ağ güvenliği',
      text: 'Saldırganları dışarıda tutan güvenlik duvarları, ağ segmentasyonu ve güvenli uzaktan erişim.',
      features: ['Yeni nesil güvenlik duvarları', 'Ağ segmentasyonu', 'VPN ve sıfır güven', 'Saldırı tespiti'],
    },
    servers: {
      title: 'Sunucu altyapısı',
      text: 'Kendi binanızda veya veri merkezinde sunucular, depolama ve sanallaştırma.',
      features: ['Sanallaştırma', 'Depolama sistemleri', 'Yedekleme', 'Veri merkezinde barındırma (colocation)'],
    },
    routing: {
      title: 'Yönlendirme ve anahtarlama',
      text: 'Lokasyonlarınızın içinde ve aralarında hızlı, kararlı bağlantılar.',
      features: ['Çekirdek ve erişim anahtarlama', 'WAN ve SD-WAN', 'VLAN yapılandırması', 'Hizmet kalitesi (QoS)'],
    },
    monitoring: {
      title: 'İzleme',
      text: 'Ağınızı 7/24 izliyor, bir arıza kesintiye dönüşmeden müdahale ediyoruz.',
      features: ['7/24 izleme', 'Alarm bildirimleri', 'Performans raporları', 'Kapasite tahminleri'],
    },
  },
  gridHeading: 'Çalıştığımız üreticiler',
  grid: {
    cisco: 'Anahtarlama ve yönlendirme',
    juniper: 'Yönlendirme',
    aruba: 'Kablosuz',
    ubiquiti: 'Kablosuz',
    fortinet: 'Güvenlik',
    paloAlto: 'Güvenlik',
    sophos: 'Güvenlik',
    mikrotik: 'Yönlendirme',
    dell: 'Sunucular',
    hpe: 'Sunucular',
    vmware: 'Sanallaştırma',
    microsoft: 'Sunucu yazılımı',
  },
  processHeading: 'Nasıl çalışıyoruz',
  process: {
    analysis: { title: 'Analiz', text: 'Lokasyonlarınızı, cihazlarınızı ve gereksinimlerinizi yerinde inceliyoruz.' },
    design: { title: 'Tasarım', text: 'Ağı planlıyor ve doğru donanımı seçiyoruz.' },
    implementation: { title: 'Uygulama', text: 'Kurulum ve yapılandırma, kesintiye yol açmayacak şekilde planlanır.' },
    maintenance: { title: 'Bakım', text: 'Güncellemeler, izleme ve bir sorun çıktığında hızlı müdahale.' },
  },
  benefitsHeading: 'Müşterilerimiz neden bizi tercih ediyor',
  benefits: {
    availability: {
      title: 'Yüksek kullanılabilirlik',
      text: 'Tek bir bileşen arızalandığında devreye giren yedekli tasarımlar.',
    },
    independent: {
      title: 'Üreticiden bağımsız',
      text: 'Bize en çok kazandıranı değil, size en uygun olanı öneriyoruz.',
    },
    documented: {
      title: 'Eksiksiz dokümantasyon',
      text: 'Kendi ekibinizin de kolayca takip edebileceği planlar ve yapılandırmalar.',
    },
    fast: { title: 'Hızlı müdahale', text: '7/24 izleme ve önceden belirlenmiş müdahale süreleri.' },
  },
  ctaHeading: 'Güvenebileceğiniz bir ağa mı ihtiyacınız var?',
  ctaText: 'Lokasyonlarınızı bize anlatın. İlk danışmanlık görüşmesi ücretsizdir.',
};
