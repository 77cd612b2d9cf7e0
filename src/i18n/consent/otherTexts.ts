import type { ConsentTexts, OtherConsentLanguage } from './texts';

/** The banner in the languages the site itself is not written in (texts.ts has en, de and tr). */
export const otherConsentTexts: Record<OtherConsentLanguage, ConsentTexts> = {
  es: {
    title: 'Cookies y privacidad',
    message:
      'Este sitio web solo guarda en su propio navegador lo imprescindible para funcionar: la opción que elija aquí, su tema claro u oscuro y, solo si lo solicita en la página de la demo, una copia sin conexión de la demo del globo. No utilizamos cookies analíticas ni publicitarias y no cargamos nada de terceros. Las funciones opcionales solo se activarían con su consentimiento.',
    decline: 'Rechazar',
    accept: 'Aceptar todo',
    privacyLink: 'Política de privacidad',
  },
  fr: {
    title: 'Cookies et confidentialité',
    message:
      'Ce site n’enregistre dans votre propre navigateur que ce dont il a besoin pour fonctionner : votre choix ici, votre thème clair ou sombre et, seulement si vous le demandez sur la page de démonstration, une copie hors ligne de la démo du globe. Nous n’utilisons aucun cookie de mesure d’audience ni publicitaire et ne chargeons rien depuis des services tiers. Les fonctionnalités facultatives ne seraient jamais activées sans votre consentement.',
    decline: 'Refuser',
    accept: 'Tout accepter',
    privacyLink: 'Politique de confidentialité',
  },
  it: {
    title: 'Cookie e privacy',
    message:
      'Questo sito memorizza nel suo browser solo ciò che serve al suo funzionamento: la scelta effettuata qui, il tema chiaro o scuro da lei preferito e, solo se lo richiede nella pagina della demo, una copia offline della demo del globo. Non utilizziamo cookie analitici o pubblicitari e non carichiamo nulla da terze parti. Eventuali funzionalità opzionali verrebbero attivate solo con il suo consenso.',
    decline: 'Rifiuta',
    accept: 'Accetta tutto',
    privacyLink: 'Informativa sulla privacy',
  },
  pt: {
    title: 'Cookies e privacidade',
    message:
      'Este site guarda no seu próprio navegador apenas o que precisa para funcionar: a sua escolha aqui, o tema claro ou escuro e, só se o pedir na página da demonstração, uma cópia offline da demonstração do globo. Não utilizamos cookies de análise nem de publicidade e não carregamos nada de terceiros. As funcionalidades opcionais só seriam ativadas com o seu consentimento.',
    decline: 'Recusar',
    accept: 'Aceitar todos',
    privacyLink: 'Política de privacidade',
  },
  ru: {
    title: 'Файлы cookie и конфиденциальность',
    message:
      'Этот сайт сохраняет в вашем собственном браузере только то, что необходимо для его работы: ваш выбор в этом окне, светлую или тёмную тему оформления и — только если вы попросите об этом на странице демо — офлайн-копию демонстрации глобуса. Мы не используем аналитические и рекламные файлы cookie и ничего не загружаем со сторонних ресурсов. Дополнительные функции могут быть включены только с вашего согласия.',
    decline: 'Отклонить',
    accept: 'Принять все',
    privacyLink: 'Политика конфиденциальности',
  },
  zh: {
    title: 'Cookie 与隐私',
    message:
      '本网站仅在您的浏览器中保存运行所必需的信息：您在此处所做的选择、您选用的浅色或深色主题，以及仅在您于演示页面上要求时才保存的地球仪演示离线副本。我们不使用任何分析类或广告类 Cookie，也不从第三方加载任何内容。可选功能只有在征得您的同意后才会启用。',
    decline: '拒绝',
    accept: '全部接受',
    privacyLink: '隐私政策',
  },
  ja: {
    title: 'Cookieとプライバシー',
    message:
      '当サイトがお客様のブラウザに保存するのは、動作に必要な情報（この画面でのご選択、ライト／ダークテーマの設定、およびデモページでご希望いただいた場合に限り地球儀デモのオフライン用コピー）のみです。アクセス解析や広告を目的としたCookieは使用しておらず、第三者のサービスから何かを読み込むこともありません。オプション機能は、お客様の同意なしに有効になることはありません。',
    decline: '拒否する',
    accept: 'すべて同意する',
    privacyLink: 'プライバシーポリシー',
  },
  ko: {
    title: '쿠키 및 개인정보 보호',
    message:
      '이 웹사이트는 작동에 필요한 정보, 즉 이곳에서 선택하신 내용, 밝은 테마 또는 어두운 테마 설정, 그리고 데모 페이지에서 요청하신 경우에 한해 지구본 데모의 오프라인 사본만 귀하의 브라우저에 저장합니다. 분석용 또는 광고용 쿠키는 사용하지 않으며, 제3자로부터 어떠한 콘텐츠도 불러오지 않습니다. 선택 기능은 귀하가 동의하신 경우에만 활성화됩니다.',
    decline: '거부',
    accept: '모두 수락',
    privacyLink: '개인정보 처리방침',
  },
  ar: {
    title: 'ملفات تعريف الارتباط والخصوصية',
    message:
      'لا يحفظ هذا الموقع في متصفحكم إلا ما يلزم لعمله: اختياركم هنا، والمظهر الفاتح أو الداكن الذي تفضّلونه، ونسخة من عرض الكرة الأرضية التوضيحي للاستخدام دون اتصال، وذلك فقط إذا طلبتموها في صفحة العرض. لا نستخدم ملفات تعريف ارتباط تحليلية أو إعلانية، ولا نحمّل أي محتوى من جهات خارجية. ولن تُفعَّل أي ميزات اختيارية إلا بموافقتكم.',
    decline: 'رفض',
    accept: 'قبول الكل',
    privacyLink: 'سياسة الخصوصية',
  },
  hi: {
    title: 'कुकीज़ और गोपनीयता',
    message:
      'यह वेबसाइट आपके अपने ब्राउज़र में केवल वही जानकारी सहेजती है जो इसके काम करने के लिए ज़रूरी है: यहाँ किया गया आपका चुनाव, आपकी लाइट या डार्क थीम और – केवल तभी जब आप डेमो पेज पर इसके लिए कहें – ग्लोब डेमो की ऑफ़लाइन कॉपी। हम किसी भी एनालिटिक्स या विज्ञापन कुकीज़ का उपयोग नहीं करते और किसी तीसरे पक्ष से कुछ भी लोड नहीं करते। वैकल्पिक सुविधाएँ केवल आपकी सहमति से ही चालू की जाएँगी।',
    decline: 'अस्वीकार करें',
    accept: 'सभी स्वीकार करें',
    privacyLink: 'गोपनीयता नीति',
  },
};
