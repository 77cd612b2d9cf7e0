import { useEffect, useRef } from 'react';
import type { Entry } from './api';
import { useStaff } from './StaffContext';
import { SubmitButton } from './SubmitButton';

/**
 * The confirmation before deleting: it names the entry and the CV that go with it. Esc or Cancel closes it;
 * showModal() puts the focus on Cancel, the first button. Deleting is the form's action (busy while it runs).
 */
export function DeleteDialog({
  entry,
  open,
  onCancel,
  onConfirm,
}: {
  entry: Entry;
  open: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}) {
  const { t, dateTime } = useStaff();
  const dialog = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (open && !element.open) element.showModal();
    if (!open && element.open) element.close();
  }, [open]);
  const kind = entry.kind === 'contact' ? t('list.kindContact') : t('list.kindApplication');
  return (
    <dialog
      ref={dialog}
      className="staff-dialog"
      aria-labelledby="delete-question"
      onClose={onCancel}
      data-testid="delete-dialog"
    >
      <p id="delete-question">
        {t('entry.confirmDelete', {
          kind,
          name: entry.name,
          date: dateTime(entry.createdAt),
          cv: entry.cv ? t('entry.confirmCv', { name: entry.cv.name }) : '',
        })}
      </p>
      <form className="staff-actions" action={onConfirm}>
        <button type="button" className="staff-button" onClick={onCancel}>
          {t('entry.cancel')}
        </button>
        <SubmitButton danger>{t('entry.confirm')}</SubmitButton>
      </form>
    </dialog>
  );
}
