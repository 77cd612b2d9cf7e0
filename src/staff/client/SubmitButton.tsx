import type { ReactNode } from 'react';
import { useFormStatus } from 'react-dom';

/** A form's one button: busy (and disabled) while the form's action runs, with `working` as its label then. */
export function SubmitButton({
  children,
  working = children,
  danger = false,
  primary = !danger,
  disabled = false,
}: {
  children: ReactNode;
  working?: ReactNode;
  danger?: boolean;
  primary?: boolean;
  disabled?: boolean;
}) {
  const { pending } = useFormStatus();
  const look = danger ? ' staff-danger' : primary ? ' staff-primary' : '';
  return (
    <button type="submit" className={`staff-button${look}`} disabled={pending || disabled} aria-busy={pending}>
      {pending ? working : children}
    </button>
  );
}
