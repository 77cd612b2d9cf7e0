/**
 * The query that opens the contact form with a service chosen (`/contact?service=accessibility`). Apart from
 * the form's code, so that a page linking to the form (the accessibility statement) does not load it; the form
 * reads it back with submissions/fields.ts `presetService`, which accepts only its own options.
 */
export const servicePresetParam = 'service';

/** The query of a link that opens the contact form with `service` (one of the form's options) chosen. */
export function servicePreset(service: string): Readonly<Record<string, string>> {
  return { [servicePresetParam]: service };
}

/** The query that opens the application form on /careers with a job opening chosen (`/careers?job=<slug>`). */
export const jobPresetParam = 'job';

/** The query of a job opening's "Apply" link; the form reads it back with submissions/fields.ts `presetJob`. */
export function jobPreset(slug: string): Readonly<Record<string, string>> {
  return { [jobPresetParam]: slug };
}

/** The query that opens the contact form about one of the company's places (`/contact?place=azerbaijan`). */
export const placePresetParam = 'place';

/**
 * The query of a place page's contact link; the form reads it back with submissions/fields.ts `presetPlace`, which
 * accepts only the places' ids, and says the place in its own words (never the address's text).
 */
export function placePreset(place: string): Readonly<Record<string, string>> {
  return { [placePresetParam]: place };
}
