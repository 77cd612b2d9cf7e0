import type { Messages } from '../../../dictionary';

/** Turkish copy of the accessibility statement (same shape as ./en.ts). */
export const accessibilityTr: Pick<Messages, 'accessibility'> = {
  accessibility: {
    heading: 'Erişilebilirlik Beyanı',
    intro:
      'Engelli bireyler de dâhil olmak üzere herkesin bu web sitesini kullanabilmesini istiyoruz. Bu beyan; web sitesini, uyduğu gereklilikleri, bunları nasıl denetlediğimizi, bildiğimiz engelleri ve bu konuda bize nasıl ulaşabileceğinizi açıklar.',
    basis: {
      applies:
        'Bu bilgileri, gereklilikleri 28 Haziran 2025’ten bu yana geçerli olan Alman Erişilebilirliği Güçlendirme Kanunu’nun (Barrierefreiheitsstärkungsgesetz, BFSG) 14. maddesinin 1. fıkrasının 2. bendi ile Ek 3’ün 1. bendi uyarınca sunuyoruz.',
      voluntary:
        'Bu beyanı, Alman Erişilebilirliği Güçlendirme Kanunu’nun (Barrierefreiheitsstärkungsgesetz, BFSG) Ek 3’ünün 1. bendini esas alarak gönüllü olarak yayımlıyoruz.',
    },
    serviceHeading: 'Web sitemiz hakkında',
    service: [
      'Bu web sitesi, grubumuzu ve hizmetlerimizi Türkçe, Almanca ve İngilizce olarak tanıtır: BT, enerji ticareti, gayrimenkul, insan kaynakları, ağ hizmetleri, araştırma ve geliştirme ile yeşil enerji. İletişim formuyla bize talebinizi iletebilir, başvuru formuyla iş başvurusunda bulunabilirsiniz. Sitede ayrıca haberlerimizi ve açık pozisyonlarımızı bulabilirsiniz.',
      'Bu web sitesinde sözleşme kurulmaz: Talebinizin ardından ilgili ekipten bir yetkili sizinle iletişime geçer, görüşerek size danışmanlık verir ve bir teklif hazırlar; sözleşme ancak bundan sonra, yazılı olarak ya da e-postayla kurulur.',
      'Metinler, bağlantılar ve formlar sade HTML’dir ve JavaScript olmadan da çalışır. Her sayfanın üst kısmında üç dilden birini seçebilir, açık ve koyu tema arasında geçiş yapabilirsiniz; her sayfadaki ilk bağlantı doğrudan içeriğe atlar.',
    ],
    standardHeading: 'Gereklilikler ve uygunluk durumu',
    standard:
      'Gereklilikler BFSG’den ve bu kanunun uygulama yönetmeliğinden (BFSGV) doğar. Web içeriği için Avrupa standardı EN 301 549 V3.2.1’i esas alıyoruz; bu standardın web içeriğine ilişkin gereklilikleri, Web İçeriği Erişilebilirlik Yönergeleri’nin (WCAG) 2.1 sürümünün AA uygunluk düzeyine karşılık gelir. Bunun ötesinde WCAG 2.2’nin AA düzeyini hedefliyoruz.',
    status:
      'Kendi değerlendirmemize göre bu web sitesi bu gereklilikleri kısmen karşılamaktadır; kısıtlamaları aşağıda belirtiyoruz. Bu değerlendirme şimdiye kadar yalnızca otomatik testlere dayanmaktadır; ekran okuyucularla da yapılacak bir insan denetimi henüz yapılmamıştır.',
    checksHeading: 'Erişilebilirliği nasıl denetliyoruz',
    checksIntro: 'Otomatik testlerimiz web sitesini gerçek bir tarayıcıda denetler:',
    checks: [
      'Her sayfa Türkçe, Almanca ve İngilizce olarak axe-core aracıyla WCAG 2.2 AA düzeyinin otomatik olarak denetlenebilen ölçütlerine göre denetlenir: açık temada ve telefon genişliğinde, renk kontrastı ise ayrıca koyu temada. Tek bir ihlal bile testlerin başarısız olmasına yeter. Editörümüz üzerinden yayımladığımız haberler ve iş ilanları tek tek test edilmez; denetlenmiş aynı sayfa şablonlarını kullanır.',
      'Klavye: Testler, her türden birer sayfada (ana sayfa, bir hizmet sayfası, iletişim sayfası, bir yasal sayfa ve küre demosu) Türkçe, Almanca ve İngilizce olarak her bağlantıya ve düğmeye Sekme (Tab) tuşuyla ulaşır ve odağın görünür olduğunu denetler; ayrıca içeriğe atlayan bağlantıyı ve menülerin klavyeyle, Esc tuşu da dâhil olmak üzere, açılıp kapandığını denetler.',
      'Erişilebilir adlar: Testler bağlantıları, düğmeleri, form alanlarını ve ana sayfadaki listede yer alan yerleri ekran okuyucuların seslendirdiği adlarla bulur.',
      'Hareket: Testler, cihazınızda “hareketi azalt” ayarı açık olduğunda kürenin hareketsiz kaldığını denetler.',
    ],
    checksNote:
      'Otomatik testler her engeli bulamaz. Bu beyan bir öz değerlendirmeye dayanmaktadır. Web sitesi henüz insanlar tarafından denetlenmedi; ekran okuyucu, ekran büyüteci, sesli komut ya da yalnızca klavye ile yapılmış bir denetim de yoktur. Otomatik klavye testleri yalnızca yukarıda sayılan sayfaları kapsar.',
    limitsHeading: 'Bilinen kısıtlamalar',
    limits: [
      'Sayfaların arkasındaki küre, WebGL ile ya da iki boyutlu bir tuval üzerine çizilen dekoratif bir görseldir. Ekran okuyuculardan gizlenmiştir ve kendine ait bir bilgi taşımaz. Üzerinde işaretlenen yerler ana sayfada aynı zamanda, ekran okuyucular için adlandırılmış ve klavyeyle ulaşılabilen bir listede bağlantı olarak yer alır; gayrimenkul sayfamız da yurt dışındaki çalışmalarımızı metin olarak anlatır. Ana sayfada küre döner: Yanındaki düğme onu durdurur; cihazınızda “hareketi azalt” ayarı açık olduğunda da hareketsiz kalır.',
      'Küre demosu, sunumlar için kürenin farklı görünümlerini gösterir. Ayarları, klavyeyle kullanılabilen etiketli form öğeleridir; ancak kürelerin kendisi yalnızca görsel olduğundan görme engelli kişiler demoyu kullanamaz. Demoda gösterilen yerlerin listesini ana sayfada bulabilirsiniz; dilerseniz sunumun içeriğini size yazılı olarak ya da bir görüşmede aktarırız.',
    ],
    reportHeading: 'Engel bildirin',
    report:
      'Bu web sitesinde bir engelle karşılaşırsanız ya da sitedeki bilgilere başka bir biçimde ihtiyaç duyarsanız lütfen bize bildirin. En hızlı yol iletişim formumuzdur: Aşağıdaki bağlantı, formu “Bu web sitesinin erişilebilirliği” konusu seçili olarak açar. Bize e-posta da gönderebilir ya da telefonla ulaşabilirsiniz. İş günlerinde (pazartesiden cumaya) genellikle {{hours}} saat içinde yanıt veririz.',
    reportLink: 'Engel bildirin',
    enforcementHeading: 'Başvuru yolu ve piyasa gözetimi',
    enforcement:
      'Bu web sitesinin erişilebilirlik gerekliliklerini karşılamadığını ve bu nedenle siteyi hiç ya da yalnızca kısıtlı biçimde kullanabildiğinizi düşünüyorsanız, piyasa gözetim makamına başvurarak bize karşı önlem almasını talep edebilirsiniz (BFSG madde 32/1). Başvuruyu sizin adınıza ya da sizin yerinize yapması için Engellilerin Eşitliği Kanunu’nun (Behindertengleichstellungsgesetz) 15. maddesinin 3. fıkrası uyarınca tanınmış bir derneği ya da Unterlassungsklagengesetz’in 3. maddesinin 1. fıkrasının 1. cümlesinin 1. bendi kapsamındaki bir kuruluşu (örneğin nitelikli bir tüketici derneğini) da yetkilendirebilirsiniz. Yetkili makam, Alman eyaletlerinin erişilebilirlik konusundaki ortak piyasa gözetim makamıdır:',
    conciliation:
      'Ayrıca Engellilerin Eşitliği Kanunu’nun 16. maddesi uyarınca kurulan uzlaştırma kuruluşunda ücretsiz bir uzlaştırma süreci başlatılmasını talep edebilirsiniz (BFSG madde 34). Uzlaştırma kuruluşuna şu adresten ulaşabilirsiniz:',
    website: 'Web sitesi',
  },
};
