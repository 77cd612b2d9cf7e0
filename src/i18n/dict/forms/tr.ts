import type { Messages } from '../../dictionary';

/** Turkish copy of the contact and application forms, their errors and the API's answers (same shape as en.ts). */
export const formsTr: Pick<Messages, 'forms'> = {
  forms: {
    requiredMark: 'zorunlu',
    optionalMark: 'isteğe bağlı',
    requiredNote: '* ile işaretli alanların doldurulması zorunludur.',
    privacyNote: {
      contact: {
        before:
          'Mesajınızı sunucumuzda saklıyor ve yanıtlayacak çalışanlarımıza e-postayla iletiyoruz; talebiniz sonuçlandıktan 30 gün sonra, en geç mesajınızın bize ulaşmasından altı ay sonra siliyoruz. Verilerinizi bizim adımıza başka kimlerin işlediğini ve haklarınızı ',
        link: 'Gizlilik Politikamızda',
        after: ' bulabilirsiniz.',
      },
      application: {
        before:
          'Başvurunuzu ve özgeçmişinizi sunucumuzda saklıyoruz. Bunları yalnızca seçim sürecinde yer alan kişiler görür: insan kaynakları ve gelen kutumuzu yöneten kişiler, başvurduğunuz ilandan sorumlu yöneticiler ve kanunun gerektirdiği durumlarda işe alımdan önce, sınırlı bir süre için ve yalnızca okuma yetkisiyle işyeri konseyimiz. Çalışanlarımıza giden e-posta yalnızca bir başvurunun geldiğini bildirir, bilgilerinizi ve belgelerinizi içermez. Başvurunuzun alındığını bildiren ve size özel bir bağlantı içeren bir e-posta gönderiyoruz: Bu bağlantıdan başvurunuzun durumunu görebilir, notlarımız ve yanıtlarımız dâhil verilerinizin bir kopyasını indirebilir ve başvurunuzu geri çekebilirsiniz. Sizi işe almazsak başvurunuzu ve özgeçmişinizi, ret yanıtımızı gönderdiğimiz tarihten altı ay sonra siliyoruz. Ayrıntılar için ',
        link: 'Gizlilik Politikamıza',
        after: ' göz atabilirsiniz.',
      },
    },
    honeypotLabel: 'Bu alanı boş bırakın',
    fields: {
      name: 'Ad soyad',
      email: 'E-posta adresi',
      service: 'Konu',
      message: 'Mesaj',
      phone: 'Telefon',
      position: 'İlgilendiğiniz pozisyon',
      job: 'Başvurduğunuz pozisyon',
      cv: 'Özgeçmiş (PDF, DOC veya DOCX, en fazla 5\u00a0MB)',
    },
    placeMessage: {
      potsdam: 'Talebim Potsdam’daki genel merkezinize yöneliktir.',
      turkey: 'Türkiye’deki gayrimenkullerle ilgileniyorum.',
      azerbaijan: 'Azerbaycan’daki gayrimenkullerle ilgileniyorum.',
      dubai: 'Dubai’deki gayrimenkullerle ilgileniyorum.',
      qatar: 'Katar’daki gayrimenkullerle ilgileniyorum.',
    },
    selectService: 'Lütfen seçin…',
    services: {
      consulting: 'Danışmanlık',
      accessibility: 'Bu web sitesinin erişilebilirliği',
      security: 'BT güvenliği: güvenlik açığı bildirimi',
      other: 'Diğer',
    },
    cv: {
      choose: 'Dosya seç',
      selected: '{{name}} ({{size}})',
      remove: 'Dosyayı kaldır',
      removed: 'Dosya kaldırıldı.',
      none: 'Dosya seçilmedi',
    },
    sending: 'Gönderiliyor…',
    contact: {
      submit: 'Mesajı gönder',
      success: 'Mesajınız için teşekkür ederiz! En kısa sürede size geri döneceğiz.',
      failed: 'Mesajınız gönderilemedi. Lütfen tekrar deneyin; yazdığınız her şey formda duruyor.',
      another: 'Yeni bir mesaj gönder',
      sentTitle: 'Mesajınız bize ulaştı',
      next: 'İş günlerinde genellikle {{hours}} saat içinde, bize bildirdiğiniz e-posta adresi üzerinden size yanıt veriyoruz.',
    },
    application: {
      submit: 'Başvuruyu gönder',
      success: 'Ekibimize katılmak istediğiniz için teşekkür ederiz.',
      successNext: 'Belgelerinizi aldık; en kısa sürede size dönüş yapacağız.',
      forJob: 'Başvurduğunuz pozisyon: {{title}}',
      openInstead: 'Belirli bir pozisyon olmadan başvurun',
      failed: 'Başvurunuz gönderilemedi. Lütfen tekrar deneyin.',
      another: 'Yeni bir başvuru gönder',
      sentTitle: 'Başvurunuz bize ulaştı',
      sentTitleForJob: '“{{job}}” pozisyonu için başvurunuz bize ulaştı',
    },
    fillAll: 'Lütfen tüm alanları doldurun.',
    checkFields: 'Lütfen aşağıda işaretlenen alanları kontrol edin.',
    /** The summary's link to the first field to fix. */
    goToField: '“{{field}}” alanına gidin',
    offline: 'Sunucumuza ulaşılamadı. Lütfen internet bağlantınızı kontrol edip tekrar deneyin.',
    errors: {
      requiredChoice: 'Lütfen seçeneklerden birini seçin.',
      required: 'Lütfen bu alanı doldurun.',
      tooLong: 'Metin çok uzun; lütfen en fazla {{max}} karakter kullanın.',
      invalidEmail: 'Lütfen geçerli bir e-posta adresi girin, örneğin isim@example.com.',
      invalidPhone: 'Lütfen geçerli bir telefon numarası girin (yalnızca rakam, boşluk ve + ( ) / - kullanılabilir).',
      invalidOption: 'Lütfen seçeneklerden birini seçin.',
      invalidCharacters: 'Bu alan kabul edemediğimiz karakterler içeriyor. Lütfen düz metin kullanın.',
      markup: 'Lütfen HTML etiketleri kullanmadan düz metin yazın.',
      invalid: 'Lütfen bu alanı kontrol edin.',
      cvRequired: 'Lütfen özgeçmişinizi ekleyin.',
      cvTooLarge: 'Bu dosya 5\u00a0MB’tan büyük. Lütfen daha küçük bir dosya seçin.',
      cvType: 'Lütfen PDF, DOC veya DOCX biçiminde bir dosya ekleyin.',
      cvEmpty: 'Bu dosya boş. Lütfen başka bir dosya seçin.',
      jobClosed:
        'Bu pozisyon artık açık değil. Bunun yerine bize açık başvuru gönderebilirsiniz; girdiğiniz bilgiler formda duruyor.',
    },
    problems: {
      malformed: { title: 'Geçersiz istek', detail: 'İstek okunamadı.' },
      tooLarge: { title: 'İstek çok büyük', detail: 'İstek, kabul ettiğimiz boyut sınırını aşıyor.' },
      unsupportedType: {
        title: 'Desteklenmeyen dosya türü',
        detail: 'Bu tür içerik veya dosyalar kabul edilmiyor.',
      },
      invalidFields: {
        title: 'Bazı alanların kontrol edilmesi gerekiyor',
        detail: 'Lütfen listelenen alanları kontrol edin.',
      },
      idempotencyConflict: {
        title: 'Önceki gönderimle çakışma',
        detail:
          'Bu gönderim, önceki bir gönderimle aynı referans numarasını taşıyor ancak içeriği farklı. Lütfen sayfayı yenileyip formu tekrar gönderin.',
      },
      crossSite: {
        title: 'Gönderim reddedildi',
        detail:
          'Bu form yalnızca kendi web sitemiz üzerinden gönderilebilir. Lütfen formu sitemizde açıp oradan gönderin.',
      },
      rateLimited: {
        title: 'Çok fazla gönderim',
        detail: 'Kısa süre içinde sizden çok sayıda gönderim aldık. Lütfen {{minutes}} dakika sonra tekrar deneyin.',
      },
      notFound: { title: 'Bulunamadı', detail: 'Bu adreste herhangi bir içerik bulunmuyor.' },
      methodNotAllowed: {
        title: 'İzin verilmeyen yöntem',
        detail: 'Bu adres yalnızca form gönderimlerini kabul eder.',
      },
      unavailable: {
        title: 'Geçici olarak kullanılamıyor',
        detail:
          'Şu anda gönderim kabul edemiyoruz. Lütfen birkaç dakika sonra tekrar deneyin veya bize e-posta ile yazın.',
      },
      serverError: {
        title: 'Bizden kaynaklanan bir sorun oluştu',
        detail: 'Lütfen daha sonra tekrar deneyin veya bize e-posta ile yazın.',
      },
    },
    result: {
      successTitle: 'Teşekkür ederiz',
      errorTitle: 'Gönderiminiz iletilemedi',
      errorHelp:
        'Girdiğiniz bilgileri düzeltmek için lütfen tarayıcınızın Geri düğmesini kullanın; yazdıklarınız formda duruyor.',
      backToSite: 'Web sitesine dön',
    },
  },
};
