import X from 'lucide-react/icons/x';
import { useEffect, useId, useRef, type MouseEvent, type RefObject } from 'react';
import { useModalLayer } from '../browser/modalLayers';
import { useI18n } from '../i18n/I18nProvider';
import { LanguageLinks, preloadLanguages } from './LanguageLinks';
import { NavLinks } from './NavLinks';
import { useScrollLock } from './useScrollLock';
import './MobileMenu.css';

/** Where an opened menu puts the focus: on its close button, or on the current language. */
export type MenuStart = 'navigation' | 'languages';

/** The width from which the header shows its full bar (matches `.only-narrow` in ui.css). */
const WIDE_SCREEN = '(min-width: 900px)';

/** The dialog's id: the menu button names it (aria-controls, and `commandfor`, which opens it without a script). */
export const mobileMenuId = 'mobile-menu';

/**
 * The phone menu: a modal <dialog> (the page behind is inert, Tab stays inside, Escape closes) sliding in
 * from the side over a dimmed backdrop that closes it on a click. The page does not scroll under it.
 * Whatever closes it, focus goes back to the control that opened it, unless a link moved it to the new page.
 * The browser opens it from the menu button and closes it from its close button and backdrop on its own (invoker
 * commands, `closedby`), so it works before the scripts have run; a menu opened then is taken over once they have
 * (`onOpenedEarly`), with its focus, Escape and scroll lock.
 */
export function MobileMenu({
  openAt,
  onOpenedEarly,
  onClose,
  opener,
}: {
  openAt: MenuStart | null;
  onOpenedEarly: () => void;
  onClose: () => void;
  opener: RefObject<HTMLElement | null>;
}) {
  const { t } = useI18n();
  const dialog = useRef<HTMLDialogElement>(null);
  const closeButton = useRef<HTMLButtonElement>(null);
  const languages = useRef<HTMLUListElement>(null);
  const titleId = useId();
  const languagesId = useId();
  const open = openAt !== null;
  /** Whether this component has shown the dialog: one open without it was opened by the browser, unknown to React. */
  const shown = useRef(false);
  useScrollLock(open);
  useModalLayer(open);

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (open && !element.open) {
      preloadLanguages();
      element.showModal();
      shown.current = true;
      const start =
        openAt === 'languages' ? languages.current?.querySelector<HTMLElement>('[aria-current]') : closeButton.current;
      start?.focus();
    } else if (open) {
      shown.current = true;
    } else if (element.open && !shown.current) {
      // Opened by the menu button's command before the page had hydrated: it stays open, now the page's.
      preloadLanguages();
      onOpenedEarly();
    } else if (element.open) {
      element.close();
    }
  }, [open, openAt, onOpenedEarly]);

  // Widening the window hides the menu (the full bar takes over): it must not stay modal, unseen.
  useEffect(() => {
    if (!open) return;
    const wide = window.matchMedia(WIDE_SCREEN);
    const closeWhenWide = (): void => {
      if (wide.matches) dialog.current?.close();
    };
    wide.addEventListener('change', closeWhenWide);
    return () => wide.removeEventListener('change', closeWhenWide);
  }, [open]);

  const afterClose = (): void => {
    shown.current = false;
    onClose();
    const focused = document.activeElement;
    if (!focused || focused === document.body || dialog.current?.contains(focused)) opener.current?.focus();
  };

  // The sheet fills the dialog box: a click that lands on the dialog itself is a click on its backdrop.
  const closeOnBackdrop = (event: MouseEvent<HTMLDialogElement>): void => {
    if (event.target === event.currentTarget) event.currentTarget.close();
  };

  return (
    // The click handler only adds the pointer's backdrop dismissal; the keyboard has Escape and the close button.
    // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-noninteractive-element-interactions
    <dialog
      ref={dialog}
      id={mobileMenuId}
      className="mobile-menu"
      aria-labelledby={titleId}
      closedby="any"
      onClose={afterClose}
      onClick={closeOnBackdrop}
      data-testid="mobile-menu"
    >
      <div className="mobile-menu__sheet">
        <div className="mobile-menu__top">
          <h2 id={titleId} className="mobile-menu__title">
            {t('header.mobileMenu')}
          </h2>
          <button
            ref={closeButton}
            type="button"
            className="icon-button"
            aria-label={t('header.closeMenu')}
            commandfor={mobileMenuId}
            command="close"
            onClick={() => dialog.current?.close()}
            data-testid="menu-close"
          >
            <X aria-hidden="true" size={22} />
          </button>
        </div>
        <nav aria-label={t('nav.label')}>
          <NavLinks onNavigate={onClose} />
        </nav>
        <section className="mobile-menu__languages" aria-labelledby={languagesId}>
          <h3 id={languagesId}>{t('header.language')}</h3>
          <LanguageLinks ref={languages} className="mobile-menu__language-list" onChoose={onClose} />
        </section>
      </div>
    </dialog>
  );
}
