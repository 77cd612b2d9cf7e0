import type { Messages } from '../../../dictionary';

/** The home page's service tabs: 28 items in seven categories (specification, section 3). */
export const catalogue: Messages['catalogue'] = {
  heading: 'Hizmetlerimiz',
  intro: 'Yedi alan, tek kalite standardı. Neler sunduğumuzu görmek için bir alan seçin.',
  tabsLabel: 'Hizmet kategorileri',
  available: 'Mevcut',
  customHeading: 'Aradığınız hizmet listede yok mu?',
  customText:
    'Projelerimizin çoğu birden fazla alanı bir araya getiriyor. İhtiyacınızı bize anlatın, size özel bir çözüm oluşturalım.',
  customButton: 'Özel çözüm talep edin',
  items: {
    ai: { name: 'Yapay zekâ', text: 'Süreçleriniz için yapay zekâ asistanları, doküman analizi ve tahminler.' },
    automation: { name: 'Süreç otomasyonu', text: 'Faturalardan raporlara kadar rutin işler otomatik olarak yürür.' },
    marketing: { name: 'Pazarlama stratejisi', text: 'Hedef müşterilerinize ulaşan konumlandırma ve kampanyalar.' },
    security: { name: 'BT güvenliği', text: 'Denetimler, güvenlik duvarları ve saldırılara karşı koruma.' },
    mobile: { name: 'Mobil uygulamalar', text: 'Kullanıcılarınız için tasarlanmış iOS ve Android uygulamaları.' },
    arvr: { name: 'AR ve VR', text: 'Eğitim, satış ve servis için artırılmış ve sanal gerçeklik.' },
    blockchain: { name: 'Blokzincir', text: 'İzlenebilir işlemler ve akıllı sözleşmeler.' },
    cloud: { name: 'Bulut hizmetleri', text: 'AB’deki veri merkezleriyle buluta geçiş ve bulutta işletim.' },
    digitalMarketing: {
      name: 'Dijital pazarlama',
      text: 'Karşılığını veren arama ve sosyal medya reklamları ile e-bültenler.',
    },
    iot: { name: 'Nesnelerin İnterneti', text: 'Prototipten seri kullanıma kadar bağlantılı sensörler ve cihazlar.' },
    seo: { name: 'Arama motoru optimizasyonu', text: 'Sağlam teknik altyapı ve içerikle daha iyi sıralamalar.' },
    webApps: { name: 'Web uygulamaları', text: 'Tarayıcıda çalışan portallar, online mağazalar ve iş uygulamaları.' },
    elearning: { name: 'E-öğrenme', text: 'Çalışanlarınız için çevrim içi kurslar ve öğrenme platformları.' },
    crm: { name: 'CRM sistemleri', text: 'Müşteri ilişkileri yönetimi: kurulum ve entegrasyon.' },
    influencer: { name: 'Influencer pazarlaması', text: 'Markanıza uyan içerik üreticileriyle iş birlikleri.' },
    electricity: { name: 'Elektrik ticareti', text: 'Avrupa elektrik borsalarında spot ve vadeli işlemler.' },
    gas: { name: 'Doğal gaz ticareti', text: 'Avrupa ticaret merkezlerinde doğal gaz tedariki ve ticareti.' },
    azerbaijan: { name: 'Azerbaycan’da gayrimenkul', text: 'Bakü ve ötesinde konut ve ticari gayrimenkul.' },
    dubai: { name: 'Dubai’de gayrimenkul', text: 'En dinamik pazarlardan birinde daireler, villalar ve ofisler.' },
    qatar: { name: 'Katar’da gayrimenkul', text: 'Doha’da yaşamak, çalışmak ve yatırım yapmak için gayrimenkul.' },
    turkey: {
      name: 'Türkiye’de gayrimenkul',
      text: 'İstanbul’dan sahil şeridine: daireler, villalar ve ticari alanlar.',
    },
    hrSolutions: { name: 'İK çözümleri', text: 'İşe alım, çalışan gelişimi ve İK uyumu tek elden.' },
    managed: { name: 'Yönetilen ağ hizmetleri', text: 'Ağınızı 7/24 işletiyor ve izliyoruz.' },
    hardware: { name: 'Ağ donanımı', text: 'Switch, router, Wi-Fi ve güvenlik duvarı tedariki ve kurulumu.' },
    biotech: { name: 'Biyoteknoloji', text: 'Yaşam bilimleri için dijital araçlar ve araştırma.' },
    greenCity: { name: 'Yeşil şehir', text: 'Sürdürülebilir, dijital olarak bağlantılı şehirler için araştırma.' },
    patents: { name: 'Patentler', text: 'Buluştan tescilli patente kadar.' },
    renewable: { name: 'Yenilenebilir enerji', text: 'İşletmeniz için güneş, rüzgâr ve enerji depolama.' },
  },
};
