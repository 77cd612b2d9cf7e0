import ArrowUp from 'lucide-react/icons/arrow-up';
import { memo, type ReactNode } from 'react';
import { footerColumns } from '../routes/navigation';
import { company, countriesBeyondGermany } from '../content/company';
import { useI18n } from '../i18n/I18nProvider';
import { useReopenConsent } from '../state/consent';
import { AppLink } from './AppLink';
import { ContactDetails } from './ContactDetails';
import { ExternalLink } from './ExternalLink';
import { Logo } from './Logo';
import { OfficeStatus } from './OfficeStatus';
import { useCurrentYear } from './useCurrentYear';
import './Footer.css';

/** One titled link column of the footer. */
function FooterColumn({ id, heading, children }: { id: string; heading: string; children: ReactNode }) {
  return (
    <nav className="site-footer__column" aria-labelledby={id}>
      <h2 id={id}>{heading}</h2>
      <ul>{children}</ul>
    </nav>
  );
}

/** Memoised: it shows nothing of the page, so a navigation in the same language does not render it again. */
export const Footer = memo(function Footer() {
  const { t } = useI18n();
  const reopen = useReopenConsent();
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
          <p>{t('footer.tagline', { count: countriesBeyondGermany })}</p>
          <OfficeStatus />
        </section>
        <FooterColumn id="footer-services" heading={t('footer.servicesHeading')}>
          {footerColumns.services.map((link) => (
            <li key={link.route}>
              <AppLink route={link.route}>{t(`services.${link.category}.name`)}</AppLink>
            </li>
          ))}
        </FooterColumn>
        <FooterColumn id="footer-company" heading={t('footer.companyHeading')}>
          {footerColumns.company.map((link) => (
            <li key={link.route}>
              <AppLink route={link.route}>{t(`nav.${link.label}`)}</AppLink>
            </li>
          ))}
        </FooterColumn>
        <FooterColumn id="footer-legal" heading={t('footer.legalHeading')}>
          {footerColumns.legal.map((link) => (
            <li key={link.route}>
              <AppLink route={link.route}>{t(`nav.${link.label}`)}</AppLink>
            </li>
          ))}
          <li>
            <button type="button" className="link-button" onClick={reopen} data-testid="cookie-settings">
              {t('footer.cookieSettings')}
            </button>
          </li>
        </FooterColumn>
        <section className="site-footer__column" aria-labelledby="footer-contact">
          <h2 id="footer-contact">{t('footer.contactHeading')}</h2>
          <ContactDetails />
          <h3>{t('footer.socialHeading')}</h3>
          <ul className="site-footer__social">
            {(['linkedin', 'facebook'] as const).map((network) => (
              <li key={network}>
                <ExternalLink href={company.social[network]}>{t(`footer.${network}`)}</ExternalLink>
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
});
