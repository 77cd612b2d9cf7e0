import type { ConsentTexts, OtherConsentLanguage } from './texts';

/** The banner in the languages the site itself is not written in (texts.ts has en, de and tr). */
export const otherConsentTexts: Record<OtherConsentLanguage, ConsentTexts> = {
  es: {
    title: 'Cookies y privacidad',
    message:
      'Este sitio web solo guarda en su propio navegador lo imprescindible para funcionar: la opción que elija aquí, su tema claro u oscuro y, solo si lo solicita en la página de la demo, una copia sin conexión de la demo del globo. Si acepta, su navegador mide además la rapidez con la que nuestras páginas cargan y responden, y envía esas cifras, sin ningún identificador, a nuestro propio servidor, que solo las suma a unos totales. No utilizamos cookies publicitarias y no cargamos nada de terceros.',
    decline: 'Rechazar',
    accept: 'Aceptar todo',
    privacyLink: 'Política de privacidad',
  },
  fr: {
    title: 'Cookies et confidentialité',
    message:
      'Ce site n’enregistre dans votre propre navigateur que ce dont il a besoin pour fonctionner : votre choix ici, votre thème clair ou sombre et, seulement si vous le demandez sur la page de démonstration, une copie hors ligne de la démo du globe. Si vous acceptez, votre navigateur mesure en outre la rapidité avec laquelle nos pages se chargent et réagissent, et envoie ces valeurs, sans aucun identifiant, à notre propre serveur, qui se contente de les ajouter à des totaux. Nous n’utilisons aucun cookie publicitaire et ne chargeons rien depuis des services tiers.',
    decline: 'Refuser',
    accept: 'Tout accepter',
    privacyLink: 'Politique de confidentialité',
  },
  it: {
    title: 'Cookie e privacy',
    message:
      'Questo sito memorizza nel suo browser solo ciò che serve al suo funzionamento: la scelta effettuata qui, il tema chiaro o scuro da lei preferito e, solo se lo richiede nella pagina della demo, una copia offline della demo del globo. Se accetta, il suo browser misura inoltre la velocità con cui le nostre pagine si caricano e rispondono e invia questi valori, senza alcun identificativo, al nostro server, che si limita a sommarli in totali. Non utilizziamo cookie pubblicitari e non carichiamo nulla da terze parti.',
    decline: 'Rifiuta',
    accept: 'Accetta tutto',
    privacyLink: 'Informativa sulla privacy',
  },
  pt: {
    title: 'Cookies e privacidade',
    message:
      'Este site guarda no seu próprio navegador apenas o que precisa para funcionar: a sua escolha aqui, o tema claro ou escuro e, só se o pedir na página da demonstração, uma cópia offline da demonstração do globo. Se aceitar, o seu navegador mede também a rapidez com que as nossas páginas carregam e respondem e envia esses valores, sem qualquer identificador, para o nosso próprio servidor, que apenas os soma a totais. Não utilizamos cookies de publicidade e não carregamos nada de terceiros.',
    decline: 'Recusar',
    accept: 'Aceitar todos',
    privacyLink: 'Política de privacidade',
  },
  ru: {
    title: 'Файлы cookie и конфиденциальность',
    message:
      'Этот сайт сохраняет в вашем собственном браузере только то, что необходимо для его работы: ваш выбор в этом окне, светлую или тёмную тему оформления и — только если вы попросите об этом на странице демо — офлайн-копию демонстрации глобуса. Если вы согласитесь, ваш браузер также будет измерять, как быстро наши страницы загружаются и реагируют на действия, и отправлять эти значения без какого-либо идентификатора на наш собственный сервер, который лишь прибавляет их к общим суммам. Мы не используем рекламные файлы cookie и ничего не загружаем со сторонних ресурсов.',
    decline: 'Отклонить',
    accept: 'Принять все',
    privacyLink: 'Политика конфиденциальности',
  },
  zh: {
    title: 'Cookie 与隐私',
    message:
      '本网站仅在您的浏览器中保存运行所必需的信息：您在此处所做的选择、您选用的浅色或深色主题，以及仅在您于演示页面上要求时才保存的地球仪演示离线副本。如果您选择接受，您的浏览器还会测量我们页面的加载和响应速度，并将这些数值以不含任何标识符的方式发送到我们自己的服务器，服务器仅将其计入汇总数据。我们不使用广告类 Cookie，也不从第三方加载任何内容。',
    decline: '拒绝',
    accept: '全部接受',
    privacyLink: '隐私政策',
  },
  ja: {
    title: 'Cookieとプライバシー',
    message:
      '当サイトがお客様のブラウザに保存するのは、動作に必要な情報（この画面でのご選択、ライト／ダークテーマの設定、およびデモページでご希望いただいた場合に限り地球儀デモのオフライン用コピー）のみです。同意いただいた場合は、当サイトのページの読み込みと応答の速さもブラウザで計測し、その数値を識別子を一切含めずに当社のサーバーへ送信します。サーバーは数値を合計に加算するだけです。広告を目的としたCookieは使用しておらず、第三者のサービスから何かを読み込むこともありません。',
    decline: '拒否する',
    accept: 'すべて同意する',
    privacyLink: 'プライバシーポリシー',
  },
  ko: {
    title: '쿠키 및 개인정보 보호',
    message:
      '이 웹사이트는 작동에 필요한 정보, 즉 이곳에서 선택하신 내용, 밝은 테마 또는 어두운 테마 설정, 그리고 데모 페이지에서 요청하신 경우에 한해 지구본 데모의 오프라인 사본만 귀하의 브라우저에 저장합니다. 동의하시면 브라우저가 당사 페이지의 로딩 및 반응 속도도 측정하여, 그 수치를 어떠한 식별자도 없이 당사 자체 서버로 보내며, 서버는 이를 합계에 더하기만 합니다. 광고용 쿠키는 사용하지 않으며, 제3자로부터 어떠한 콘텐츠도 불러오지 않습니다.',
    decline: '거부',
    accept: '모두 수락',
    privacyLink: '개인정보 처리방침',
  },
  ar: {
    title: 'ملفات تعريف الارتباط والخصوصية',
    message:
      'لا يحفظ هذا الموقع في متصفحكم إلا ما يلزم لعمله: اختياركم هنا، والمظهر الفاتح أو الداكن الذي تفضّلونه، ونسخة من عرض الكرة الأرضية التوضيحي للاستخدام دون اتصال، وذلك فقط إذا طلبتموها في صفحة العرض. وإذا وافقتم، يقيس متصفحكم أيضًا سرعة تحميل صفحاتنا واستجابتها، ويرسل هذه القيم دون أي مُعرِّف إلى خادمنا الخاص، الذي يكتفي بإضافتها إلى مجاميع إجمالية. لا نستخدم ملفات تعريف ارتباط إعلانية، ولا نحمّل أي محتوى من جهات خارجية.',
    decline: 'رفض',
    accept: 'قبول الكل',
    privacyLink: 'سياسة الخصوصية',
  },
  hi: {
    title: 'कुकीज़ और गोपनीयता',
    message:
      'यह वेबसाइट आपके अपने ब्राउज़र में केवल वही जानकारी सहेजती है जो इसके काम करने के लिए ज़रूरी है: यहाँ किया गया आपका चुनाव, आपकी लाइट या डार्क थीम और – केवल तभी जब आप डेमो पेज पर इसके लिए कहें – ग्लोब डेमो की ऑफ़लाइन कॉपी। यदि आप स्वीकार करते हैं, तो आपका ब्राउज़र यह भी मापता है कि हमारे पेज कितनी तेज़ी से लोड होते हैं और प्रतिक्रिया देते हैं, और ये आँकड़े बिना किसी पहचानकर्ता के हमारे अपने सर्वर को भेजता है, जो इन्हें केवल कुल योग में जोड़ता है। हम विज्ञापन कुकीज़ का उपयोग नहीं करते और किसी तीसरे पक्ष से कुछ भी लोड नहीं करते।',
    decline: 'अस्वीकार करें',
    accept: 'सभी स्वीकार करें',
    privacyLink: 'गोपनीयता नीति',
  },
};
