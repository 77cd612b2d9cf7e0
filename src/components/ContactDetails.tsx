import Mail from 'lucide-react/icons/mail';
import MapPin from 'lucide-react/icons/map-pin';
import Phone from 'lucide-react/icons/phone';
import { company } from '../content/company';
import { useI18n } from '../i18n/I18nProvider';
import './ContactDetails.css';

/** Postal address, e-mail and phone from company.ts; used by the footer, contact and legal pages. */
export function ContactDetails({ showLabels = false }: { showLabels?: boolean }) {
  const { t } = useI18n();
  const { address } = company;
  const label = (text: string) =>
    showLabels ? (
      <span className="contact-details__label">{text}</span>
    ) : (
      <span className="visually-hidden">{text}: </span>
    );

  return (
    <address className={`contact-details${showLabels ? ' contact-details--labelled' : ''}`}>
      <p>
        <MapPin aria-hidden="true" size={16} />
        <span>
          {label(t('footer.addressLabel'))}
          {company.legalName}
          <br />
          {address.street}
          <br />
          {address.postalCode} {address.city}
        </span>
      </p>
      <p>
        <Mail aria-hidden="true" size={16} />
        <span>
          {label(t('footer.emailLabel'))}
          <a href={`mailto:${company.email}`}>{company.email}</a>
        </span>
      </p>
      <p>
        <Phone aria-hidden="true" size={16} />
        <span>
          {label(t('footer.phoneLabel'))}
          <a href={`tel:${company.phone.replace(/\s/g, '')}`}>{company.phone}</a>
        </span>
      </p>
    </address>
  );
}
