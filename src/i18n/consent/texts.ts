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
      'This website only stores what it needs to work: your choice here and your light or dark theme, in your own browser. We use no analytics or advertising cookies and load nothing from third parties. Optional features would only ever be switched on with your consent.',
    decline: 'Decline',
    accept: 'Accept all',
    privacyLink: 'Privacy policy',
  },
  de: {
    title: 'Cookies und Datenschutz',
    message:
      'Diese Website speichert nur, was sie für ihre Funktion benötigt: Ihre Auswahl hier und Ihr helles oder dunkles Design – in Ihrem eigenen Browser. Wir verwenden keine Analyse- oder Werbe-Cookies und laden nichts von Drittanbietern. Optionale Funktionen würden ausschließlich mit Ihrer Einwilligung aktiviert.',
    decline: 'Ablehnen',
    accept: 'Alle akzeptieren',
    privacyLink: 'Datenschutzerklärung',
  },
  tr: {
    title: 'Çerezler ve gizlilik',
    message:
      'Bu web sitesi yalnızca çalışması için gerekenleri, yani buradaki tercihinizi ve açık ya da koyu tema seçiminizi, kendi tarayıcınızda saklar. Analiz veya reklam çerezleri kullanmıyoruz ve üçüncü taraflardan hiçbir içerik yüklemiyoruz. İsteğe bağlı özellikler ancak sizin onayınızla etkinleştirilir.',
    decline: 'Reddet',
    accept: 'Tümünü kabul et',
    privacyLink: 'Gizlilik Politikası',
  },
};
