import { useEffect, useState } from 'react';
import { isLocale, type Locale } from '../locales';
import { siteConsentTexts, type ConsentLanguage, type ConsentTexts } from './texts';

export interface ShownConsentTexts {
  language: ConsentLanguage;
  texts: ConsentTexts;
}

/**
 * The banner's texts in `language`. The site's own languages are here at once; another (a French browser
 * on an English page) is fetched when asked for: null until it has arrived, so the banner does not show
 * in the wrong language meanwhile. Should it fail to arrive, the page's language stands in.
 */
export function useConsentTexts(language: ConsentLanguage, pageLocale: Locale): ShownConsentTexts | null {
  const [loaded, setLoaded] = useState<{ asked: ConsentLanguage; shown: ShownConsentTexts } | null>(null);
  useEffect(() => {
    if (isLocale(language)) return;
    let current = true;
    const show = (shown: ShownConsentTexts): void => {
      if (current) setLoaded({ asked: language, shown });
    };
    import('./otherTexts').then(
      ({ otherConsentTexts }) => show({ language, texts: otherConsentTexts[language] }),
      () => show({ language: pageLocale, texts: siteConsentTexts[pageLocale] }),
    );
    return () => {
      current = false;
    };
  }, [language, pageLocale]);
  if (isLocale(language)) return { language, texts: siteConsentTexts[language] };
  return loaded?.asked === language ? loaded.shown : null;
}
