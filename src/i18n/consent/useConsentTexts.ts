import { useEffect, useState } from 'react';
import { isLocale, type Locale } from '../locales';
import { siteConsentTexts, type ConsentLanguage, type ConsentTexts } from './texts';

export interface ShownConsentTexts {
  language: ConsentLanguage;
  texts: ConsentTexts;
}

/**
 * The banner's texts in `language`. The site's own languages are here at once; another (a French browser
 * on an English page) is fetched when asked for, and the page's language stands in until it has arrived
 * (or if it cannot be fetched).
 */
export function useConsentTexts(language: ConsentLanguage, pageLocale: Locale): ShownConsentTexts {
  const [loaded, setLoaded] = useState<ShownConsentTexts | null>(null);
  useEffect(() => {
    if (isLocale(language)) return;
    let current = true;
    import('./otherTexts')
      .then(({ otherConsentTexts }) => {
        if (current) setLoaded({ language, texts: otherConsentTexts[language] });
      })
      .catch(() => undefined);
    return () => {
      current = false;
    };
  }, [language]);
  if (isLocale(language)) return { language, texts: siteConsentTexts[language] };
  if (loaded?.language === language) return loaded;
  return { language: pageLocale, texts: siteConsentTexts[pageLocale] };
}
