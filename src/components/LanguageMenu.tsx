import ChevronDown from 'lucide-react/icons/chevron-down';
import { useEffect, useId, useRef, useState, type ToggleEvent } from 'react';
import { useI18n } from '../i18n/I18nProvider';
import { localeInfo } from '../i18n/locales';
import { Flag } from './Flag';
import { LanguageLinks, preloadLanguages } from './LanguageLinks';
import './LanguageMenu.css';

/**
 * Dropdown of the three languages (wide screens); each entry links to the same page in that language.
 * The list is a popover its button opens: the browser closes it on Escape (focus back on the button) and on
 * a click elsewhere, even before the scripts run. The scripts keep aria-expanded in step with it.
 */
export function LanguageMenu() {
  const { t, locale } = useI18n();
  const [open, setOpen] = useState(false);
  const listId = useId();
  const trigger = useRef<HTMLButtonElement>(null);
  const list = useRef<HTMLUListElement>(null);
  // Opened before the scripts ran, the list gave no toggle event to React: its button learns it here.
  useEffect(() => {
    if (CSS.supports('selector(:popover-open)') && list.current?.matches(':popover-open')) setOpen(true);
  }, []);

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
        aria-expanded={open}
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
        onToggle={(event) => setOpen(event.newState === 'open')}
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
