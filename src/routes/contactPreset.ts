import type { ContactService } from '../forms/fields';

/**
 * The query that opens the contact form with a service chosen (`/contact?service=accessibility`). Apart from
 * the form's own code, so that a page linking to the form (the accessibility statement) does not load it.
 */
export const servicePresetParam = 'service';

/** The query of a link that opens the contact form with `service` chosen (AppLink's `query`). */
export function servicePreset(service: ContactService): Readonly<Record<string, string>> {
  return { [servicePresetParam]: service };
}
