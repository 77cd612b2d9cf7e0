import type { Locale } from '../../i18n/locales';
import type { GlobeQualityShown, GlobeRendererShown, VitalMetric } from '../../fieldVitals/beacon';

/**
 * The words of the inbox's field measurements page (client/FieldVitalsPage.tsx), apart from the inbox's
 * dictionary so the page stands in files of its own. `{{name}}` marks a value the page fills in.
 */
const en = {
  nav: 'Speed',
  heading: 'Speed in the field',
  intro:
    'How fast the website is for the visitors who agreed to be measured: per page and measure, the 75th percentile of the last {{days}} days (three in four page views were at least this fast), with the number of values. A page with fewer than {{minimum}} values shows no figure, because a few visitors say little about a page. The counts are daily totals in the database, kept for these days only; a restart of the server loses at most the last minute. The Grafana dashboard keeps the longer view.',
  empty: 'No measurements yet: they arrive once visitors have accepted the cookie banner.',
  caption: 'The 75th percentile per page and measure, with the number of values',
  page: 'Page',
  notFound: 'Page not found (404)',
  values: '{{count}} values',
  tooFew: 'too few values',
  rating: { good: 'good', needsImprovement: 'needs improvement', poor: 'poor' },
  metrics: {
    LCP: 'Largest content (LCP)',
    INP: 'Response to input (INP)',
    CLS: 'Layout shift (CLS)',
    FCP: 'First content (FCP)',
    TTFB: 'Server response (TTFB)',
  } satisfies Record<VitalMetric, string>,
  renderersHeading: 'How the globe was drawn',
  renderersIntro: 'Share of all values of the same days by how the globe was drawn when they were taken:',
  renderers: {
    webgl: '3D (WebGL)',
    '2d': '2D',
    still: 'Still picture',
    none: 'No globe shown',
  } satisfies Record<GlobeRendererShown, string>,
  qualitiesHeading: 'The globe’s quality steps',
  qualitiesIntro:
    'The 3D and the 2D globe draw at full quality and step down when a device draws their frames too slowly (fewer pixels; the 2D globe also only every other dot). Share of all values of the same days by the step the globe was at when they were taken:',
  qualities: {
    full: 'Full quality',
    lean: 'Stepped down',
    none: 'No globe drawn (still picture or none)',
  } satisfies Record<GlobeQualityShown, string>,
  sharesTooFew: 'Too few values for shares: they show from {{minimum}} values on.',
};

export type FieldVitalsWords = typeof en;

const de: FieldVitalsWords = {
  nav: 'Ladezeiten',
  heading: 'Ladezeiten bei Besuchern',
  intro:
    'Wie schnell die Website für Besucher ist, die der Messung zugestimmt haben: je Seite und Messgröße das 75. Perzentil der letzten {{days}} Tage (drei von vier Seitenaufrufen waren mindestens so schnell), mit der Zahl der Werte. Eine Seite mit weniger als {{minimum}} Werten zeigt keine Zahl, denn wenige Besucher sagen über eine Seite wenig aus. Die Zählung liegt als Tagessummen in der Datenbank und wird nur für diese Tage aufbewahrt; ein Neustart des Servers verliert höchstens die letzte Minute. Das Grafana-Dashboard zeigt den längeren Verlauf.',
  empty: 'Noch keine Messwerte: Sie kommen, sobald Besucher das Cookie-Banner akzeptiert haben.',
  caption: 'Das 75. Perzentil je Seite und Messgröße, mit der Zahl der Werte',
  page: 'Seite',
  notFound: 'Seite nicht gefunden (404)',
  values: '{{count}} Werte',
  tooFew: 'zu wenige Werte',
  rating: { good: 'gut', needsImprovement: 'verbesserungswürdig', poor: 'schlecht' },
  metrics: {
    LCP: 'Größter Inhalt (LCP)',
    INP: 'Reaktion auf Eingaben (INP)',
    CLS: 'Layoutverschiebung (CLS)',
    FCP: 'Erster Inhalt (FCP)',
    TTFB: 'Serverantwort (TTFB)',
  },
  renderersHeading: 'Wie der Globus dargestellt wurde',
  renderersIntro: 'Anteil aller Werte derselben Tage nach der Darstellung des Globus beim Messen:',
  renderers: {
    webgl: '3D (WebGL)',
    '2d': '2D',
    still: 'Standbild',
    none: 'Kein Globus zu sehen',
  },
  qualitiesHeading: 'Qualitätsstufen des Globus',
  qualitiesIntro:
    'Der 3D- und der 2D-Globus zeichnen in voller Qualität und schalten eine Stufe zurück, wenn ein Gerät ihre Bilder zu langsam zeichnet (weniger Pixel, der 2D-Globus außerdem nur jeden zweiten Punkt). Anteil aller Werte derselben Tage nach der Stufe, in der der Globus beim Messen war:',
  qualities: {
    full: 'Volle Qualität',
    lean: 'Zurückgeschaltet',
    none: 'Kein gezeichneter Globus (Standbild oder keiner)',
  },
  sharesTooFew: 'Zu wenige Werte für Anteile: Sie erscheinen ab {{minimum}} Werten.',
};

