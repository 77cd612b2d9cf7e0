import { accessibilityTr } from './accessibility/tr';
import type { Messages } from '../../dictionary';

/** Turkish copy of the legal pages (same shape as ./en.ts). */
export const legalTr: Pick<Messages, 'legal' | 'privacy' | 'terms' | 'impressum' | 'accessibility'> = {
  ...accessibilityTr,
  legal: {
    lastUpdated: 'Son güncelleme: {{date}}',
    backHome: 'Ana sayfaya dön',
  },
  privacy: {
    heading: 'Gizlilik Politikası',
    intro:
      'Kişisel verilerinizin korunmasını ciddiye alıyoruz. Bu politika, bu web sitesinin hangi verileri, hangi amaçla, hangi hukuki dayanağa göre ve ne kadar süreyle işlediğini ve hangi haklara sahip olduğunuzu açıklar. Politika yalnızca bu web sitesini kapsar.',
    controllerHeading: 'Veri sorumlusu',
    controllerText:
      'Genel Veri Koruma Tüzüğü (GDPR) kapsamında veri sorumlusu, aşağıda adı geçen ve şirket yönetimi tarafından temsil edilen şirkettir.',
    dpoHeading: 'Veri koruma görevlisi',
    dpoText:
      'Bir veri koruma görevlisi atadık (GDPR md. 37, BDSG § 38). Veri korumayla ilgili tüm sorularınız için kendisine doğrudan ve gizlilik içinde ulaşabilirsiniz:',
    principlesHeading: 'Gizlilik ilkelerimiz',
    principles: [
      'Yalnızca belirli bir amaç için ihtiyaç duyduğumuz verileri topluyor ve bunları yalnızca bu amacın gerektirdiği süre boyunca saklıyoruz.',
      'Bu web sitesi reklam veya izleme araçları kullanmaz ve başka web sitelerinden içerik yerleştirmez: Yazı tipleri ve görseller, sayfalarla aynı adresten gelir. Sayfalarının ne kadar hızlı olduğunu yalnızca onay vermeniz hâlinde, kendi sunucumuzda ve ziyaretçileri birbirinden ayırt etmeden ölçer (aşağıdaki “Sayfa hızının ölçülmesi” bölümüne bakınız).',
      'Verilerinizi satmıyoruz. Üçüncü kişilere yalnızca yasal bir zorunluluk olduğunda aktarıyoruz; aşağıda adı geçen hizmet sağlayıcılar verilerinizi yalnızca bizim adımıza ve talimatlarımız doğrultusunda işler.',
    ],
    collectionHeading: 'Hangi verileri işliyoruz?',
    collection: {
      logsHeading: 'Web sitesini ziyaret ettiğinizde',
      logs: 'Sunucumuz her istek için şu teknik verileri kaydeder: talep edilen sayfa, tarih ve saat, yanıtın durumu, tarayıcınızın kendini tanıtma bilgisi (user agent) ve IP adresiniz. Bu verilere sayfaları sunabilmek ve saldırıları tespit edip savuşturabilmek için ihtiyaç duyarız (GDPR md. 6/1 (f)). Bu kayıtlar en geç 14 gün sonra silinir. Formlarımızın kötüye kullanılmasını önlemek için gönderimleri IP adresi başına sayarız; bunun için adresin kendisini değil, yalnızca gizli bir anahtarla oluşturulan özet değerini (hash) saklar ve bu sayımı 15 dakika sonra sileriz (GDPR md. 6/1 (f)).',
      storageHeading: 'Tarayıcınızda',
      storage:
        'Web sitesi, tarayıcınızın yerel depolama alanına (local storage) iki değer kaydeder: çerez bildirimindeki tercihiniz (“cookieConsent”) ve – değiştirmeniz hâlinde – açık veya koyu tema seçiminiz (“theme”). Bu değerler hiçbir zaman cihazınızdan çıkmaz; bunları tarayıcı ayarlarınızdan dilediğiniz zaman silebilirsiniz. Çerez kullanmıyoruz. Bu değerlerin saklanması, talep ettiğiniz hizmetin sunulması için zorunlu olduğundan onayınızı gerektirmez (Almanya Telekomünikasyon ve Dijital Hizmetlerde Veri Koruma Kanunu, TDDDG § 25 (2) no. 2).',
      fieldMeasurementHeading: 'Sayfa hızının ölçülmesi (yalnızca onayınızla)',
      fieldMeasurement:
        'Çerez bildiriminde “Tümünü kabul et” seçeneğini seçerseniz tarayıcınız, ziyaret ettiğiniz sayfaların ne kadar hızlı göründüğünü, tıklama ve yazmalarınıza ne kadar hızlı yanıt verdiğini ve yüklenirken içeriğinin ne kadar kaydığını ölçer (Core Web Vitals: LCP, INP, CLS, FCP ve TTFB) ve bir sayfadan ayrıldığınızda ya da başka bir pencereye geçtiğinizde bu değerleri kendi sunucumuza gönderir. Mesaj, her değerin yanında yalnızca şunları belirtir: sayfa (örneğin “Hakkımızda”; açtığınız adres asla gönderilmez), sayfanın dili, nasıl açıldığı (örneğin web sitesi içindeki bir bağlantıyla), ekranınızın boyut sınıfı (telefon, tablet veya masaüstü), kürenin nasıl çizildiği (3D, 2D, sabit görüntü olarak veya hiç çizilmediği; tam kalitede mi, yoksa daha yavaş bir cihaz için sadeleştirilerek mi) ve yavaş bir yanıtta kullandığınız öğenin türü (örneğin bir menü veya bir form; metni asla gönderilmez). Mesaj hiçbir tanımlayıcı içermez ve çerez bırakmaz. Her istek gibi sunucumuza IP adresinizden ulaşır: Sunucu bu adresi yalnızca dakika başına mesaj sayısını sınırlamak için kullanır, bunun için en fazla bir dakika çalışma belleğinde tutar ve hiçbir yere, kayıtlarına (log) bile yazmaz. Her değer hemen günlük toplamlara eklenir (bir sayfanın o gün kaç görüntülemesinin ne kadar sürdüğü, kürenin nasıl çizildiğine göre), mesajın kendisi ise atılır: Tek tek ziyaretçiler hakkında hiçbir şey saklanmaz. Günlük toplamlar IP adresi, tarayıcınıza ilişkin bilgi veya açtığınız adresi içermez; sunucumuzda 28 gün saklanır ve ardından otomatik olarak silinir. Bu toplamlarla web sitesinin ziyaretçilerimizin cihazlarında yeterince hızlı olup olmadığını ve nerede hızlanması gerektiğini kontrol ederiz. Hukuki dayanak onayınızdır (bu değerlerin tarayıcınızda okunması için TDDDG § 25 (1), işlenmeleri için GDPR md. 6/1 (a)). Onayınızı her sayfanın altındaki “Çerez ayarları” bağlantısıyla dilediğiniz zaman, ileriye dönük olarak geri alabilirsiniz; bundan sonra hiçbir şey ölçülmez ve gönderilmez. Reddederseniz hiçbir şey ölçülmez.',
      formsHeading: 'Bize yazdığınızda',
      forms:
        'Bizimle e-posta, telefon veya formlarımızdan biri aracılığıyla iletişime geçtiğinizde, talebinizi yanıtlamak amacıyla bize ilettiğiniz verileri (adınız, e-posta adresiniz, talebinizin konusu ve mesajınız gibi) işleriz (talebiniz bizimle bir sözleşmeye ilişkinse GDPR md. 6/1 (b); aksi hâlde GDPR md. 6/1 (f): bir engel bildirimi gibi talepleri yanıtlamaktaki meşru menfaatimiz). İletişim formu üzerinden gönderilen mesajlar sunucumuzda saklanır (aşağıda “Barındırma” başlığına bakınız) ve e-posta ile çalışanlarımıza iletilir. Talepleri sonuçlanmalarından 30 gün sonra, en geç ise bize ulaşmalarından altı ay sonra sileriz; bu, çalışanlarımızın e-posta kutularına iletilen e-posta için de geçerlidir. Bir talebi ticari yazışma olarak saklamamız gerekiyorsa (HGB § 257), onu yasal saklama süresi dolduğunda sileriz.',
      applicationsHeading: 'Başvuruda bulunduğunuzda',
      applications:
        'Bize bir iş başvurusu gönderdiğinizde, bilgilerinizi ve belgelerinizi (özgeçmişiniz gibi), sizinle bir istihdam ilişkisi kurulup kurulmayacağına karar vermek amacıyla işleriz; bu, talebiniz üzerine sözleşme yapılmadan önce atılan adımlardır (GDPR md. 6/1 (b)). Ağır engellilik gibi özel nitelikli kişisel verilerinizi kendi isteğinizle bize bildirirseniz, bunları, iş hukukundan doğan yükümlülükler gerektirdiği ölçüde (örneğin Alman Sosyal Kanunu IX. Kitap § 164) GDPR md. 9/2 (b) ile BDSG § 26 (3) uyarınca işleriz. Başvurunuz ve özgeçmişiniz sunucumuzda kalır: Çalışanlarımıza giden e-posta yalnızca bir başvurunun geldiğini ve hangi pozisyon için olduğunu bildirir ve gelen kutumuza bir bağlantı içerir; adınızı, iletişim bilgilerinizi, mesajınızı veya belgelerinizi içermez. Bir başvuru hakkındaki kararımız henüz verilmemişken o başvuruyu silmeyiz. Sizi işe almazsak başvurunuzu, ret yanıtımızı size gönderdiğimiz günden itibaren altı ay saklar, ardından sileriz; başvurunuzu geri çekerseniz altı aylık süre geri çektiğiniz tarihten itibaren başlar. Meşru menfaatimiz, örneğin Alman Genel Eşit Muamele Kanunu (AGG) kapsamında ileri sürülebilecek taleplere karşı kendimizi savunabilmektir (GDPR md. 6/1 (f)). Sizi işe alırsak gerekli belgeleri personel dosyanıza ekleriz; başvurunuzun gelen kutumuzdaki kaydını, işe alındığınızı orada işaretlememizden 30 gün sonra sileriz.',
      hiringHeading: 'Başvurunuz gelen kutumuzda',
      hiring:
        'Başvurunuzu gelen kutumuzda yalnızca seçim sürecinde yer alan kişiler, rollerine göre görür: insan kaynakları ekibimiz, belirli bir ilana yapılan başvurularda ayrıca o ilandan sorumlu yöneticiler (açık başvuruları görmezler) ve gelen kutusunu yöneten kişiler. Yalnızca iletişim mesajlarını yanıtlayan çalışanlarımız başvuruları görmez. Şirketimizde bir işyeri konseyi (Betriebsrat) varsa, kanunun gerektirdiği durumlarda bir işe alımdan önce ilana yapılan başvuruları ona sunarız (Alman İşletme Anayasası Kanunu § 99, BetrVG; GDPR md. 6/1 (c)): İnsan kaynakları, konsey üyelerinin o ilanın başvurularını ve özgeçmişlerini kendi belirlediği bir günün sonuna kadar okumasına izin verir (en fazla 30 gün sonrası; gün belirlenmezse yedi gün). Konsey üyeleri hiçbir şeyi değiştiremez; notları, yanıtları ve işlem kaydını görmez. Seçim sürecinde yer alan kişiler başvurunuza, örneğin bir iş görüşmesinden edindikleri izlenimler gibi notlar ekleyebilir. Size gelen kutumuzdan, örneğin bir iş görüşmesi daveti ya da ret yanıtı yazarsak, e-posta bize bildirdiğiniz adrese gider; ret yanıtında gerekçe belirtilmez. Notları ve yanıtları, metinleriyle ve kimin ne zaman yazdığı bilgisiyle birlikte başvurunuzla saklarız; bunlar veri kopyanıza dâhildir ve başvurunuzla birlikte silinir.',
      applicantPageHeading: 'Size özel başvuru sayfanız',
      applicantPage:
        'Başvurunuzu gönderdikten sonra, formun dilinde, başvurunuzun elimize ulaştığını teyit eden ve size özel bir bağlantı içeren bir e-posta alırsınız; bu e-posta, e-posta adresiniz dışında forma girdiğiniz hiçbir bilgiyi içermez. Bu bağlantıdaki sayfada başvurunuzun durumunu görebilir, başvurunuzla ilgili sakladığımız tüm verilerin (bilgileriniz ve özgeçmişiniz, notlarımız ve yanıtlarımız, kararımız ve bunlarla ilgili işlem kaydı) bir kopyasını indirebilir ve henüz karar vermediysek başvurunuzu geri çekebilirsiniz. Bağlantıyı bilen herkes bu sayfayı açabilir; bu nedenle lütfen bağlantıyı kimseyle paylaşmayın. Bağlantıyı yalnızca geri çözülemeyen bir özet değeri (hash) olarak saklarız; başvurunuz silindiğinde bağlantı da çalışmaz. Bu sayfaya yapılan istekleri, formlarımızda olduğu gibi IP adresi başına sayarız (yukarıya bakın). Kopyanızı indirdiğinizde veya başvurunuzu geri çektiğinizde bunu başvurunuzun işlem kaydına yazarız.',
      offlineDemoHeading: 'Küre demosunun çevrimdışı kopyası',
      offlineDemo:
        'Küre demosu sayfasında “Çevrimdışı kullanım için kaydet” düğmesine basarsanız, internet bağlantısı olmadan da (örneğin bir fuarda) çalışabilmesi için tarayıcınıza demonun bir kopyasını kaydederiz: üç dilimizdeki demo sayfaları ile web sitesinin betikleri, stil dosyaları, yazı tipleri ve harita verileri; toplam 2,2\u00a0MB’ın biraz altında. Kopyayı bir hizmet çalışanı (service worker), tarayıcınızın önbellek deposuna (Cache Storage) kaydeder. Kopyayı yalnızca açık talebiniz üzerine ve yalnızca bunun için zorunlu olduğu için kaydederiz; bu nedenle onayınız gerekmez (TDDDG § 25 (2) no. 2). Kopya hiçbir kişisel veri içermez, cihazınızdan hiç çıkmaz ve bir sonraki ziyaretinizde güncel sürümle değiştirilir. Siz kaldırana ya da tarayıcınız kendiliğinden silene kadar saklı kalır: Kaldırmak için demo sayfasında “Çevrimdışı kopyayı kaldır” düğmesine basın ya da tarayıcınızın ayarlarından bu web sitesinin kayıtlı verilerini (“site verileri” ya da “çerezler ve site verileri”) silin. Bu düğmeye basmadığınız sürece demo kopya oluşturmaz; bu web sitesinin diğer sayfaları da böyle bir kopya oluşturmaz.',
    },
    recipientsHeading: 'Alıcılar ve veri işleyenler',
    recipientsText:
      'Şirketimiz içinde verilerinize yalnızca yukarıda açıklanan amaçlar için bunlara ihtiyaç duyan çalışanlarımız erişir. Bunun yanı sıra, verileri bizim adımıza ve yalnızca talimatlarımız doğrultusunda işleyen aşağıdaki hizmet sağlayıcılarla çalışıyoruz; her biriyle GDPR md. 28 uyarınca bir veri işleme sözleşmesi yaptık:',
    processors: {
      hosting: {
        heading: 'Barındırma (hosting)',
        text: 'Bu web sitesini sunan, talepleri ve başvuruları saklayan sunucumuz şu hizmet sağlayıcının veri merkezinde çalışır:',
        formsOnlyText:
          'Talepleri ve başvuruları alan ve saklayan sunucumuz şu hizmet sağlayıcının veri merkezinde çalışır:',
      },
      email: {
        heading: 'E-posta',
        text: 'İletişim formumuzdan gelen mesajları, size kendi e-posta kutularından yanıt verebilmeleri için bilgileriniz ve mesajınızla birlikte e-postayla çalışanlarımıza iletiyoruz. Bir başvuruya ilişkin e-posta ise yalnızca bir başvurunun geldiğini ve hangi pozisyon için olduğunu bildirir ve gelen kutumuza bir bağlantı içerir; ad, iletişim bilgisi, mesaj veya belge içermez. Bunun için şu hizmet sağlayıcının e-posta sunucusunu kullanıyoruz:',
      },
      staticHost: {
        heading: 'Sayfaların sunulması',
        text: 'Bu web sitesinin sayfalarını (formlar hariç) aşağıdaki hizmet sunar; bunu yaparken IP adresiniz gibi yukarıda açıklanan teknik verileri işler (GDPR md. 6/1 (f)):',
      },
    },
    requirementHeading: 'Verilerinizi sağlama yükümlülüğü',
    requirement:
      'Bize kişisel veri sağlamak için yasal veya sözleşmesel bir yükümlülüğünüz yoktur. Ancak formlarımızda zorunlu olarak işaretlenen bilgiler olmadan talebinizi yanıtlayamaz, başvurunuzu değerlendiremeyiz; yukarıda açıklanan teknik veriler olmadan da bu web sitesini size sunamayız.',
    automatedHeading: 'Otomatik karar verme',
    automated:
      'GDPR md. 22 anlamında profilleme dâhil otomatik karar verme uygulamıyoruz. Her talep ve her başvuru çalışanlarımız tarafından okunur; başvurularla ilgili kararları yalnızca insanlar verir.',
    securityHeading: 'Veri güvenliği',
    security:
      'Tüm sayfalar ve formlar şifreli olarak (TLS) iletilir. Kayıtlı taleplere ve başvurulara yalnızca bunlara ihtiyaç duyan çalışanlarımız erişebilir: Çalışanlarımız şirket içi bir gelen kutusuna parola olmadan, bir geçiş anahtarıyla (passkey) giriş yapar. Gelen kutusu, hangi talebi veya başvuruyu kimin, ne zaman açtığını, indirdiğini, işaretlediğini (örneğin tamamlandı olarak), karara bağladığını, yanıtladığını veya sildiğini ve hangisine not eklediğini; ayrıca kişisel sayfanızda veri kopyanızı indirdiğiniz ya da başvurunuzu geri çektiğiniz zamanı kaydeder (çalışanın e-posta adresini, yapılan işlemi, zamanı ve kaydın numarasını ve türünü içeren, ancak gönderenin adını veya adresini hiçbir zaman, bir notun ya da yanıtın metnini de hiçbir zaman içermeyen bir işlem kaydı). Verilerinizin usulüne uygun işlendiğini gösterebilmek için bu kaydı bir yıl boyunca saklar, ardından sileriz (GDPR md. 5/2, md. 32 ve md. 6/1 (c) ile (f)). Kayıtlı taleplerin ve başvuruların yedeklerini en fazla 30 gün saklarız; böylece sildiğimiz her şey en geç 30 gün sonra yedeklerden de kalkar. Sistemlerimizi güncel tutarız.',
    rightsHeading: 'Haklarınız',
    rightsIntro: 'Dilediğiniz zaman aşağıdaki haklara sahipsiniz:',
    rights: [
      'sizinle ilgili sakladığımız veriler hakkında bilgi talep etme (GDPR md. 15),',
      'yanlış verilerin düzeltilmesini isteme (GDPR md. 16),',
      'verilerinizin silinmesini (GDPR md. 17) veya işlenmesinin kısıtlanmasını (GDPR md. 18) isteme,',
      'verilerinizi taşınabilir bir formatta alma (GDPR md. 20),',
      'bir veri koruma denetim makamına, örneğin Brandenburg Eyaleti Veri Koruma ve Bilgi Edinme Hakkı Görevlisine şikâyette bulunma (GDPR md. 77).',
    ],
    objectionHeading: 'İtiraz hakkınız (GDPR md. 21)',
    objection:
      'Verilerinizi meşru menfaatlerimize dayanarak işlediğimiz durumlarda (GDPR md. 6/1 (f)), örneğin sunucu kayıtlarında, özel durumunuzdan kaynaklanan sebeplerle bu işlemeye dilediğiniz zaman itiraz etme hakkına sahipsiniz. Bu durumda verilerinizi artık işlemeyiz; ancak menfaatlerinize, haklarınıza ve özgürlüklerinize üstün gelen zorlayıcı ve meşru sebepler olduğunu ispat edebildiğimiz ya da işlemenin hukuki taleplerin ileri sürülmesi, kullanılması veya savunulması için gerekli olduğu durumlar bunun dışındadır. Bunun için aşağıdaki iletişim bilgileri üzerinden bize kısa bir mesaj göndermeniz yeterlidir.',
    contactHeading: 'Gizlilik konularında iletişim',
    contactText:
      'Veri korumayla ilgili sorularınız için veya haklarınızı kullanmak üzere lütfen bizimle iletişime geçin:',
  },
  terms: {
    heading: 'Hüküm ve Koşullar',
    intro:
      'Bu hüküm ve koşullar, bu web sitesinin kullanımı için ve – yazılı olarak aksi kararlaştırılmadıkça – hizmetlerimiz için geçerlidir.',
    scopeHeading: 'Kapsam',
    scope:
      'Bu hüküm ve koşullar, künyemizde adı geçen şirket ile kurumsal müşterileri arasında akdedilen tüm sözleşmeler için geçerlidir. Müşterilerimizin bunlardan farklı koşulları, ancak tarafımızca açıkça ve yazılı olarak kabul edilmeleri hâlinde uygulanır.',
    servicesHeading: 'Hizmetlerimiz',
    services:
      'Her bir hizmetin kapsamı, ilgili teklif veya sözleşmede belirlenir. Bu web sitesindeki açıklamalar yalnızca bilgilendirme amaçlıdır ve bağlayıcı bir teklif niteliği taşımaz.',
    disclaimerHeading: 'Sorumluluğun sınırlandırılması',
    disclaimer:
      'Kasıt ve ağır ihmal hâllerinde, hayata, vücut bütünlüğüne veya sağlığa verilen zararlarda, üstlendiğimiz bir garanti kapsamında ve Alman Ürün Sorumluluğu Kanunu (Produkthaftungsgesetz) uyarınca sınırsız olarak sorumluyuz. Hafif ihmal hâlinde yalnızca esaslı bir sözleşme yükümlülüğünü (Kardinalpflicht) ihlal etmemiz durumunda sorumlu oluruz; esaslı yükümlülük, sözleşmenin gereği gibi ifası ancak kendisinin yerine getirilmesiyle mümkün olan ve müşterinin yerine getirileceğine kural olarak güvenebileceği yükümlülüktür. Bu durumda sorumluluğumuz, sözleşme için tipik ve öngörülebilir zararla sınırlıdır. Diğer hâllerde sorumluluğumuz bulunmamaktadır.',
    contentHeading: 'Web sitesinin içeriği',
    content:
      'Bu web sitesinin içeriğini özenle hazırlıyoruz; ancak içeriğin eksiksiz, doğru ve güncel olduğunu garanti edemeyiz. Bağlantı verdiğimiz harici web sitelerinin içeriklerinden sorumlu değiliz.',
    lawHeading: 'Uygulanacak hukuk ve yetkili mahkeme',
    law: 'Almanya Federal Cumhuriyeti hukuku uygulanır; Milletlerarası Mal Satımına İlişkin Sözleşmeler Hakkında Birleşmiş Milletler Antlaşması (CISG) uygulanmaz. Tacirler, kamu tüzel kişileri ve kamu hukukuna tabi özel mal varlıklarıyla doğabilecek tüm uyuşmazlıklarda Potsdam mahkemeleri yetkilidir.',
    keyPointsHeading: 'Bir bakışta önemli noktalar',
    keyPoints: [
      'Neyi teslim edeceğimizi ilgili sözleşme veya teklif belirler.',
      'Bu web sitesindeki bilgiler bağlayıcı bir teklif değildir.',
      'Kasıt, ağır ihmal ve bedensel zararlarda sorumluluğumuz sınırsızdır; hafif ihmalde ise yalnızca esaslı sözleşme yükümlülüklerinin ihlalinden ve sözleşme için tipik, öngörülebilir zararla sınırlı olarak sorumluyuz.',
      'CISG hariç olmak üzere Alman hukuku uygulanır; yetkili mahkeme Potsdam mahkemeleridir.',
    ],
  },
  impressum: {
    heading: 'Künye (Impressum)',
    intro: 'Almanya Dijital Hizmetler Kanunu (Digitale-Dienste-Gesetz, DDG) § 5 uyarınca zorunlu bilgiler.',
    providerHeading: 'Hizmet sağlayıcı',
    representedBy: 'Temsile yetkili yönetim',
    contactHeading: 'İletişim',
    registerHeading: 'Ticaret sicili',
    registerCourt: 'Sicil mahkemesi',
    registerNumber: 'Sicil numarası',
    euid: 'EUID',
    vatHeading: 'KDV kimlik numarası',
    vatText: 'Alman Katma Değer Vergisi Kanunu (UStG) § 27a uyarınca KDV kimlik numarası',
    purposeHeading: 'Faaliyet konusu',
    purposeIntro: 'Ticaret sicilindeki kaydıyla (Almanca):',
    permitsHeading: 'İzinler ve denetim makamları',
    permits: {
      propertyBrokerage:
        'Alman Ticari Faaliyetler Kanunu (Gewerbeordnung, GewO) § 34c uyarınca izin: gayrimenkul ve kredi aracılığı, konut yönetimi',
      mortgageBrokerage: 'GewO § 34i uyarınca izin: tüketicilere yönelik konut kredisi aracılığı',
      energyTrading: 'Müşteriler adına enerji ticareti için izin veya kayıt',
    },
    authority: 'Yetkili denetim makamı',
    responsibleHeading: 'İçerikten sorumlu kişi',
    responsibleText: 'Alman Eyaletlerarası Medya Antlaşması (MStV) § 18 (2) uyarınca içerikten sorumlu kişi:',
    disputeHeading: 'Tüketici uyuşmazlıklarının çözümü',
    disputeText:
      'Bir tüketici uzlaştırma kuruluşu önündeki uyuşmazlık çözüm süreçlerine katılmaya ne istekliyiz ne de yükümlüyüz.',
  },
};
