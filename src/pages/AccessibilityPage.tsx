import { AppLink } from '../components/AppLink';
import { ContactDetails } from '../components/ContactDetails';
import { ExternalLink } from '../components/ExternalLink';
import { PostalAddress } from '../components/PostalAddress';
import { company } from '../content/company';
import { legalLastUpdated } from '../content/legal';
import { servicePreset } from '../routes/contactPreset';
import { useI18n } from '../i18n/I18nProvider';
import { LegalPage, LegalSection } from './LegalPage';

/** A list of the statement's points (its checks, its known limitations). */
function Points({ items, testId }: { items: readonly string[]; testId: string }) {
  return (
    <ul data-testid={testId}>
      {items.map((item) => (
        <li key={item}>{item}</li>
      ))}
    </ul>
  );
}

/**
 * The accessibility statement (Erklärung zur Barrierefreiheit; § 14 Abs. 1 Nr. 2 with Anlage 3 Nr. 1 BFSG): the
 * website, the standard it follows, how it is checked (tests/e2e: quality, keyboard), its known limitations, a way
 * to report a barrier (the contact form, its service chosen), the market surveillance authority and the conciliation
 * body (§ 34 BFSG). Whether the BFSG applies and both bodies' details come from company.ts; every word from the
 * dictionaries.
 */
export function AccessibilityPage() {
  const { t, messages } = useI18n();
  const copy = messages.accessibility;
  const { bfsgApplies, marketSurveillance: authority, conciliation } = company.accessibility;
  return (
    <LegalPage
      heading={t('accessibility.heading')}
      intro={t('accessibility.intro')}
      lastUpdated={legalLastUpdated.accessibility}
    >
      <p data-testid="accessibility-basis">
        {t(bfsgApplies ? 'accessibility.basis.applies' : 'accessibility.basis.voluntary')}
      </p>
      <LegalSection id="accessibility-service" heading={t('accessibility.serviceHeading')}>
        {copy.service.map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
      </LegalSection>
      <LegalSection
        id="accessibility-standard"
        heading={t('accessibility.standardHeading')}
        testId="accessibility-standard"
      >
        <p>{t('accessibility.standard')}</p>
        <p>{t('accessibility.status')}</p>
      </LegalSection>
      <LegalSection id="accessibility-checks" heading={t('accessibility.checksHeading')}>
        <p>{t('accessibility.checksIntro')}</p>
        <Points items={copy.checks} testId="accessibility-checks" />
        <p>{t('accessibility.checksNote')}</p>
      </LegalSection>
      <LegalSection id="accessibility-limits" heading={t('accessibility.limitsHeading')}>
        <Points items={copy.limits} testId="accessibility-limits" />
      </LegalSection>
      <LegalSection id="accessibility-report" heading={t('accessibility.reportHeading')} testId="accessibility-report">
        <p>{t('accessibility.report', { hours: company.responseTimeHours })}</p>
        <p>
          <AppLink route="contact" query={servicePreset('accessibility')} className="button button--primary">
            {t('accessibility.reportLink')}
          </AppLink>
        </p>
        <ContactDetails showLabels />
      </LegalSection>
      {bfsgApplies && (
        <LegalSection
          id="accessibility-enforcement"
          heading={t('accessibility.enforcementHeading')}
          testId="accessibility-authority"
        >
          <p>{t('accessibility.enforcement')}</p>
          <PostalAddress name={authority.name} address={authority.address} email={authority.email} />
          {authority.website && (
            <p>
              {t('accessibility.website')}: <ExternalLink href={authority.website}>{authority.website}</ExternalLink>
            </p>
          )}
          <p>{t('accessibility.conciliation')}</p>
          <p data-testid="accessibility-conciliation">
            {conciliation.name}
            <br />
            {t('accessibility.website')}:{' '}
            <ExternalLink href={conciliation.website}>{conciliation.website}</ExternalLink>
          </p>
        </LegalSection>
      )}
    </LegalPage>
  );
}
