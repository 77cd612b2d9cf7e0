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
      'This website only stores what it needs to work, in your own browser: your choice here, your light or dark theme and, only if you ask for it on the demo page, an offline copy of the globe demo. We use no analytics or advertising cookies and load nothing from third parties. Optional features would only ever be switched on with your consent.',
    decline: 'Decline',
    accept: 'Accept all',
    privacyLink: 'Privacy policy',
  },
  de: {
    title: 'Cookies und Datenschutz',
    message:
      'Diese Website speichert in Ihrem Browser nur, was sie benötigt: Ihre Auswahl hier, Ihr helles oder dunkles Design und, auf Wunsch, eine Offline-Kopie der Globus-Demo. Wir verwenden keine Analyse- oder Werbe-Cookies und laden nichts von Drittanbietern. Optionale Funktionen würden nur mit Ihrer Einwilligung aktiviert.',
    decline: 'Ablehnen',
    accept: 'Alle akzeptieren',
    privacyLink: 'Datenschutzerklärung',
  },
  tr: {
    title: 'Çerezler ve gizlilik',
    message:
      'Bu web sitesi tarayıcınızda yalnızca çalışması için gerekenleri saklar: buradaki tercihinizi, tema seçiminizi ve yalnızca isterseniz küre demosunun çevrimdışı kopyasını. Analiz veya reklam çerezleri kullanmıyoruz ve üçüncü taraflardan hiçbir içerik yüklemiyoruz. İsteğe bağlı özellikler ancak sizin onayınızla etkinleştirilir.',
    decline: 'Reddet',
    accept: 'Tümünü kabul et',
    privacyLink: 'Gizlilik Politikası',
  },
};
