/**
 * The consent choice's names and the check of a stored value, free of React so that the pre-paint script
 * (state/prePaintEntry.ts) and the app (state/consent.ts) share them.
 */

/** Marks <html> while no choice is stored (pre-paint script): CSS then shows the prerendered banner. */
export const consentPendingClass = 'consent-pending';
/** Attribute of the banner's buttons, naming the choice, so they work before the page has hydrated. */
export const consentChoiceAttribute = 'data-consent-choice';

/** What a visitor can answer. */
export const consentChoices = ['accepted', 'declined'] as const;
export type ConsentChoice = (typeof consentChoices)[number];

/** A stored (or clicked) value as a choice; anything else counts as no choice. */
export function asConsentChoice(value: string | null): ConsentChoice | null {
  return (consentChoices as readonly (string | null)[]).includes(value) ? (value as ConsentChoice) : null;
}
