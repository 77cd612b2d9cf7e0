import { browserSupportsWebAuthn } from '@simplewebauthn/browser';
import { useState } from 'react';
import { useLocation } from 'wouter';
import { errorKey } from './errors';
import { Notice } from './Notice';
import { signInWithPasskey, whoAmI } from './passkeys';
import { useStaff } from './StaffContext';

/** Sign-in: one button, no address asked, so the page tells nobody who is staff. */
export function SignIn() {
  const { t, call, setMe, setNotice } = useStaff();
  const [where, navigate] = useLocation();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | undefined>(undefined);
  const supported = browserSupportsWebAuthn();

  async function signIn() {
    setBusy(true);
    setError(undefined);
    setNotice(undefined);
    try {
      await signInWithPasskey(call);
      setMe(await whoAmI(call));
      if (where === '/sign-in') navigate('/', { replace: true });
    } catch (caught) {
      setError(t(errorKey(caught, 'signIn.refused')));
    } finally {
      setBusy(false);
    }
  }

  return (
    <main id="content" className="staff-card staff-narrow">
      <h1>{t('signIn.heading')}</h1>
      <p>{t('signIn.intro')}</p>
      <Notice error={supported ? error : t('errors.noPasskeys')} />
      <button
        type="button"
        className="staff-button staff-primary"
        onClick={() => void signIn()}
        disabled={busy || !supported}
        aria-busy={busy}
      >
        {busy ? t('signIn.working') : t('signIn.button')}
      </button>
    </main>
  );
}
