import { useState } from 'react';
import type { Entry } from './api';
import { DeleteDialog } from './DeleteDialog';
import { SubmitButton } from './SubmitButton';
import { useStaff } from './StaffContext';
import type { EntryActionState } from './useEntryActions';

/** "Mark as handled" for a contact message (until it is; an application's state is its decision) and "Delete", which asks first. */
export function EntryActions({ entry, actions }: { entry: Entry; actions: EntryActionState }) {
  const { t } = useStaff();
  const [confirming, setConfirming] = useState(false);
  const remove = () => {
    setConfirming(false);
    actions.remove();
  };
  return (
    <>
      <div className="staff-actions">
        {entry.kind !== 'contact' || entry.handledAt ? null : (
          <form action={actions.markHandled}>
            <SubmitButton>{t('entry.markHandled')}</SubmitButton>
          </form>
        )}
        <button type="button" className="staff-button staff-danger" onClick={() => setConfirming(true)}>
          {t('entry.delete')}
        </button>
      </div>
      <DeleteDialog entry={entry} open={confirming} onCancel={() => setConfirming(false)} onConfirm={remove} />
    </>
  );
}
