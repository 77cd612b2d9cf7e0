import type { Translate } from '../i18n/translator';
import { fieldLimits, type FieldErrorCode } from './fields';

/** The translated message for a field's error code ("at most {{max}} characters" gets the field's limit). */
export function fieldMessage(t: Translate, field: string, code: FieldErrorCode | undefined): string | undefined {
  if (!code) return undefined;
  // A list left at "Please select..." is not "filled in": ask for a choice.
  if (field === 'service' && code === 'required') return t('forms.errors.requiredChoice');
  const max = (fieldLimits as Record<string, number | undefined>)[field] ?? 0;
  return t(`forms.errors.${code}`, { max });
}