const tr: FieldVitalsWords = {
  nav: 'Hız',
  heading: 'Ziyaretçilerde ölçülen hız',
  intro:
    'Ölçüme onay veren ziyaretçiler için web sitesinin ne kadar hızlı olduğu: sayfa ve ölçüt başına son {{days}} günün 75. yüzdelik değeri (her dört sayfa görüntülemesinden üçü en az bu kadar hızlıydı) ve değer sayısı. {{minimum}} değerden azı olan bir sayfada rakam gösterilmez; birkaç ziyaretçi bir sayfa hakkında pek bir şey söylemez. Sayımlar veritabanında günlük toplamlar olarak yalnızca bu günler için tutulur; sunucunun yeniden başlatılması en fazla son dakikayı kaybettirir. Daha uzun dönemi Grafana panosu gösterir.',
  empty: 'Henüz ölçüm yok: Ziyaretçiler çerez bildirimini kabul ettikçe gelecek.',
  caption: 'Sayfa ve ölçüt başına 75. yüzdelik değer ve değer sayısı',
  page: 'Sayfa',
  notFound: 'Sayfa bulunamadı (404)',
  values: '{{count}} değer',
  tooFew: 'değer sayısı yetersiz',
  rating: { good: 'iyi', needsImprovement: 'iyileştirilmeli', poor: 'zayıf' },
  metrics: {
    LCP: 'En büyük içerik (LCP)',
    INP: 'Etkileşime yanıt (INP)',
    CLS: 'Düzen kayması (CLS)',
    FCP: 'İlk içerik (FCP)',
    TTFB: 'Sunucu yanıtı (TTFB)',
  },
  renderersHeading: 'Küre nasıl çizildi',
  renderersIntro: 'Aynı günlerdeki tüm değerlerin, ölçüm sırasında kürenin nasıl çizildiğine göre dağılımı:',
  renderers: {
    webgl: '3D (WebGL)',
    '2d': '2D',
    still: 'Sabit görüntü',
    none: 'Küre gösterilmedi',
  },
  qualitiesHeading: 'Kürenin kalite kademeleri',
  qualitiesIntro:
    '3D ve 2D küre tam kalitede çizilir; bir cihaz kareleri çok yavaş çizdiğinde bir kademe düşer (daha az piksel; 2D kürede ayrıca noktaların yalnızca yarısı). Aynı günlerdeki tüm değerlerin, ölçüm anında kürenin bulunduğu kademeye göre dağılımı:',
  qualities: {
    full: 'Tam kalite',
    lean: 'Düşürülmüş kalite',
    none: 'Çizilen küre yok (sabit görüntü ya da hiç)',
  },
  sharesTooFew: 'Oranlar için değer sayısı yetersiz: {{minimum}} değerden itibaren gösterilir.',
};

export const fieldVitalsWords: Readonly<Record<Locale, FieldVitalsWords>> = { en, de, tr };

/** A text with its `{{name}}` places filled in. */
export const filled = (text: string, values: Readonly<Record<string, string>>): string =>
  text.replace(/\{\{(\w+)\}\}/g, (place, name: string) => values[name] ?? place);
