import { otherConsentTexts } from './otherTexts';
import { siteConsentTexts, type ConsentLanguage, type ConsentTexts } from './texts';

/** Every language of the banner at once: for the tests (the browser loads the others when one is asked for). */
export const consentTexts: Record<ConsentLanguage, ConsentTexts> = { ...siteConsentTexts, ...otherConsentTexts };
