import { useState } from 'react';
import { errorKey } from './errors';
import { Notice } from './Notice';
import { registerPasskey, whoAmI } from './passkeys';
import { useStaff } from './StaffContext';

/** The signed-in person's passkeys, and a second one added. */
export function Account() {
  const { t, me, call, setMe, dateTime, setNotice } = useStaff();
  const [error, setError] = useState<string | undefined>(undefined);
  const [busy, setBusy] = useState(false);

  async function add() {
    setBusy(true);
    setError(undefined);
    try {
      await registerPasskey(call, 'add');
      setMe(await whoAmI(call));
      setNotice('account.addedNow');
    } catch (caught) {
      setError(t(errorKey(caught, 'enrol.refused')));
    } finally {
      setBusy(false);
    }
  }

  return (
    <section className="staff-card" aria-labelledby="account-heading">
      <h1 id="account-heading">{t('account.heading')}</h1>
      <p>{t('account.intro')}</p>
      <Notice error={error} />
      <ul className="staff-passkeys" data-testid="passkey-list">
        {(me?.passkeys ?? []).map((passkey) => (
          <li key={passkey.createdAt}>
            {t('account.added', { date: dateTime(passkey.createdAt) })},{' '}
            {passkey.lastUsedAt
              ? t('account.lastUsed', { date: dateTime(passkey.lastUsedAt) })
              : t('account.neverUsed')}
          </li>
        ))}
      </ul>
      <button
        type="button"
        className="staff-button staff-primary"
        onClick={() => void add()}
        disabled={busy}
        aria-busy={busy}
      >
        {t('account.add')}
      </button>
    </section>
  );
}
