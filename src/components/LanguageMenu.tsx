import ChevronDown from 'lucide-react/icons/chevron-down';
import { useCallback, useId, useRef, useState } from 'react';
import { useI18n } from '../i18n/I18nProvider';
import { localeInfo } from '../i18n/locales';
import { Flag } from './Flag';
import { LanguageLinks, preloadLanguages } from './LanguageLinks';
import { useDismiss } from './useDismiss';
import './LanguageMenu.css';

/** Dropdown of the three languages (wide screens); each entry links to the same page in that language. */
export function LanguageMenu() {
  const { t, locale } = useI18n();
  const [open, setOpen] = useState(false);
  const listId = useId();
  const trigger = useRef<HTMLButtonElement>(null);
  const list = useRef<HTMLUListElement>(null);
  const close = useCallback(() => setOpen(false), []);
  useDismiss(open, close, list, trigger);

  const toggle = (): void => {
    if (!open) preloadLanguages();
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
      <LanguageLinks ref={list} id={listId} className="language-menu__list" hidden={!open} onChoose={close} />
    </div>
  );
}
