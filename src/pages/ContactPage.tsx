import Building2 from 'lucide-react/icons/building-complex';
import Clock from 'lucide-react/icons/clock';
import MessageSquare from 'lucide-react/icons/message-square';
import Timer from 'lucide-react/icons/timer';
import { BusinessHours } from '../components/BusinessHours';
import { ContactDetails } from '../components/ContactDetails';
import { PageIntro, pageHeadingId } from '../components/PageIntro';
import { company } from '../content/company';
import { ContactForm } from '../forms/ContactForm';
import { useI18n } from '../i18n/I18nProvider';
import './ContactPage.css';

export function ContactPage() {
  const { t } = useI18n();
  return (
    <article className="page contact" aria-labelledby={pageHeadingId}>
      <PageIntro heading={t('contact.heading')} lead={t('contact.intro')} />
      <div className="contact__layout">
        <section className="surface" aria-labelledby="form-heading" id="contact-form">
          <h2 id="form-heading">
            <MessageSquare aria-hidden="true" size={22} />
            {t('contact.formHeading')}
          </h2>
          <ContactForm idPrefix="contact" />
        </section>
        <div className="contact__side">
          <section className="surface" aria-labelledby="details-heading">
            <h2 id="details-heading">
              <Building2 aria-hidden="true" size={20} />
              {t('contact.infoHeading')}
            </h2>
            <ContactDetails showLabels />
          </section>
          <section className="surface" aria-labelledby="hours-heading">
            <h2 id="hours-heading">
              <Clock aria-hidden="true" size={20} />
              {t('contact.hoursHeading')}
            </h2>
            <BusinessHours />
          </section>
          <section className="surface" aria-labelledby="response-heading">
            <h2 id="response-heading">
              <Timer aria-hidden="true" size={20} />
              {t('contact.responseHeading')}
            </h2>
            <p data-testid="response-time">{t('contact.responseTime', { hours: company.responseTimeHours })}</p>
          </section>
        </div>
      </div>
    </article>
  );
}
