import { ArrowUp, ExternalLink } from 'lucide-react';
import { footerColumns } from '../app/routes';
import { company } from '../content/company';
import { useI18n } from '../i18n/I18nProvider';
import { useConsent } from '../state/consent';
import { AppLink } from './AppLink';
import { ContactDetails } from './ContactDetails';
import { Logo } from './Logo';
import { OfficeStatus } from './OfficeStatus';
import { useCurrentYear } from './useCurrentYear';
import './Footer.css';

export function Footer() {
  const { t } = useI18n();
  const { reopen } = useConsent();
  const year = useCurrentYear();

  const backToTop = (): void => {
    const smooth = !window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    window.scrollTo({ top: 0, behavior: smooth ? 'smooth' : 'instant' });
    document.querySelector<HTMLElement>('.site-header__home')?.focus({ preventScroll: true });
  };

  return (
    <footer className="site-footer">
      <div className="site-footer__grid">
        <section className="site-footer__brand" aria-label={company.name}>
          <Logo />
          <p>{t('footer.tagline')}</p>
          <OfficeStatus />
        </section>
        <nav className="site-footer__column" aria-labelledby="footer-services">
          <h2 id="footer-services">{t('footer.servicesHeading')}</h2>
          <ul>
            {footerColumns.services.map((link) => (
              <li key={link.path}>
                <AppLink to={link.path}>{t(`services.${link.category}.name`)}</AppLink>
              </li>
            ))}
          </ul>
        </nav>
        <nav className="site-footer__column" aria-labelledby="footer-company">
          <h2 id="footer-company">{t('footer.companyHeading')}</h2>
          <ul>
            {footerColumns.company.map((link) => (
              <li key={link.path}>
                <AppLink to={link.path}>{t(`nav.${link.label}`)}</AppLink>
              </li>
            ))}
          </ul>
        </nav>
        <nav className="site-footer__column" aria-labelledby="footer-legal">
          <h2 id="footer-legal">{t('footer.legalHeading')}</h2>
          <ul>
            {footerColumns.legal.map((link) => (
              <li key={link.path}>
                <AppLink to={link.path}>{t(`nav.${link.label}`)}</AppLink>
              </li>
            ))}
            <li>
              <button type="button" className="link-button" onClick={reopen} data-testid="cookie-settings">
                {t('footer.cookieSettings')}
              </button>
            </li>
          </ul>
        </nav>
        <section className="site-footer__column" aria-labelledby="footer-contact">
          <h2 id="footer-contact">{t('footer.contactHeading')}</h2>
          <ContactDetails />
          <h3>{t('footer.socialHeading')}</h3>
          <ul className="site-footer__social">
            {(['linkedin', 'facebook'] as const).map((network) => (
              <li key={network}>
                <a href={company.social[network]} target="_blank" rel="noopener noreferrer">
                  {t(`footer.${network}`)}
                  <ExternalLink aria-hidden="true" size={14} />
                  <span className="visually-hidden"> {t('footer.newTab')}</span>
                </a>
              </li>
            ))}
          </ul>
        </section>
      </div>
      <div className="site-footer__bottom">
        <p>{t('footer.copyright', { year, company: company.legalName })}</p>
        <button type="button" className="back-to-top" onClick={backToTop}>
          <ArrowUp aria-hidden="true" size={16} />
          {t('footer.backToTop')}
        </button>
      </div>
    </footer>
  );
}
