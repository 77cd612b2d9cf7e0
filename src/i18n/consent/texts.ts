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
      'This website stores only what it needs in your browser: your choice here, your theme and, if you ask for it, an offline copy of the globe demo. If you accept, your browser also measures how fast our pages load and respond and sends the figures, without any identifier, to our own server. No advertising cookies, nothing from third parties.',
    decline: 'Decline',
    accept: 'Accept all',
    privacyLink: 'Privacy policy',
  },
  de: {
    title: 'Cookies und Datenschutz',
    message:
      'Diese Website speichert in Ihrem Browser nur Nötiges: Ihre Auswahl hier, Ihr Design und auf Wunsch eine Offline-Kopie der Globus-Demo. Stimmen Sie zu, misst Ihr Browser auch, wie schnell unsere Seiten laden und reagieren, und sendet die Werte ohne Kennung an unseren eigenen Server, nie an Dritte.',
    decline: 'Ablehnen',
    accept: 'Alle akzeptieren',
    privacyLink: 'Datenschutzerklärung',
  },
  tr: {
    title: 'Çerezler ve gizlilik',
    message:
      'Bu web sitesi tarayıcınızda yalnızca gerekenleri saklar: buradaki tercihinizi, temanızı ve isterseniz küre demosunun çevrimdışı kopyasını. Kabul ederseniz tarayıcınız sayfalarımızın ne kadar hızlı yüklenip yanıt verdiğini de ölçer ve değerleri tanımlayıcı olmadan kendi sunucumuza gönderir. Reklam çerezi yok, üçüncü taraflardan içerik yok.',
    decline: 'Reddet',
    accept: 'Tümünü kabul et',
    privacyLink: 'Gizlilik Politikası',
  },
};
