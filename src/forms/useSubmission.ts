import { useRef, useState } from 'react';
import type { FieldErrorCode, FieldErrors } from '../submissions/fields';
import type { SendOutcome } from './send';

export type SubmissionStatus =
  | { state: 'idle' }
  | { state: 'submitting' }
  | { state: 'success' }
  | {
      state: 'error';
      message: { kind: 'fillAll' | 'checkFields' | 'failed' | 'offline' } | { kind: 'detail'; text: string };
    };

/** "Please fill in all fields." fits a form whose fields are all required and only missing ones. */
const summaryFor = (errors: FieldErrors<string>, allRequired: boolean) =>
  allRequired && Object.values(errors).every((code) => code === 'required') ? 'fillAll' : 'checkFields';

/**
 * The life of one form: idle → submitting → success (values cleared) or error (values kept, retry
 * possible). A retry of unchanged values reuses its Idempotency-Key, so it is stored once.
 */
export function useSubmission<Field extends string>({ allFieldsRequired }: { allFieldsRequired: boolean }) {
  const [status, setStatus] = useState<SubmissionStatus>({ state: 'idle' });
  const [errors, setErrors] = useState<FieldErrors<Field>>({});
  const attempt = useRef<{ signature: string; key: string } | undefined>(undefined);

  const idempotencyKey = (signature: string): string => {
    if (attempt.current?.signature !== signature) attempt.current = { signature, key: crypto.randomUUID() };
    return attempt.current.key;
  };

  const refuse = (fieldErrors: FieldErrors<Field>) => {
    setErrors(fieldErrors);
    setStatus({ state: 'error', message: { kind: summaryFor(fieldErrors, allFieldsRequired) } });
  };

  const settle = (outcome: SendOutcome): boolean => {
    if (outcome.ok) {
      attempt.current = undefined;
      setErrors({});
      setStatus({ state: 'success' });
      return true;
    }
    if (outcome.reason === 'invalid') refuse(outcome.errors);
    else if (outcome.reason === 'refused') {
      setErrors(outcome.errors);
      setStatus({ state: 'error', message: { kind: 'detail', text: outcome.detail } });
    } else setStatus({ state: 'error', message: { kind: outcome.reason } });
    return false;
  };

  const clearError = (field: Field) => {
    setErrors((current) =>
      field in current
        ? (Object.fromEntries(Object.entries(current).filter(([key]) => key !== field)) as FieldErrors<Field>)
        : current,
    );
  };

  const setFieldError = (field: Field, code: FieldErrorCode) => {
    setErrors((current) => ({ ...current, [field]: code }));
  };

  return {
    status,
    errors,
    begin: () => {
      setStatus({ state: 'submitting' });
    },
    /** A fresh start after a success: the form is ready for another submission. */
    reset: () => {
      setStatus({ state: 'idle' });
    },
    refuse,
    settle,
    clearError,
    setFieldError,
    idempotencyKey,
  };
}
