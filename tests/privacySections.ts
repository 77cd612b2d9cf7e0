import type { Messages } from '../src/i18n/dictionary';

/**
 * The sections the privacy policy must have as headings (Art. 13 GDPR: the officer, the purposes and legal
 * bases, recipients, whether data is required, automated decisions, security, the visitor's rights). Read by
 * the server-render layer (tests/unit/companyRender.test.ts) and the hydrated check (tests/e2e/company-pages.spec.ts).
 */
export const privacySectionHeadings = (privacy: Messages['privacy']): string[] => [
  privacy.dpoHeading,
  privacy.principlesHeading,
  privacy.collectionHeading,
  privacy.recipientsHeading,
  privacy.requirementHeading,
  privacy.automatedHeading,
  privacy.securityHeading,
  privacy.rightsHeading,
  privacy.objectionHeading,
];
