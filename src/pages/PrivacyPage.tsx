import { ContactDetails } from '../components/ContactDetails';
import { PostalAddress } from '../components/PostalAddress';
import { company, processorsInUse } from '../content/company';
import { legalLastUpdated } from '../content/legal';
import { useI18n } from '../i18n/I18nProvider';
import { LegalPage, LegalSection } from './LegalPage';

const collectionParts = [
  'logs',
  'storage',
  'fieldMeasurement',
  'forms',
  'applications',
  'hiring',
  'applicantPage',
  'offlineDemo',
] as const;

/**
 * The privacy policy: what this site really does with personal data (see src/server/README.md, "Privacy"). The data
 * protection officer and the processors come from company.ts; every word from the dictionaries.
 */
export function PrivacyPage() {
  const { t, messages } = useI18n();
  const copy = messages.privacy;
  const dpo = company.dataProtectionOfficer;
  return (
    <LegalPage heading={t('privacy.heading')} intro={t('privacy.intro')} lastUpdated={legalLastUpdated.privacy}>
      <LegalSection id="privacy-controller" heading={t('privacy.controllerHeading')}>
        <p>{t('privacy.controllerText')}</p>
        <ContactDetails />
        <p>
          {t('impressum.representedBy')}: {company.managingDirector}
        </p>
      </LegalSection>
      <LegalSection id="privacy-dpo" heading={t('privacy.dpoHeading')}>
        <p>{t('privacy.dpoText')}</p>
        <PostalAddress name={dpo.name} address={dpo.address} email={dpo.email} testId="privacy-dpo" />
      </LegalSection>
      <LegalSection id="privacy-principles" heading={t('privacy.principlesHeading')}>
        <ul>
          {copy.principles.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      </LegalSection>
      <LegalSection id="privacy-collection" heading={t('privacy.collectionHeading')}>
        {collectionParts.map((part) => (
          <div key={part}>
            <h3>{t(`privacy.collection.${part}Heading`)}</h3>
            <p>{t(`privacy.collection.${part}`)}</p>
          </div>
        ))}
      </LegalSection>
      <LegalSection id="privacy-recipients" heading={t('privacy.recipientsHeading')}>
        <p>{t('privacy.recipientsText')}</p>
        {processorsInUse.map((processor) => (
          <div key={processor.id}>
            <h3>{t(`privacy.processors.${processor.id}.heading`)}</h3>
            {/* With a static host the server only takes the forms: it no longer delivers the pages. */}
            <p>
              {t(
                processor.id === 'hosting' && company.hosting === 'staticHost'
                  ? 'privacy.processors.hosting.formsOnlyText'
                  : `privacy.processors.${processor.id}.text`,
              )}
            </p>
            <PostalAddress
              name={processor.name}
              address={processor.address}
              testId={`privacy-processor-${processor.id}`}
            />
          </div>
        ))}
      </LegalSection>
      <LegalSection id="privacy-requirement" heading={t('privacy.requirementHeading')}>
        <p>{t('privacy.requirement')}</p>
      </LegalSection>
      <LegalSection id="privacy-automated" heading={t('privacy.automatedHeading')}>
        <p>{t('privacy.automated')}</p>
      </LegalSection>
      <LegalSection id="privacy-security" heading={t('privacy.securityHeading')}>
        <p>{t('privacy.security')}</p>
      </LegalSection>
      <LegalSection id="privacy-rights" heading={t('privacy.rightsHeading')}>
        <p>{t('privacy.rightsIntro')}</p>
        <ul>
          {copy.rights.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      </LegalSection>
      {/* Art. 21(4) GDPR: the right to object is shown apart from the other rights. */}
      <LegalSection id="privacy-objection" heading={t('privacy.objectionHeading')} testId="privacy-objection">
        <p>
          <strong>{t('privacy.objection')}</strong>
        </p>
      </LegalSection>
      <LegalSection id="privacy-contact" heading={t('privacy.contactHeading')} testId="privacy-contact">
        <p>{t('privacy.contactText')}</p>
        <ContactDetails showLabels />
      </LegalSection>
    </LegalPage>
  );
}
