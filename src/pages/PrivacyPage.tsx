import { ContactDetails } from '../components/ContactDetails';
import { PostalAddress } from '../components/PostalAddress';
import { company } from '../content/company';
import { legalLastUpdated } from '../content/legal';
import { useI18n } from '../i18n/I18nProvider';
import { LegalPage } from './LegalPage';

const collectionParts = ['logs', 'storage', 'forms', 'applications'] as const;

/**
 * The privacy policy: what this site really does with personal data (see README, "Privacy"). The data
 * protection officer and the processors come from company.ts; every word from the dictionaries.
 */
export function PrivacyPage() {
  const { t, messages } = useI18n();
  const copy = messages.privacy;
  const dpo = company.dataProtectionOfficer;
  return (
    <LegalPage heading={t('privacy.heading')} intro={t('privacy.intro')} lastUpdated={legalLastUpdated.privacy}>
      <section aria-labelledby="privacy-controller">
        <h2 id="privacy-controller">{t('privacy.controllerHeading')}</h2>
        <p>{t('privacy.controllerText')}</p>
        <ContactDetails />
        <p>
          {t('impressum.representedBy')}: {company.managingDirector}
        </p>
      </section>
      <section aria-labelledby="privacy-dpo">
        <h2 id="privacy-dpo">{t('privacy.dpoHeading')}</h2>
        <p>{t('privacy.dpoText')}</p>
        <PostalAddress name={dpo.name} address={dpo.address} email={dpo.email} testId="privacy-dpo" />
      </section>
      <section aria-labelledby="privacy-principles">
        <h2 id="privacy-principles">{t('privacy.principlesHeading')}</h2>
        <ul>
          {copy.principles.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="privacy-collection">
        <h2 id="privacy-collection">{t('privacy.collectionHeading')}</h2>
        {collectionParts.map((part) => (
          <div key={part}>
            <h3>{t(`privacy.collection.${part}Heading`)}</h3>
            <p>{t(`privacy.collection.${part}`)}</p>
          </div>
        ))}
      </section>
      <section aria-labelledby="privacy-recipients">
        <h2 id="privacy-recipients">{t('privacy.recipientsHeading')}</h2>
        <p>{t('privacy.recipientsText')}</p>
        {company.processors.map((processor) => (
          <div key={processor.id}>
            <h3>{t(`privacy.processors.${processor.id}.heading`)}</h3>
            <p>{t(`privacy.processors.${processor.id}.text`)}</p>
            <PostalAddress name={processor.name} address={processor.address} testId={`privacy-processor-${processor.id}`} />
          </div>
        ))}
      </section>
      <section aria-labelledby="privacy-requirement">
        <h2 id="privacy-requirement">{t('privacy.requirementHeading')}</h2>
        <p>{t('privacy.requirement')}</p>
      </section>
      <section aria-labelledby="privacy-automated">
        <h2 id="privacy-automated">{t('privacy.automatedHeading')}</h2>
        <p>{t('privacy.automated')}</p>
      </section>
      <section aria-labelledby="privacy-security">
        <h2 id="privacy-security">{t('privacy.securityHeading')}</h2>
        <p>{t('privacy.security')}</p>
      </section>
      <section aria-labelledby="privacy-rights">
        <h2 id="privacy-rights">{t('privacy.rightsHeading')}</h2>
        <p>{t('privacy.rightsIntro')}</p>
        <ul>
          {copy.rights.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="privacy-contact" data-testid="privacy-contact">
        <h2 id="privacy-contact">{t('privacy.contactHeading')}</h2>
        <p>{t('privacy.contactText')}</p>
        <ContactDetails showLabels />
      </section>
    </LegalPage>
  );
}
