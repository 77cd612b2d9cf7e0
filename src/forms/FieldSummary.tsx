/**
 * What a refused submit says about the fields, above them: "Please check the fields marked below." and a
 * link to the first field to fix. It goes once every marked field has been changed (each change clears
 * that field's mark). Errors about sending (server, network) stay at the button (FormFooter.tsx).
 */
import CircleAlert from 'lucide-react/icons/circle-exclamation-point';
import type { MouseEvent } from 'react';
import { useI18n } from '../i18n/I18nProvider';
import type { ApplicationField, ContactField, FieldErrors } from '../submissions/fields';
import type { SubmissionStatus } from './useSubmission';

interface FieldSummaryProps<Field extends ContactField | ApplicationField> {
  status: SubmissionStatus;
  errors: FieldErrors<Field>;
  /** The fields in the form's order: the link goes to the first marked one. */
  order: readonly Field[];
  id: (field: Field) => string;
}

/** The summary a status shows over the fields, if any. */
export function fieldSummaryKind(status: SubmissionStatus): 'fillAll' | 'checkFields' | null {
  if (status.state !== 'error') return null;
  const { kind } = status.message;
  return kind === 'fillAll' || kind === 'checkFields' ? kind : null;
}

export function FieldSummary<Field extends ContactField | ApplicationField>({
  status,
  errors,
  order,
  id,
}: FieldSummaryProps<Field>) {
  const { t } = useI18n();
  const kind = fieldSummaryKind(status);
  const first = order.find((field) => errors[field] !== undefined);
  const shown = kind !== null && first !== undefined;
  const goTo = (event: MouseEvent<HTMLAnchorElement>): void => {
    if (!first) return;
    event.preventDefault();
    const target = document.getElementById(id(first));
    // A choice kept in a hidden input (the job opening): its notice's first control takes the focus.
    const hidden = target instanceof HTMLInputElement && target.type === 'hidden';
    (hidden
      ? target.parentElement?.querySelector<HTMLElement>('a[href], button, input:not([type="hidden"])')
      : target
    )?.focus();
  };
  // Always present, so screen readers announce what appears in it.
  return (
    <div role="alert" className="form__summary" data-testid="form-summary">
      {shown && (
        <p className="form__message form__message--error">
          <CircleAlert aria-hidden="true" size={20} />
          <span>
            {t(`forms.${kind}`)}{' '}
            <a href={`#${id(first)}`} onClick={goTo}>
              {t('forms.goToField', { field: t(`forms.fields.${first}`) })}
            </a>
          </span>
        </p>
      )}
    </div>
  );
}
