import { use, useActionState } from 'react';
import { useLocation } from 'wouter';
import { errorKey } from './errors';
import { Notice } from './Notice';
import { registerPasskey } from './passkeys';
import { readEnrolment } from './reads';
import { Reading } from './Reading';
import { useStaff } from './StaffContext';
import { SubmitButton } from './SubmitButton';

/** The page an enrolment link opens: registers a passkey for the invited address, then signs in. */
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
  const { t, call, sessionChanged } = useStaff();
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
    sessionChanged();
    navigate('/', { replace: true });
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
