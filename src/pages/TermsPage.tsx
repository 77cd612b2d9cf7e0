import { legalLastUpdated } from '../content/legal';
import type { MessageKey } from '../i18n/dictionary';
import { useI18n } from '../i18n/I18nProvider';
import { LegalPage, LegalSection } from './LegalPage';

const sections: readonly { id: string; heading: MessageKey; text: MessageKey }[] = [
  { id: 'scope', heading: 'terms.scopeHeading', text: 'terms.scope' },
  { id: 'services', heading: 'terms.servicesHeading', text: 'terms.services' },
  { id: 'liability', heading: 'terms.disclaimerHeading', text: 'terms.disclaimer' },
  { id: 'content', heading: 'terms.contentHeading', text: 'terms.content' },
  { id: 'law', heading: 'terms.lawHeading', text: 'terms.law' },
];

export function TermsPage() {
  const { t, messages } = useI18n();
  return (
    <LegalPage heading={t('terms.heading')} intro={t('terms.intro')} lastUpdated={legalLastUpdated.terms}>
      {sections.map((section) => (
        <LegalSection key={section.id} id={`terms-${section.id}`} heading={t(section.heading)}>
          <p>{t(section.text)}</p>
        </LegalSection>
      ))}
      <LegalSection id="terms-key-points" heading={t('terms.keyPointsHeading')}>
        <ul data-testid="terms-key-points">
          {messages.terms.keyPoints.map((point) => (
            <li key={point}>{point}</li>
          ))}
        </ul>
      </LegalSection>
    </LegalPage>
  );
}
