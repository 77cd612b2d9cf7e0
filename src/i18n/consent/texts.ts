import type { Locale } from '../locales';

/**
 * Texts of the cookie consent banner. The banner speaks more languages than the site (the specification's
 * twelve plus Turkish) because it is chosen from the browser's languages on unprefixed pages (consent/language.ts).
 */
export const consentLanguages = ['en', 'es', 'fr', 'de', 'it', 'pt', 'ru', 'zh', 'ja', 'ko', 'ar', 'hi', 'tr'] as const;
export type ConsentLanguage = (typeof consentLanguages)[number];
/** The banner's languages that are not the site's: loaded only for a visitor whose browser asks for one. */
export type OtherConsentLanguage = Exclude<ConsentLanguage, Locale>;

export interface ConsentTexts {
  title: string;
  message: string;
  decline: string;
  accept: string;
  /** The link to the privacy policy: names where it goes (a bare "Learn more" is not a descriptive link). */
  privacyLink: string;
}

export const rightToLeft: ReadonlySet<ConsentLanguage> = new Set(['ar']);

/** The banner in the site's own languages: the prerendered banner, hydrated without waiting for a download. */
export const siteConsentTexts: Record<Locale, ConsentTexts> = {
  en: {
    title: 'Cookies and privacy',
    message:
      'This website only stores what it needs to work, in your own browser: your choice here, your light or dark theme and, only if you ask for it on the demo page, an offline copy of the globe demo. If you accept, your browser also measures how quickly our pages load and respond, and sends these figures without any identifier to our own server, which only adds them to totals. We use no advertising cookies and load nothing from third parties.',
    decline: 'Decline',
    accept: 'Accept all',
    privacyLink: 'Privacy policy',
  },
  de: {
    title: 'Cookies und Datenschutz',
    message:
      'Diese Website speichert in Ihrem Browser nur, was sie benötigt: Ihre Auswahl hier, Ihr helles oder dunkles Design und, auf Wunsch, eine Offline-Kopie der Globus-Demo. Wenn Sie zustimmen, misst Ihr Browser außerdem, wie schnell unsere Seiten laden und reagieren, und sendet diese Werte ohne jede Kennung an unseren eigenen Server, der sie nur zu Summen addiert. Wir verwenden keine Werbe-Cookies und laden nichts von Drittanbietern.',
    decline: 'Ablehnen',
    accept: 'Alle akzeptieren',
    privacyLink: 'Datenschutzerklärung',
  },
  tr: {
    title: 'Çerezler ve gizlilik',
    message:
      'Bu web sitesi tarayıcınızda yalnızca çalışması için gerekenleri saklar: buradaki tercihinizi, tema seçiminizi ve yalnızca isterseniz küre demosunun çevrimdışı kopyasını. Kabul ederseniz tarayıcınız ayrıca sayfalarımızın ne kadar hızlı yüklenip yanıt verdiğini ölçer ve bu değerleri hiçbir tanımlayıcı olmadan, onları yalnızca toplamlara ekleyen kendi sunucumuza gönderir. Reklam çerezleri kullanmıyoruz ve üçüncü taraflardan hiçbir içerik yüklemiyoruz.',
    decline: 'Reddet',
    accept: 'Tümünü kabul et',
    privacyLink: 'Gizlilik Politikası',
  },
};
