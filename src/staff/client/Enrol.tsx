import { useEffect, useState } from 'react';
import { useLocation } from 'wouter';
import { api } from './api';
import { errorKey } from './errors';
import { Notice } from './Notice';
import { registerPasskey, whoAmI } from './passkeys';
import { useStaff } from './StaffContext';

/** The page an enrolment link opens: registers a passkey for the invited address, then signs in. */
export function Enrol({ token }: { token: string }) {
  const { t, call, setMe } = useStaff();
  const [, navigate] = useLocation();
  const [email, setEmail] = useState<string | undefined>(undefined);
  const [error, setError] = useState<string | undefined>(undefined);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    api<{ email: string }>('enrol/check', { method: 'POST', body: { token } }).then(
      (answer) => setEmail(answer.email),
      (caught: unknown) => setError(t(errorKey(caught, 'enrol.linkUnknown'))),
    );
  }, [token, t]);

  async function enrol() {
    setBusy(true);
    setError(undefined);
    try {
      await registerPasskey(call, { token });
      setMe(await whoAmI(call));
      navigate('/', { replace: true });
    } catch (caught) {
      setError(t(errorKey(caught, 'enrol.refused')));
    } finally {
      setBusy(false);
    }
  }

  return (
    <main id="content" className="staff-card staff-narrow">
      <h1>{t('enrol.heading')}</h1>
      {email ? <p>{t('enrol.intro', { email })}</p> : error ? null : <p>{t('enrol.checking')}</p>}
      <Notice error={error} />
      {email ? (
        <button
          type="button"
          className="staff-button staff-primary"
          onClick={() => void enrol()}
          disabled={busy}
          aria-busy={busy}
        >
          {busy ? t('enrol.working') : t('enrol.button')}
        </button>
      ) : null}
    </main>
  );
}
