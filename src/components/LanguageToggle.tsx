import { useCurrentRoute } from '../app/useCurrentRoute';
import { useI18n } from '../i18n/I18nProvider';
import { localeInfo, nextLocale } from '../i18n/locales';
import { AppLink } from './AppLink';
import { Flag } from './Flag';

/** One tap cycles en -> de -> tr on the same page (compact control for narrow screens). */
export function LanguageToggle() {
  const { t, locale } = useI18n();
  const { path } = useCurrentRoute();
  const next = nextLocale(locale);
  return (
    <AppLink
      to={path}
      locale={next}
      hrefLang={next}
      className="language-toggle"
      aria-label={t('header.switchLanguage', { name: `${localeInfo[next].endonym} (${next.toUpperCase()})` })}
      data-testid="language-toggle"
    >
      <Flag locale={next} />
      <span aria-hidden="true">{next.toUpperCase()}</span>
    </AppLink>
  );
}
