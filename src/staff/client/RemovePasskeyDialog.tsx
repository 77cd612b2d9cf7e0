import { useActionState, useEffect, useRef, type RefObject } from 'react';
import { errorKey, removingKeys } from './errors';
import { ErrorLine } from './Notice';
import { removePasskey } from './passkeys';
import { useStaff } from './StaffContext';
import { SubmitButton } from './SubmitButton';

/** The passkey the dialog asks about, and which opening this is (a new one forgets the last one's error). */
export interface Asking {
  id: string;
  name: string;
  opening: number;
}

interface Outcome {
  opening: number;
  error?: string;
}

/**
 * The confirmation before removing a passkey, as DeleteDialog's before deleting an entry: it names the passkey;
 * Esc or Cancel closes it, and showModal() puts the focus on Cancel. Confirming runs the device's passkey
 * confirmation, then the removal (the server asks for both); a cancelled or refused confirmation is said here
 * and removes nothing.
 */
export function RemovePasskeyDialog({
  asking,
  open,
  onClose,
  afterRemoval,
}: {
  asking: Asking;
  open: boolean;
  onClose: () => void;
  /** Where the focus goes once the removed passkey's button is gone. */
  afterRemoval: RefObject<HTMLElement | null>;
}) {
  const { t, call, reread, setNotice } = useStaff();
  const dialog = useRef<HTMLDialogElement>(null);
  const [outcome, remove, pending] = useActionState(
    async (): Promise<Outcome> => {
      setNotice(undefined);
      try {
        await removePasskey(call, asking.id);
      } catch (caught) {
        return { opening: asking.opening, error: t(errorKey(caught, removingKeys)) };
      }
      setNotice('account.removedNow', { name: asking.name });
      reread();
      onClose();
      return { opening: asking.opening };
    },
    { opening: 0 },
  );
  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (open && !element.open) element.showModal();
    if (!open && element.open) {
      element.close();
      // After a removal the browser has no button to give the focus back to.
      const focused = document.activeElement;
      if (!focused || focused === document.body || element.contains(focused)) afterRemoval.current?.focus();
    }
  }, [open, afterRemoval]);
  return (
    <dialog
      ref={dialog}
      className="staff-dialog"
      aria-labelledby="remove-passkey-question"
      aria-describedby="remove-passkey-hint"
      // While the device's prompt or the removal runs, Esc does not hide what is still under way.
      onCancel={(event) => {
        if (pending) event.preventDefault();
      }}
      onClose={onClose}
      data-testid="remove-passkey-dialog"
    >
      <p id="remove-passkey-question">{t('account.removeQuestion', { name: asking.name })}</p>
      <p id="remove-passkey-hint" className="staff-hint">
        {t('account.removeHint')}
      </p>
      <ErrorLine error={!pending && outcome.opening === asking.opening ? outcome.error : undefined} />
      <form className="staff-actions" action={remove}>
        <button type="button" className="staff-button" onClick={onClose} disabled={pending}>
          {t('entry.cancel')}
        </button>
        <SubmitButton danger working={t('signIn.working')}>
          {t('account.confirmRemove')}
        </SubmitButton>
      </form>
    </dialog>
  );
}
