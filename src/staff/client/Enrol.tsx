import { use, useActionState } from 'react';
import { useLocation } from 'wouter';
import { errorKey } from './errors';
import { Notice } from './Notice';
import { registerPasskey } from './passkeys';
import { readEnrolment } from './reads';
import { Reading } from './Reading';
import { useStaff } from './StaffContext';
import { SubmitButton } from './SubmitButton';

/**
 * The page an enrolment link opens: registers a passkey for the invited address, signs in, and opens the
 * passkeys page saying so, where a second passkey is one button away.
 */
export function Enrol({ token }: { token: string }) {
  const { t } = useStaff();
  return (
    <main id="content" className="staff-card staff-narrow">
      <h1>{t('enrol.heading')}</h1>
      <Reading key={token} failedKey="enrol.linkUnknown" loading={<p>{t('enrol.checking')}</p>}>
        <Enrolment token={token} />
      </Reading>
    </main>
  );
}

function Enrolment({ token }: { token: string }) {
  const { t, call, sessionChanged, setNotice } = useStaff();
  const [, navigate] = useLocation();
  const { email } = use(readEnrolment(call, token));
  const [error, enrol] = useActionState(async (): Promise<string | undefined> => {
    try {
      await registerPasskey(call, { token });
    } catch (caught) {
      return t(
        errorKey(caught, {
          refused: 'enrol.refused',
          cancelled: 'enrol.cancelled',
          securityError: 'enrol.securityError',
          duplicate: 'account.duplicate',
        }),
      );
    }
    // Said at once, with the way to a second passkey beside it: one on a single laptop locks out when it goes.
    setNotice('work.passkeys.enrolled');
    sessionChanged();
    navigate('/account', { replace: true });
    return undefined;
  }, undefined);
  return (
    <>
      <p>{t('enrol.intro', { email })}</p>
      <Notice error={error} />
      <form action={enrol}>
        <SubmitButton working={t('enrol.working')}>{t('enrol.button')}</SubmitButton>
      </form>
    </>
  );
}
