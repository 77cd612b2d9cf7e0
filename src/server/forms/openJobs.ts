/**
 * The job openings an application may name: those in the build's index (content/collections, the module
 * the site reads too) in any language, and not past their last day. A job that closed or never existed is
 * absent: the site was rebuilt without it, or it expired since the last daily build.
 */
import { collections, type CollectionIndex } from '../../content/collections';
import { dayInPotsdam } from '../../content/potsdamDay';
import { locales, type Locale } from '../../i18n/locales';
import type { AppliedJob } from '../../submissions/storedSubmission';

/**
 * The open job opening with this slug, titled in the application's language where it has one (else in
 * the first language it has), or undefined when it is closed or unknown.
 */
export function openJob(
  slug: string,
  locale: Locale,
  now = new Date(),
  index: CollectionIndex = collections,
): AppliedJob | undefined {
  const today = dayInPotsdam(now);
  const inLanguage = (language: Locale) =>
    index.jobs[language].find((job) => job.slug === slug && job.validThrough >= today);
  const found = inLanguage(locale) ?? locales.map(inLanguage).find(Boolean);
  return found && { slug: found.slug, title: found.title };
}
