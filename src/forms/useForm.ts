import { useCallback, useEffect, useRef, useState, type SyntheticEvent } from 'react';
import { useI18n } from '../i18n/I18nProvider';
import { fieldMessage } from '../submissions/fieldMessage';
import type { FieldErrors } from '../submissions/fields';
import { loadSchema } from './loadSchema';
import type { SendOutcome } from './send';
import { useSubmission } from './useSubmission';

type SchemaModule = NonNullable<Awaited<ReturnType<typeof loadSchema>>>;

/** What a form's own check returns: the errors, or how to send what it checked. */
export type Checked<Field extends string> =
  { ok: false; errors: FieldErrors<Field> } | { ok: true; send: () => Promise<SendOutcome> };

interface FormOptions<Field extends string, TextField extends Field> {
  empty: Record<TextField, string>;
  idPrefix: string;
  allFieldsRequired: boolean;
}

/** The id of a field's control: the rendered form and the read before hydration build it the same way. */
function fieldId(idPrefix: string, field: string): string {
  return `${idPrefix}-${field}`;
}

/**
 * What the visitor typed into the prerendered form before the scripts ran (they start after the first
 * paint). Read while hydrating, before React sets the fields to its state: nothing typed is lost. In the
 * prerender, and for a form that mounts later, the fields are empty or absent.
 */
function typedBeforeHydration<Field extends string>(
  empty: Record<Field, string>,
  idPrefix: string,
): Record<Field, string> {
  if (typeof document === 'undefined') return empty;
  const typed = { ...empty };
  for (const field of Object.keys(empty) as Field[]) {
    const element = document.getElementById(fieldId(idPrefix, field));
    if (
      element instanceof HTMLInputElement ||
      element instanceof HTMLTextAreaElement ||
      element instanceof HTMLSelectElement
    )
      typed[field] = element.value;
  }
  return typed;
}

/**
 * The state both forms share: typed values, the honeypot, field ids and translated errors, and a submit
 * that validates with the lazily loaded schema, focuses the first invalid field, sends, and clears the
 * values only on success.
 */
export function useForm<Field extends string, TextField extends Field>({
  empty,
  idPrefix,
  allFieldsRequired,
}: FormOptions<Field, TextField>) {
  const { t, locale } = useI18n();
  const form = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState(() => typedBeforeHydration(empty, idPrefix));
  const [trap, setTrap] = useState('');
  const submission = useSubmission<Field>({ allFieldsRequired });
  // Once scripts run, our translated checks replace the browser's. Set on the element: a state switch
  // would re-render the whole form right after hydration.
  useEffect(() => {
    if (form.current) form.current.noValidate = true;
  }, []);

  /** Fills fields the visitor has left empty (a preset from the URL), after hydration: the prerendered form has none. */
  const fill = useCallback((preset: Partial<Record<TextField, string>>) => {
    setValues((current) => {
      const empties = (Object.keys(preset) as TextField[]).filter((field) => current[field] === '' && preset[field]);
      return empties.length === 0
        ? current
        : { ...current, ...Object.fromEntries(empties.map((field) => [field, preset[field]])) };
    });
  }, []);

  // "Send another" shows the fields again: the first takes the focus once they are rendered (hidden ones cannot).
  const focusOnReturn = useRef(false);
  const sent = submission.status.state === 'success';
  useEffect(() => {
    if (sent || !focusOnReturn.current) return;
    focusOnReturn.current = false;
    form.current?.querySelector<HTMLElement>('input:not([type="hidden"]), select, textarea')?.focus();
  }, [sent]);

  const change = (field: TextField) => (event: { target: { value: string } }) => {
    setValues((current) => ({ ...current, [field]: event.target.value }));
    submission.clearError(field);
  };

  const submitWith =
    (check: (schema: SchemaModule) => Checked<Field>, onSuccess?: () => void) =>
    async (event: SyntheticEvent<HTMLFormElement>) => {
      event.preventDefault();
      const schema = await loadSchema();
      if (!schema) {
        submission.settle({ ok: false, reason: 'offline' });
        return;
      }
      const checked = check(schema);
      if (!checked.ok) {
        submission.refuse(checked.errors);
        focusFirstInvalid(form.current, checked.errors);
        return;
      }
      submission.begin();
      const outcome = await checked.send();
      if (submission.settle(outcome)) {
        setValues(empty);
        onSuccess?.();
      } else if (!outcome.ok && 'errors' in outcome) focusFirstInvalid(form.current, outcome.errors);
    };

  const id = (field: Field) => fieldId(idPrefix, field);
  const error = (field: Field) => fieldMessage(t, field, submission.errors[field]);
  return {
    t,
    locale,
    values,
    trap,
    setTrap,
    submission,
    change,
    fill,
    submitWith,
    id,
    error,
    /** What the text fields (TextField) read and write. */
    fields: { values, change, id, error },
    /** After a success: back to the empty form (its fields shown again), focus on its first field once they are. */
    another: () => {
      focusOnReturn.current = true;
      submission.reset();
    },
    /** Props of the <form>: it posts natively without JavaScript. */
    formProps: { ref: form, className: 'form', method: 'post', onFocus: () => void loadSchema() },
    form,
  };
}

/** Moves focus to the first field with an error, in form order, so its message is read out. */
function focusFirstInvalid(form: HTMLFormElement | null, errors: FieldErrors<string>): void {
  if (!form) return;
  const first = [...form.elements].find(
    (element): element is HTMLElement =>
      element instanceof HTMLElement && 'name' in element && typeof element.name === 'string' && element.name in errors,
  );
  first?.focus();
}
