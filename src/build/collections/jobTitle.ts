import type { JobFrontMatter } from '../../content/collections/schemas';
import type { Locale } from '../../i18n/locales';

/**
 * AGG § 11 (and Directive 2023/970, Art. 5(3)): a German or English job title names every gender; Turkish
 * titles are neutral as written. A title without the marker stops the build, as a missing pay range does.
 */
const everyGender = /\((?:(?=[^)]*[dx])[mwfdx](?:\/[mwfdx]){2}|gn\*?|alle Geschlechter|all genders)\)/i;
const genderMarkerExample: Partial<Record<Locale, string>> = { de: '(m/w/d)', en: '(m/f/d)' };

/** The title's problem in its file's language, if any. */
export function jobTitleNamesEveryGender({ title }: Pick<JobFrontMatter, 'title'>, locale: Locale): string[] {
  const example = genderMarkerExample[locale];
  return !example || everyGender.test(title)
    ? []
    : [`title: must name every gender, e.g. end in ${example} (AGG § 11) (got ${JSON.stringify(title)})`];
}
