import { contactServiceName } from '../../submissions/fields';
import { loadMessages } from '../../i18n/load';
import type { Locale } from '../../i18n/locales';
import { createTranslator } from '../../i18n/translator';

/** A contact message's topic as the staff member reads it: "energy" → "Energiehandel". */
export type ServiceName = (service: string) => string;

/** An id the form does not know (an older build's) stays as it was stored. */
export const storedServiceName: ServiceName = (service) => service;

/**
 * The names the contact form shows its topics by, in the staff member's language: the site's own words, loaded
 * through the base (i18n/load.ts: the core and the forms' part), so the inbox never spells a service twice.
 */
export async function loadServiceNames(locale: Locale): Promise<ServiceName> {
  const { t } = createTranslator(locale, await loadMessages(locale, ['forms']));
  return (service) => contactServiceName(service, t);
}
