import type { ReactNode } from 'react';
import { useI18n } from '../i18n/I18nProvider';

export interface ControlProps {
  id: string;
  'aria-invalid': boolean;
  'aria-describedby': string | undefined;
}

interface FormFieldProps {
  id: string;
  label: string;
  required?: boolean;
  /** The translated error shown under the field, if any. */
  error: string | undefined;
  hint?: ReactNode;
  /** Read the error out as soon as it appears (for errors raised outside a submit, like a refused file). */
  announce?: boolean;
  children: (control: ControlProps) => ReactNode;
}

/** A label, its control and its error, tied together for screen readers (aria-describedby/invalid). */
export function FormField({ id, label, required = false, error, hint, announce = false, children }: FormFieldProps) {
  const { t } = useI18n();
  const errorId = `${id}-error`;
  return (
    <div className={error ? 'field field--invalid' : 'field'}>
      <label htmlFor={id} className="field__label">
        {label}
        {required ? (
          <span className="field__required">
            <span aria-hidden="true"> *</span>
            <span className="visually-hidden"> ({t('forms.requiredMark')})</span>
          </span>
        ) : (
          <span className="field__optional"> ({t('forms.optionalMark')})</span>
        )}
      </label>
      {children({ id, 'aria-invalid': Boolean(error), 'aria-describedby': error ? errorId : undefined })}
      {hint}
      <div role={announce ? 'alert' : undefined}>
        {error && (
          <p id={errorId} className="field__error">
            {error}
          </p>
        )}
      </div>
    </div>
  );
}
