import { ContactDetails } from '../components/ContactDetails';
import { company } from '../content/company';
import { legalLastUpdated } from '../content/legal';
import { useI18n } from '../i18n/I18nProvider';
import { LegalPage } from './LegalPage';

const collectionParts = ['logs', 'storage', 'forms', 'applications'] as const;

/** The privacy policy: what this site really does with personal data (see README, "Privacy"). */
export function PrivacyPage() {
  const { t, messages } = useI18n();
  const copy = messages.privacy;
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
