import type { Messages } from '../../../dictionary';

/** Turkish copy of the accessibility statement (same shape as ./en.ts). */
export const accessibilityTr: Pick<Messages, 'accessibility'> = {
  accessibility: {
    heading: 'Erişilebilirlik beyanı',
    intro:
      'Engelli bireyler de dahil olmak üzere herkesin bu web sitesini kullanabilmesini istiyoruz. Bu beyan; web sitesini, uyduğu gereklilikleri, bunları nasıl denetlediğimizi, bildiğimiz engelleri ve bu konuda bize nasıl ulaşabileceğinizi açıklar.',
    basis: {
      applies:
        'Bu bilgileri, 28 Haziran 2025’ten bu yana uygulanan Alman Erişilebilirliği Güçlendirme Kanunu’nun (Barrierefreiheitsstärkungsgesetz, BFSG) 14. maddesinin 1. fıkrasının 2. bendi ile Ek 3’ün 1. bendi uyarınca sunuyoruz.',
      voluntary:
        'Bu beyanı, Alman Erişilebilirliği Güçlendirme Kanunu’nun (Barrierefreiheitsstärkungsgesetz, BFSG) Ek 3’ünün 1. bendini esas alarak gönüllü olarak yayımlıyoruz.',
    },
    serviceHeading: 'Web sitemiz hakkında',
    service: [
      'Bu web sitesi, grubumuzu ve hizmetlerimizi Türkçe, Almanca ve İngilizce olarak tanıtır: BT, enerji ticareti, gayrimenkul, insan kaynakları, ağ hizmetleri, araştırma ve geliştirme ile yeşil enerji. İletişim formuyla bize talebinizi iletebilir, başvuru formuyla bize başvurabilirsiniz.',
      'Metinler, bağlantılar ve formlar sade HTML’dir ve JavaScript olmadan da çalışır. Her sayfanın üst kısmında üç dilden birini seçebilir, açık ve koyu tema arasında geçiş yapabilirsiniz; her sayfadaki ilk bağlantı doğrudan içeriğe atlar.',
    ],
    standardHeading: 'Gereklilikler ve uygunluk durumu',
    standard:
      'Gereklilikler BFSG’den ve bu kanunun uygulama yönetmeliğinden (BFSGV) doğar. Web içeriği için, bu konuda Web İçeriği Erişilebilirlik Yönergeleri’ne (WCAG) atıf yapan Avrupa standardı EN 301 549’u esas alıyoruz; bu yönergeleri güncel sürümleri olan WCAG 2.2 ile, AA uygunluk düzeyinde uyguluyoruz.',
    status: 'Kendi değerlendirmemize göre bu web sitesi, aşağıda belirtilen kısıtlamalar dışında bu gereklilikleri karşılamaktadır.',
    checksHeading: 'Erişilebilirliği nasıl denetliyoruz',
    checksIntro: 'Otomatik testlerimiz web sitesini gerçek bir tarayıcıda denetler:',
    checks: [
      'Her sayfa Türkçe, Almanca ve İngilizce olarak axe-core aracıyla WCAG 2.2 AA düzeyinin kurallarına göre denetlenir: açık temada ve telefon genişliğinde, renk kontrastı ise ayrıca koyu temada. Tek bir ihlal bile testlerin başarısız olmasına yeter.',
      'Klavye: Testler bir sayfadaki her bağlantıya ve düğmeye Sekme (Tab) tuşuyla ulaşır ve odağın görünür olduğunu denetler; ayrıca içeriğe atlayan bağlantıyı ve menülerin klavyeyle, Escape tuşu da dahil olmak üzere, açılıp kapandığını denetler.',
      'Ekran okuyucular: Testler bağlantıları, düğmeleri, form alanlarını ve küre üzerindeki yerleri ekran okuyucuların seslendirdiği adlarla bulur.',
      'Hareket: Testler, cihazınız hareketin azaltılmasını istediğinde kürenin hareketsiz kaldığını denetler.',
    ],
    checksNote: 'Otomatik testler her engeli bulamaz. Bu beyan bir öz değerlendirmeye dayanmaktadır.',
    limitsHeading: 'Bilinen kısıtlamalar',
    limits: [
      'Sayfaların arkasındaki küre, WebGL ile ya da iki boyutlu bir tuval üzerine çizilen süsleyici bir görseldir. Ekran okuyuculardan gizlenmiştir ve kendine ait bir bilgi taşımaz. Üzerinde işaretlenen yerler ana sayfada aynı zamanda, ekran okuyucular için adlandırılmış ve klavyeyle ulaşılabilen bir listede bağlantı olarak yer alır; gayrimenkul sayfamız da yurt dışındaki çalışmalarımızı metin olarak anlatır. Ana sayfada küre döner: Yanındaki düğme onu durdurur; cihazınız hareketin azaltılmasını istediğinde de hareketsiz kalır.',
      'Küre demosu, sunumlar için kürenin farklı türlerini gösterir; gösterdiği şey doğası gereği bir görseldir. Ayarları sıradan form öğeleridir.',
    ],
    reportHeading: 'Engel bildirin',
    report:
      'Bu web sitesinde bir engelle karşılaşırsanız ya da sitedeki bilgilere başka bir biçimde ihtiyaç duyarsanız lütfen bize bildirin. En hızlı yol iletişim formumuzdur: Aşağıdaki bağlantı formu bildiriminiz için açar. Bize e-posta da gönderebilir ya da telefonla ulaşabilirsiniz. İş günlerinde genellikle {{hours}} saat içinde yanıt veririz.',
    reportLink: 'Engel bildirin',
    enforcementHeading: 'Başvuru yolu ve piyasa gözetimi',
    enforcement:
      'Bu web sitesinin erişilebilirlik gerekliliklerini karşılamadığını ve bu nedenle siteyi hiç ya da yalnızca kısıtlı biçimde kullanabildiğinizi düşünüyorsanız, piyasa gözetim makamına başvurarak bize karşı önlem alınması için bir süreç başlatılmasını talep edebilirsiniz (BFSG madde 32). Başvuruyu sizin adınıza ya da sizin yerinize yapması için Engellilerin Eşitliği Kanunu’nun (Behindertengleichstellungsgesetz) 15. maddesinin 3. fıkrası uyarınca tanınmış bir derneği ya da Unterlassungsklagengesetz kapsamında nitelikli bir kuruluşu da yetkilendirebilirsiniz. Yetkili piyasa gözetim makamı:',
    website: 'Web sitesi',
  },
};
