import { use, useActionState } from 'react';
import { passkeyName } from '../api/passkeyName';
import { NoContent } from '../api/replies';
import { errorKey } from './errors';
import { ErrorLine } from './Notice';
import { whoAmI } from './passkeys';
import { forgetReads, readMe } from './reads';
import { useStaff } from './StaffContext';
import { SubmitButton } from './SubmitButton';

/** The person's passkeys, each by its name, when it was added and last used, with a button that removes it. */
export function PasskeyList() {
  const { t, call, dateTime, setMe, setNotice } = useStaff();
  const me = use(readMe(call, 'me'));
  const nameOf = (passkey: (typeof me.passkeys)[number]) => passkeyName(passkey, t('account.unnamed'));

  const [error, remove] = useActionState(async (_: string | undefined, form: FormData) => {
    const id = form.get('id');
    if (typeof id !== 'string') return undefined;
    const passkey = me.passkeys.find((candidate) => candidate.id === id);
    setNotice(undefined);
    try {
      await call(`passkeys/${encodeURIComponent(id)}`, NoContent, { method: 'DELETE' });
    } catch (caught) {
      return t(errorKey(caught, 'errors.failed'));
    }
    forgetReads();
    setMe(await whoAmI(call));
    setNotice('account.removedNow', { name: passkey ? nameOf(passkey) : id });
    return undefined;
  }, undefined);

  return (
    <>
      <ul className="staff-passkeys" data-testid="passkey-list">
        {me.passkeys.map((passkey) => (
          <li key={passkey.id}>
            <div>
              <strong className="staff-passkey-name">{nameOf(passkey)}</strong>
              <span>
                {t('account.added', { date: dateTime(passkey.createdAt) })},{' '}
                {passkey.lastUsedAt
                  ? t('account.lastUsed', { date: dateTime(passkey.lastUsedAt) })
                  : t('account.neverUsed')}
              </span>
            </div>
            <form action={remove}>
              <input type="hidden" name="id" value={passkey.id} />
              <SubmitButton primary={false} label={t('account.removeNamed', { name: nameOf(passkey) })}>
                {t('account.remove')}
              </SubmitButton>
            </form>
          </li>
        ))}
      </ul>
      <ErrorLine error={error} />
    </>
  );
}
