import { use, useActionState } from 'react';
import { errorKey } from './errors';
import { Notice } from './Notice';
import { registerPasskey, whoAmI } from './passkeys';
import { forgetReads, readMe } from './reads';
import { Reading } from './Reading';
import { useStaff } from './StaffContext';
import { SubmitButton } from './SubmitButton';

/** The signed-in person's passkeys, and a second one added. */
export function Account() {
  const { t, call, setMe, setNotice } = useStaff();
  const [error, add] = useActionState(async (): Promise<string | undefined> => {
    try {
      await registerPasskey(call, 'add');
    } catch (caught) {
      return t(errorKey(caught, 'enrol.refused'));
    }
    forgetReads();
    setMe(await whoAmI(call));
    setNotice('account.addedNow');
    return undefined;
  }, undefined);

  return (
    <section className="staff-card" aria-labelledby="account-heading">
      <h1 id="account-heading">{t('account.heading')}</h1>
      <p>{t('account.intro')}</p>
      <Notice error={error} />
      <Reading>
        <Passkeys />
      </Reading>
      <form action={add}>
        <SubmitButton>{t('account.add')}</SubmitButton>
      </form>
    </section>
  );
}

function Passkeys() {
  const { t, call, dateTime } = useStaff();
  const me = use(readMe(call, 'me'));
  return (
    <ul className="staff-passkeys" data-testid="passkey-list">
      {me.passkeys.map((passkey) => (
        <li key={passkey.createdAt}>
          {t('account.added', { date: dateTime(passkey.createdAt) })},{' '}
          {passkey.lastUsedAt ? t('account.lastUsed', { date: dateTime(passkey.lastUsedAt) }) : t('account.neverUsed')}
        </li>
      ))}
    </ul>
  );
}
