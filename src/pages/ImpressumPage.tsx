import { ContactDetails } from '../components/ContactDetails';
import { company } from '../content/company';
import { useI18n } from '../i18n/I18nProvider';
import { LegalPage, LegalSection } from './LegalPage';
import { PermitsSection } from './legal/PermitsSection';

/** Legal notice under § 5 DDG; every fact from company.ts. */
export function ImpressumPage() {
  const { t } = useI18n();
  const { address, register } = company;
  return (
    <LegalPage heading={t('impressum.heading')} intro={t('impressum.intro')}>
      <LegalSection id="impressum-provider" heading={t('impressum.providerHeading')}>
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
      </LegalSection>
      <LegalSection id="impressum-contact" heading={t('impressum.contactHeading')}>
        <ContactDetails showLabels />
      </LegalSection>
      <LegalSection id="impressum-register" heading={t('impressum.registerHeading')}>
        <dl className="fact-list" data-testid="impressum-register">
          <dt>{t('impressum.registerCourt')}</dt>
          <dd>{register.court}</dd>
          <dt>{t('impressum.registerNumber')}</dt>
          <dd>{register.number}</dd>
          <dt>{t('impressum.euid')}</dt>
          <dd>{register.euid}</dd>
        </dl>
      </LegalSection>
      {company.vatId && (
        <LegalSection id="impressum-vat" heading={t('impressum.vatHeading')}>
          <p>
            {t('impressum.vatText')}: {company.vatId}
          </p>
        </LegalSection>
      )}
      <PermitsSection />
      {company.businessPurpose && (
        <LegalSection id="impressum-purpose" heading={t('impressum.purposeHeading')}>
          <p>{t('impressum.purposeIntro')}</p>
          <p lang="de" data-testid="impressum-purpose">
            {company.businessPurpose}
          </p>
        </LegalSection>
      )}
      <LegalSection id="impressum-responsible" heading={t('impressum.responsibleHeading')}>
        <p>
          {t('impressum.responsibleText')}
          <br />
          {company.managingDirector}, {address.street}, {address.postalCode} {address.city}
        </p>
      </LegalSection>
      <LegalSection id="impressum-dispute" heading={t('impressum.disputeHeading')}>
        <p>{t('impressum.disputeText')}</p>
      </LegalSection>
    </LegalPage>
  );
}
