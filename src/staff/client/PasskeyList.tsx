import { use, useRef, useState } from 'react';
import { passkeyName } from '../api/passkeyName';
import { readMe } from './reads';
import { PasskeyRename } from './PasskeyRename';
import { RemovePasskeyDialog, type Asking } from './RemovePasskeyDialog';
import { useStaff } from './StaffContext';

/**
 * The person's passkeys, each by its name, when it was added and last used, with "Rename" and a button that
 * asks to remove it; the only one offers no removal (the server refuses it too) and says why.
 */
export function PasskeyList() {
  const { t, call, dateTime } = useStaff();
  const me = use(readMe(call, 'me'));
  const nameOf = (passkey: (typeof me.passkeys)[number]) => passkeyName(passkey, t('account.unnamed'));
  const list = useRef<HTMLUListElement>(null);
  const [asking, setAsking] = useState<Asking>();
  const [open, setOpen] = useState(false);
  const removable = me.passkeys.length > 1;

  return (
    <>
      <ul className="staff-passkeys" data-testid="passkey-list" ref={list} tabIndex={-1}>
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
            <div className="staff-actions">
              <PasskeyRename id={passkey.id} name={nameOf(passkey)} />
              {removable ? (
                <button
                  type="button"
                  className="staff-button"
                  aria-label={t('account.removeNamed', { name: nameOf(passkey) })}
                  onClick={() => {
                    setAsking({ id: passkey.id, name: nameOf(passkey), opening: (asking?.opening ?? 0) + 1 });
                    setOpen(true);
                  }}
                >
                  {t('account.remove')}
                </button>
              ) : null}
            </div>
          </li>
        ))}
      </ul>
      {removable ? null : (
        <p className="staff-hint" data-testid="only-passkey">
          {t('account.lastPasskey')}
        </p>
      )}
      {asking ? (
        <RemovePasskeyDialog asking={asking} open={open} onClose={() => setOpen(false)} afterRemoval={list} />
      ) : null}
    </>
  );
}
