import type { ComponentProps } from 'react';
import { useI18n } from '../i18n/I18nProvider';
import { loadMessages } from '../i18n/load';
import { localeInfo, locales } from '../i18n/locales';
import { CurrentPageLink } from './AppLink';
import { Flag } from './Flag';

/** Warms the other dictionaries when a language list opens, so choosing one switches at once. */
export function preloadLanguages(): void {
  locales.forEach((locale) => void loadMessages(locale));
}

/**
 * The three languages as links to the same page in each; the page's own language is marked current.
 * Shared by the header's dropdown (wide screens, a popover) and the mobile menu; the list's own attributes pass through.
 */
export function LanguageLinks({
  onChoose,
  ...list
}: Omit<ComponentProps<'ul'>, 'children'> & { className: string; onChoose: () => void }) {
  const { locale } = useI18n();
  return (
    <ul {...list}>
      {locales.map((option) => (
        <li key={option}>
          <CurrentPageLink
            locale={option}
            hrefLang={option}
            lang={option}
            aria-current={option === locale ? 'true' : undefined}
            onClick={onChoose}
          >
            <Flag locale={option} />
            {localeInfo[option].endonym}
          </CurrentPageLink>
        </li>
      ))}
    </ul>
  );
}
