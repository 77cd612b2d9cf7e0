import { useActionState } from 'react';
import { NoContent } from '../api/replies';
import { EmptyRequest } from '../api/requests';
import { addingKeys, errorKey } from './errors';
import { Notice } from './Notice';
import { registerPasskey } from './passkeys';
import { PasskeyList } from './PasskeyList';
import { Reading } from './Reading';
import { useStaff } from './StaffContext';
import { SubmitButton } from './SubmitButton';

/**
 * The signed-in person's passkeys: each by name, one added or removed (each after a confirmation); sign out
 * everywhere.
 */
export function Account() {
  const { t, call, reread, sessionChanged, setNotice } = useStaff();
  const [error, add] = useActionState(async (): Promise<string | undefined> => {
    setNotice(undefined);
    try {
      await registerPasskey(call, 'add');
    } catch (caught) {
      return t(errorKey(caught, addingKeys));
    }
    // The list reads anew under its own boundary: should that fail, it says so there, with "Try again".
    setNotice('account.addedNow');
    reread();
    return undefined;
  }, undefined);

  const [everywhereError, signOutEverywhere] = useActionState(async (): Promise<string | undefined> => {
    try {
      await call('sign-out-everywhere', NoContent, { method: 'POST', request: EmptyRequest, body: {} });
    } catch (caught) {
      return t(errorKey(caught, 'errors.failed'));
    }
    setNotice('account.signedOutEverywhere');
    sessionChanged();
    return undefined;
  }, undefined);

  return (
    <>
      <section className="staff-card" aria-labelledby="account-heading">
        <h1 id="account-heading">{t('account.heading')}</h1>
        <p>{t('account.intro')}</p>
        <Notice error={error} />
        <Reading>
          <PasskeyList />
        </Reading>
        <form action={add} className="staff-account-add">
          <SubmitButton>{t('account.add')}</SubmitButton>
          <p className="staff-hint">{t('account.addHint')}</p>
        </form>
      </section>
      <section className="staff-card" aria-labelledby="everywhere-heading">
        <h2 id="everywhere-heading">{t('account.everywhereHeading')}</h2>
        <p>{t('account.everywhereIntro')}</p>
        {everywhereError ? (
          <p className="staff-error" role="alert">
            {everywhereError}
          </p>
        ) : null}
        <form action={signOutEverywhere}>
          <SubmitButton primary={false}>{t('account.everywhere')}</SubmitButton>
        </form>
      </section>
    </>
  );
}
