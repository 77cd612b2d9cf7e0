import ChevronDown from 'lucide-react/icons/chevron-down';
import { useId, useRef, type ToggleEvent } from 'react';
import { useI18n } from '../i18n/I18nProvider';
import { localeInfo } from '../i18n/locales';
import { Flag } from './Flag';
import { LanguageLinks, preloadLanguages } from './LanguageLinks';
import './LanguageMenu.css';

/**
 * Dropdown of the three languages (wide screens); each entry links to the same page in that language.
 * The list is a popover its button opens: the browser closes it on Escape (focus back on the button) and on
 * a click elsewhere, even before the scripts run. `popovertarget` also gives the button its expanded state
 * (browsers expose it); an aria-expanded beside it is an error to the W3C checker.
 */
export function LanguageMenu() {
  const { t, locale } = useI18n();
  const listId = useId();
  const trigger = useRef<HTMLButtonElement>(null);
  const list = useRef<HTMLUListElement>(null);

  const beforeToggle = (event: ToggleEvent<HTMLUListElement>): void => {
    if (event.newState !== 'open') return;
    preloadLanguages();
    placeUnder(event.currentTarget, trigger.current);
  };

  return (
    <div className="language-menu">
      <button
        ref={trigger}
        type="button"
        className="pill-button language-menu__trigger"
        popoverTarget={listId}
        aria-controls={listId}
        aria-label={t('header.currentLanguage', { name: `${localeInfo[locale].endonym} (${locale.toUpperCase()})` })}
        data-testid="language-menu"
      >
        <Flag locale={locale} />
        <span aria-hidden="true">{locale.toUpperCase()}</span>
        <ChevronDown aria-hidden="true" size={16} />
      </button>
      <LanguageLinks
        ref={list}
        id={listId}
        className="language-menu__list"
        popover="auto"
        onBeforeToggle={beforeToggle}
        onChoose={() => list.current?.hidePopover()}
      />
    </div>
  );
}

/** Where CSS anchor positioning is missing (LanguageMenu.css), the open list is put under its button by script. */
function placeUnder(list: HTMLElement, button: HTMLElement | null): void {
  if (!button || CSS.supports('anchor-name', '--trigger')) return;
  const box = button.getBoundingClientRect();
  list.style.top = `${String(box.bottom)}px`;
  list.style.right = `${String(document.documentElement.clientWidth - box.right)}px`;
}
