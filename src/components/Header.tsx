import Menu from 'lucide-react/icons/menu';
import { useCallback, useRef, useState } from 'react';
import { company } from '../content/company';
import { useCurrentRoute } from '../routes/useCurrentRoute';
import { useI18n } from '../i18n/I18nProvider';
import { AppLink } from './AppLink';
import { LanguageMenu } from './LanguageMenu';
import { LanguageToggle } from './LanguageToggle';
import { Logo } from './Logo';
import { MobileMenu, mobileMenuId, type MenuStart } from './MobileMenu';
import { NavLinks } from './NavLinks';
import { ThemeToggle } from './ThemeToggle';
import { useScrolledPast } from './useScrolledPast';
import './Header.css';

/** Scrolled distance after which the header on home turns solid (specification: 20 px). */
const HEADER_SOLID_AFTER_PX = 20;

export function Header() {
  const { t, locale } = useI18n();
  const { route, path } = useCurrentRoute();
  const scrolled = useScrolledPast(HEADER_SOLID_AFTER_PX);
  // The menu belongs to the page it was opened on: navigating closes it without an extra render.
  const page = `${locale}:${path}`;
  const [menu, setMenu] = useState<{ page: string; start: MenuStart } | null>(null);
  const menuStart = menu?.page === page ? menu.start : null;
  const closeMenu = useCallback(() => setMenu(null), []);
  const openedEarly = useCallback(() => setMenu({ page, start: 'navigation' }), [page]);
  const menuButton = useRef<HTMLButtonElement>(null);
  const languageToggle = useRef<HTMLButtonElement>(null);

  const transparent = route.page === 'home' && !scrolled && menuStart === null;

  return (
    <header className={`site-header${transparent ? ' site-header--transparent' : ''}`} data-testid="site-header">
      <div className="site-header__bar">
        <AppLink
          route="home"
          className="site-header__home"
          aria-label={t('header.homeLink', { company: company.name })}
        >
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
            <LanguageToggle
              ref={languageToggle}
              expanded={menuStart === 'languages'}
              onOpen={() => setMenu({ page, start: 'languages' })}
            />
          </div>
          <ThemeToggle />
          {/* The browser opens the menu itself (commandfor), so the first tap works before the scripts run. */}
          <button
            ref={menuButton}
            type="button"
            className="icon-button only-narrow"
            aria-haspopup="dialog"
            aria-expanded={menuStart === 'navigation'}
            aria-controls={mobileMenuId}
            aria-label={t('header.openMenu')}
            commandfor={mobileMenuId}
            command="show-modal"
            onClick={() => setMenu({ page, start: 'navigation' })}
            data-testid="menu-button"
          >
            <Menu aria-hidden="true" size={22} />
          </button>
        </div>
      </div>
      <MobileMenu
        openAt={menuStart}
        onOpenedEarly={openedEarly}
        onClose={closeMenu}
        opener={menuStart === 'languages' ? languageToggle : menuButton}
      />
    </header>
  );
}
