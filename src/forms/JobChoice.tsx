import BriefcaseBusiness from 'lucide-react/icons/briefcase-business';
import { entryMeta } from '../content/collections';
import { useI18n } from '../i18n/I18nProvider';
import { locales } from '../i18n/locales';

interface JobChoiceProps {
  id: string;
  /** The chosen opening's slug; empty for a speculative application. */
  slug: string;
  error: string | undefined;
  onClear: () => void;
}

/** The opening's title in the page's language, else in the first language it has (the server accepts any). */
export function jobTitle(slug: string, locale: (typeof locales)[number]): string | undefined {
  return (entryMeta('jobs', slug, locale) ?? locales.map((other) => entryMeta('jobs', slug, other)).find(Boolean))
    ?.title;
}

/**
 * Which job opening the application is for, chosen by the opening's "Apply" link (`?job=<slug>`): sent as
 * a hidden field, shown as a notice the visitor can clear to apply without one. The server's refusal of
 * an opening that has closed meanwhile shows here.
 */
export function JobChoice({ id, slug, error, onClear }: JobChoiceProps) {
  const { t, locale } = useI18n();
  const title = slug ? jobTitle(slug, locale) : undefined;
  const errorId = `${id}-error`;
  return (
    <>
      <input type="hidden" id={id} name="job" value={title ? slug : ''} />
      {title && (
        <div className={error ? 'notice job-choice field--invalid' : 'notice job-choice'} data-testid="job-choice">
          <BriefcaseBusiness aria-hidden="true" size={20} />
          <div>
            <p className="job-choice__title" aria-describedby={error ? errorId : undefined}>
              {t('forms.application.forJob', { title })}
            </p>
            <div role="alert">
              {error && (
                <p id={errorId} className="field__error">
                  {error}
                </p>
              )}
            </div>
            <button type="button" className="button button--secondary job-choice__clear" onClick={onClear}>
              {t('forms.application.openInstead')}
            </button>
          </div>
        </div>
      )}
    </>
  );
}
