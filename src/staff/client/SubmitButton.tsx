import type { ReactNode } from 'react';
import { useFormStatus } from 'react-dom';

/** A form's one button: busy (and disabled) while the form's action runs, with `working` as its label then. */
export function SubmitButton({
  children,
  working = children,
  danger = false,
  primary = !danger,
  disabled = false,
  label,
}: {
  children: ReactNode;
  working?: ReactNode;
  danger?: boolean;
  primary?: boolean;
  disabled?: boolean;
  /** The accessible name when the visible words alone do not say what (which passkey "Remove" removes). */
  label?: string | undefined;
}) {
  const { pending } = useFormStatus();
  const look = danger ? ' staff-danger' : primary ? ' staff-primary' : '';
  return (
    <button
      type="submit"
      className={`staff-button${look}`}
      disabled={pending || disabled}
      aria-busy={pending}
      aria-label={label}
    >
      {pending ? working : children}
    </button>
  );
}
