import { useActionState, useState } from 'react';
import { NoContent } from '../api/replies';
import { PasskeyNameRequest } from '../api/requests';
import { errorKey } from './errors';
import { ErrorLine } from './Notice';
import { useStaff } from './StaffContext';
import { SubmitButton } from './SubmitButton';

/**
 * "Rename" beside a passkey: a field in place, so two laptops with the same authenticator can be told apart.
 * The new name is saved, said, and the list read anew.
 */
export function PasskeyRename({ id, name }: { id: string; name: string }) {
  const { t, call, reread, setNotice } = useStaff();
  const [editing, setEditing] = useState(false);
  const [error, save] = useActionState(async (_previous: string | undefined, form: FormData) => {
    const typed = form.get('name');
    const body = PasskeyNameRequest.safeParse({ name: typeof typed === 'string' ? typed : '' });
    if (!body.success) return t('errors.failed');
    try {
      const path = `passkeys/${encodeURIComponent(id)}/name`;
      await call(path, NoContent, { method: 'POST', request: PasskeyNameRequest, body: body.data });
    } catch (caught) {
      return t(errorKey(caught, 'errors.failed'));
    }
    setEditing(false);
    setNotice('work.passkeys.renamed', { name: body.data.name });
    reread();
    return undefined;
  }, undefined);

  if (!editing)
    return (
      <button
        type="button"
        className="staff-button"
        aria-label={t('work.passkeys.renameNamed', { name })}
        onClick={() => setEditing(true)}
      >
        {t('work.passkeys.rename')}
      </button>
    );
  return (
    <form action={save} className="staff-passkey-rename" data-testid="passkey-rename">
      <label>
        {t('work.passkeys.nameLabel')}
        <input
          name="name"
          defaultValue={name}
          required
          maxLength={60}
          autoComplete="off"
          ref={(input) => input?.focus()}
        />
      </label>
      <span className="staff-hint">{t('work.passkeys.nameHint')}</span>
      <ErrorLine error={error} />
      <SubmitButton>{t('work.passkeys.save')}</SubmitButton>
      <button type="button" className="staff-button" onClick={() => setEditing(false)}>
        {t('work.passkeys.cancel')}
      </button>
    </form>
  );
}
