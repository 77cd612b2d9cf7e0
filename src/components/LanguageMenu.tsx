import { ChevronDown } from 'lucide-react';
import { useCallback, useId, useRef, useState } from 'react';
import { useCurrentRoute } from '../app/useCurrentRoute';
import { useI18n } from '../i18n/I18nProvider';
import { loadMessages } from '../i18n/load';
import { localeInfo, locales } from '../i18n/locales';
import { AppLink } from './AppLink';
import { Flag } from './Flag';
import { useDismiss } from './useDismiss';
import './LanguageMenu.css';

/** Dropdown of the three languages; each entry links to the same page in that language. */
export function LanguageMenu() {
  const { t, locale } = useI18n();
  const { path } = useCurrentRoute();
  const [open, setOpen] = useState(false);
  const listId = useId();
  const trigger = useRef<HTMLButtonElement>(null);
  const list = useRef<HTMLUListElement>(null);
  const close = useCallback(() => setOpen(false), []);
  useDismiss(open, close, list, trigger);

  const toggle = (): void => {
    if (!open) locales.forEach((other) => void loadMessages(other));
    setOpen(!open);
  };

  return (
    <div className="language-menu">
      <button
        ref={trigger}
        type="button"
        className="language-menu__trigger"
        aria-expanded={open}
        aria-controls={listId}
        aria-label={t('header.currentLanguage', { name: `${localeInfo[locale].endonym} (${locale.toUpperCase()})` })}
        onClick={toggle}
        data-testid="language-menu"
      >
        <Flag locale={locale} />
        <span aria-hidden="true">{locale.toUpperCase()}</span>
        <ChevronDown aria-hidden="true" size={16} />
      </button>
      <ul ref={list} id={listId} className="language-menu__list" hidden={!open}>
        {locales.map((option) => (
          <li key={option}>
            <AppLink
              to={path}
              locale={option}
              hrefLang={option}
              lang={option}
              aria-current={option === locale ? 'true' : undefined}
              onClick={close}
            >
              <Flag locale={option} />
              {localeInfo[option].endonym}
            </AppLink>
          </li>
        ))}
      </ul>
    </div>
  );
}
