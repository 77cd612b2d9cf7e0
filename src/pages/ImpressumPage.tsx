import { ContactDetails } from '../components/ContactDetails';
import { company } from '../content/company';
import { useI18n } from '../i18n/I18nProvider';
import { LegalPage } from './LegalPage';

/** Legal notice under § 5 DDG; every fact from company.ts. */
export function ImpressumPage() {
  const { t, messages } = useI18n();
  const { address, register } = company;
  return (
    <LegalPage heading={t('impressum.heading')} intro={t('impressum.intro')}>
      <section aria-labelledby="impressum-provider">
        <h2 id="impressum-provider">{t('impressum.providerHeading')}</h2>
        <p data-testid="impressum-provider">
          {company.legalName}
          <br />
          {address.street}
          <br />
          {address.postalCode} {address.city}
        </p>
        <p>
          {t('impressum.representedBy')}: {company.managingDirector}
        </p>
      </section>
      <section aria-labelledby="impressum-contact">
        <h2 id="impressum-contact">{t('impressum.contactHeading')}</h2>
        <ContactDetails showLabels />
      </section>
      <section aria-labelledby="impressum-register">
        <h2 id="impressum-register">{t('impressum.registerHeading')}</h2>
        <dl className="fact-list" data-testid="impressum-register">
          <dt>{t('impressum.registerCourt')}</dt>
          <dd>{register.court}</dd>
          <dt>{t('impressum.registerNumber')}</dt>
          <dd>{register.number}</dd>
          <dt>{t('impressum.euid')}</dt>
          <dd>{register.euid}</dd>
        </dl>
      </section>
      {company.vatId && (
        <section aria-labelledby="impressum-vat">
          <h2 id="impressum-vat">{t('impressum.vatHeading')}</h2>
          <p>
            {t('impressum.vatText')}: {company.vatId}
          </p>
        </section>
      )}
      <section aria-labelledby="impressum-purpose">
        <h2 id="impressum-purpose">{t('impressum.purposeHeading')}</h2>
        <ul data-testid="impressum-purposes">
          {messages.impressum.purposes.map((purpose) => (
            <li key={purpose}>{purpose}</li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="impressum-responsible">
        <h2 id="impressum-responsible">{t('impressum.responsibleHeading')}</h2>
        <p>
          {t('impressum.responsibleText')}
          <br />
          {company.managingDirector}, {address.street}, {address.postalCode} {address.city}
        </p>
      </section>
      <section aria-labelledby="impressum-dispute">
        <h2 id="impressum-dispute">{t('impressum.disputeHeading')}</h2>
        <p>{t('impressum.disputeText')}</p>
      </section>
    </LegalPage>
  );
}
