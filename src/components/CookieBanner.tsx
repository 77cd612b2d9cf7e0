import { useEffect, useRef } from 'react';
import { useCurrentRoute } from '../app/useCurrentRoute';
import { consentLanguage } from '../i18n/consent/language';
import { consentTexts, rightToLeft } from '../i18n/consent/texts';
import { defaultLocale } from '../i18n/locales';
import { useConsent } from '../state/consent';
import { AppLink } from './AppLink';
import './CookieBanner.css';

/**
 * Consent banner, fixed at the bottom while no choice is stored (or when reopened from the footer).
 * Mounted only after hydration: the prerendered page cannot know what the browser has stored.
 */
export function CookieBanner() {
  const { choice, bannerOpen, choose } = useConsent();
  const { locale } = useCurrentRoute();
  const region = useRef<HTMLElement>(null);
  const reopened = choice !== null && choice !== undefined;

  useEffect(() => {
    // Reopened on request: take the visitor to it. On first visit, do not steal focus from the page.
    if (bannerOpen && reopened) region.current?.focus();
  }, [bannerOpen, reopened]);

  if (!bannerOpen) return null;
  const language = consentLanguage(locale, locale !== defaultLocale, navigator.languages);
  const texts = consentTexts[language];

  return (
    <section
      ref={region}
      className="cookie-banner"
      aria-labelledby="cookie-banner-title"
      lang={language}
      dir={rightToLeft.has(language) ? 'rtl' : 'ltr'}
      tabIndex={-1}
      data-testid="cookie-banner"
    >
      <div className="cookie-banner__text">
        <h2 id="cookie-banner-title">{texts.title}</h2>
        <p>
          {texts.message}{' '}
          <AppLink to="/privacy-policy">{texts.learnMore}</AppLink>
        </p>
      </div>
      <div className="cookie-banner__actions">
        <button type="button" className="button button--secondary" onClick={() => choose('declined')}>
          {texts.decline}
        </button>
        <button type="button" className="button button--secondary" onClick={() => choose('accepted')}>
          {texts.accept}
        </button>
      </div>
    </section>
  );
}
