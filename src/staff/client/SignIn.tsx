import { browserSupportsWebAuthn } from '@simplewebauthn/browser';
import { useActionState } from 'react';
import { useLocation } from 'wouter';
import { errorKey } from './errors';
import { Notice } from './Notice';
import { signInWithPasskey } from './passkeys';
import { useStaff } from './StaffContext';
import { SubmitButton } from './SubmitButton';

/** Sign-in: one button, no address asked, so the page tells nobody who is staff. */
export function SignIn() {
  const { t, call, sessionChanged, setNotice } = useStaff();
  const [where, navigate] = useLocation();
  const supported = browserSupportsWebAuthn();
  const [error, signIn] = useActionState(async (): Promise<string | undefined> => {
    setNotice(undefined);
    try {
      await signInWithPasskey(call);
    } catch (caught) {
      return t(errorKey(caught, 'signIn.refused'));
    }
    sessionChanged();
    if (where === '/sign-in') navigate('/', { replace: true });
    return undefined;
  }, undefined);

  return (
    <main id="content" className="staff-card staff-narrow">
      <h1>{t('signIn.heading')}</h1>
      <p>{t('signIn.intro')}</p>
      <p className="staff-hint staff-sign-in-record">{t('signIn.record')}</p>
      <Notice error={supported ? error : t('errors.noPasskeys')} />
      <form action={signIn}>
        <SubmitButton working={t('signIn.working')} disabled={!supported}>
          {t('signIn.button')}
        </SubmitButton>
      </form>
    </main>
  );
}
