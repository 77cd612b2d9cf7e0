/**
 * The pages that alone are less than a request is worth (the smallest chunk's budget, tests/sizeBudgets.ts),
 * loaded as one chunk (app/pageModules.ts): the legal documents (the accessibility statement among them), the
 * not-found page and the services overview.
 */
export { AccessibilityPage } from './AccessibilityPage';
export { ImpressumPage } from './ImpressumPage';
export { NotFoundPage } from './NotFoundPage';
export { PrivacyPage } from './PrivacyPage';
export { ServicesOverviewPage } from './ServicesOverviewPage';
export { TermsPage } from './TermsPage';
