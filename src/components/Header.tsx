import { Menu, X } from 'lucide-react';
import { useCallback, useRef, useState } from 'react';
import { company } from '../content/company';
import { useCurrentRoute } from '../app/useCurrentRoute';
import { useI18n } from '../i18n/I18nProvider';
import { AppLink } from './AppLink';
import { LanguageMenu } from './LanguageMenu';
import { LanguageToggle } from './LanguageToggle';
import { Logo } from './Logo';
import { NavLinks } from './NavLinks';
import { ThemeToggle } from './ThemeToggle';
import { useDismiss } from './useDismiss';
import { useScrolledPast } from './useScrolledPast';
import './Header.css';

/** Scrolled distance after which the header on home turns solid (specification: 20 px). */
export const HEADER_SOLID_AFTER_PX = 20;

export function Header() {
  const { t } = useI18n();
  const { route, path, locale } = useCurrentRoute();
  const scrolled = useScrolledPast(HEADER_SOLID_AFTER_PX);
  // The menu belongs to the page it was opened on: navigating closes it without an extra render.
  const [menuOpenedOn, setMenuOpenedOn] = useState<string | null>(null);
  const menuOpen = menuOpenedOn === `${locale}:${path}`;
  const closeMenu = useCallback(() => setMenuOpenedOn(null), []);
  const panel = useRef<HTMLDivElement>(null);
  const menuButton = useRef<HTMLButtonElement>(null);
  useDismiss(menuOpen, closeMenu, panel, menuButton);

  const transparent = route.page === 'home' && !scrolled && !menuOpen;

  return (
    <header className={`site-header${transparent ? ' site-header--transparent' : ''}`} data-testid="site-header">
      <div className="site-header__bar">
        <AppLink to="/" className="site-header__home" aria-label={t('header.homeLink', { company: company.name })}>
          <Logo />
        </AppLink>
        <nav className="site-header__nav only-wide" aria-label={t('nav.label')}>
          <NavLinks />
        </nav>
        <div className="site-header__tools">
          <div className="only-wide">
            <LanguageMenu />
          </div>
          <div className="only-narrow">
            <LanguageToggle />
          </div>
          <ThemeToggle />
          <button
            ref={menuButton}
            type="button"
            className="icon-button only-narrow"
            aria-expanded={menuOpen}
            aria-controls="mobile-menu"
            aria-label={menuOpen ? t('header.closeMenu') : t('header.openMenu')}
            onClick={() => setMenuOpenedOn(menuOpen ? null : `${locale}:${path}`)}
            data-testid="menu-button"
          >
            {menuOpen ? <X aria-hidden="true" size={22} /> : <Menu aria-hidden="true" size={22} />}
          </button>
        </div>
      </div>
      <div ref={panel} id="mobile-menu" className="site-header__panel only-narrow" hidden={!menuOpen}>
        <nav aria-label={t('header.mobileMenu')}>
          <NavLinks onNavigate={closeMenu} />
        </nav>
        <LanguageMenu />
      </div>
    </header>
  );
}
