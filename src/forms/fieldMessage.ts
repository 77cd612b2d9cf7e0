import type { Translate } from '../i18n/translator';
import { fieldLimits, type FieldErrorCode, type FieldErrors } from './fields';

/** The translated message for a field's error code ("at most {{max}} characters" gets the field's limit). */
export function fieldMessage(t: Translate, field: string, code: FieldErrorCode | undefined): string | undefined {
  if (!code) return undefined;
  // A list left at "Please select..." is not "filled in": ask for a choice.
  if (field === 'service' && code === 'required') return t('forms.errors.requiredChoice');
  const max = (fieldLimits as Record<string, number | undefined>)[field] ?? 0;
  return t(`forms.errors.${code}`, { max });
}

/** Moves focus to the first field with an error, in form order, so its message is read out. */
export function focusFirstInvalid(form: HTMLFormElement | null, errors: FieldErrors<string>): void {
  if (!form) return;
  const first = [...form.elements].find(
    (element): element is HTMLElement =>
      element instanceof HTMLElement && 'name' in element && typeof element.name === 'string' && element.name in errors,
  );
  first?.focus();
}
