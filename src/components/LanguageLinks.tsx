import type { Ref } from 'react';
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
 * Shared by the header's dropdown (wide screens) and the mobile menu.
 */
export function LanguageLinks({
  id,
  className,
  hidden = false,
  onChoose,
  ref,
}: {
  id?: string;
  className: string;
  hidden?: boolean;
  onChoose: () => void;
  ref?: Ref<HTMLUListElement>;
}) {
  const { locale } = useI18n();
  return (
    <ul ref={ref} id={id} className={className} hidden={hidden}>
      {locales.map((option) => (
        <li key={option}>
          <CurrentPageLink locale={option} hrefLang={option} lang={option} aria-current={option === locale ? 'true' : undefined} onClick={onChoose}>
            <Flag locale={option} />
            {localeInfo[option].endonym}
          </CurrentPageLink>
        </li>
      ))}
    </ul>
  );
}
