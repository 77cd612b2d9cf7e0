import { memo, useEffect, useRef } from 'react';
import { useMounted } from '../browser/useMounted';
import { consentLanguage } from '../i18n/consent/language';
import { rightToLeft, siteConsentTexts } from '../i18n/consent/texts';
import { useConsentTexts } from '../i18n/consent/useConsentTexts';
import { useI18n } from '../i18n/I18nProvider';
import { defaultLocale } from '../i18n/locales';
import { consentChoiceAttribute, useConsent, type ConsentChoice } from '../state/consent';
import { AppLink } from './AppLink';
import { useFocusAboveBanner } from './useFocusAboveBanner';
import './CookieBanner.css';

/** Both choices look the same (equally prominent); the attribute lets them work before hydration. */
function choiceButtonProps(choice: ConsentChoice) {
  return { type: 'button', className: 'button button--secondary', [consentChoiceAttribute]: choice } as const;
}

/**
 * Consent banner, fixed at the bottom while no choice is stored (or when reopened from the footer).
 * The prerendered page cannot know what the browser has stored: it carries the banner in the page's
 * language, which CSS shows only while the pre-paint script found no choice (prePaintEntry.ts), so
 * the banner comes with the page instead of popping up after hydration. Once hydrated and the stored
 * choice is read, the banner follows it and speaks the browser's language on unprefixed pages. Memoised:
 * a navigation in the same language does not render it again.
 */
export const CookieBanner = memo(function CookieBanner() {
  const mounted = useMounted();
  const { choice, bannerOpen, choose } = useConsent();
  // The page's language as its texts show it (not the URL's, which runs ahead while a dictionary loads).
  const { locale } = useI18n();
  const region = useRef<HTMLElement>(null);
  const reopened = choice !== null && choice !== undefined;

  useEffect(() => {
    // Reopened on request: take the visitor to it. On first visit, do not steal focus from the page.
    if (bannerOpen && reopened) region.current?.focus();
  }, [bannerOpen, reopened]);

  const readChoice = mounted && choice !== undefined;
  const wanted = useConsentTexts(
    readChoice ? consentLanguage(locale, locale !== defaultLocale, navigator.languages) : locale,
    locale,
  );
  const hidden = readChoice && !bannerOpen;
  useFocusAboveBanner(region, !hidden);
  if (hidden) return null;
  // Until the visitor's language has arrived, the banner stays as prerendered: in the page's language, shown
  // or hidden by the pre-paint script's decision (prePaintEntry.ts).
  const prerendered = !readChoice || wanted === null;
  const { language, texts } = wanted ?? { language: locale, texts: siteConsentTexts[locale] };

  return (
    <section
      ref={region}
      className={prerendered ? 'cookie-banner cookie-banner--prerendered' : 'cookie-banner'}
      aria-labelledby="cookie-banner-title"
      lang={language}
      dir={rightToLeft.has(language) ? 'rtl' : 'ltr'}
      tabIndex={-1}
      data-testid="cookie-banner"
    >
      <div className="cookie-banner__text">
        <h2 id="cookie-banner-title">{texts.title}</h2>
        <p>
          {texts.message} <AppLink route="privacy">{texts.privacyLink}</AppLink>
        </p>
      </div>
      <div className="cookie-banner__actions">
        <button {...choiceButtonProps('declined')} onClick={() => choose('declined')}>
          {texts.decline}
        </button>
        <button {...choiceButtonProps('accepted')} onClick={() => choose('accepted')}>
          {texts.accept}
        </button>
      </div>
    </section>
  );
});
