import { useActionState, useId, useState } from 'react';
import { InviteReply, type PeopleReply } from '../api/people';
import { InviteRequest } from '../api/requests';
import type { StaffRole } from '../api/roles';
import { changeKeys, errorKey } from './errors';
import { ErrorLine } from './Notice';
import { RoleChoice } from './RoleChoice';
import { useStaff } from './StaffContext';
import { SubmitButton } from './SubmitButton';

/** An answer to the form, counted: each one remounts the role's radios from the state (see below). */
type Outcome = ({ error: string } | { invited: InviteReply }) & { answer: number };

/**
 * An admin invites a colleague: their address, role and, for a hiring manager, the openings. The server e-mails
 * the enrolment link; the page shows it once too, with its expiry, for the admin to pass on should the e-mail not
 * arrive. The fields are controlled, so what was typed stays beside an error.
 */
export function InviteForm({ openings }: { openings: PeopleReply['openings'] }) {
  const { t, call, dateTime, reread } = useStaff();
  const [email, setEmail] = useState('');
  const [role, setRole] = useState<StaffRole>('hr');
  const [jobs, setJobs] = useState<readonly string[]>([]);
  const id = useId();
  const [outcome, invite] = useActionState(async (previous: Outcome | undefined): Promise<Outcome> => {
    const answer = (previous?.answer ?? 0) + 1;
    if (role === 'hiring-manager' && jobs.length === 0) return { error: t('people.needsOpening'), answer };
    try {
      const invited = await call('people/invite', InviteReply, {
        method: 'POST',
        request: InviteRequest,
        body: { email, role, jobs: role === 'hiring-manager' ? [...jobs] : [] },
      });
      setEmail('');
      setRole('hr');
      setJobs([]);
      reread();
      return { invited, answer };
    } catch (caught) {
      return { error: t(errorKey(caught, changeKeys)), answer };
    }
  }, undefined);
  const invited = outcome && 'invited' in outcome ? outcome.invited : undefined;

  return (
    <section className="staff-invite" aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`}>{t('people.inviteHeading')}</h2>
      <p className="staff-hint">{t('people.inviteIntro')}</p>
      <form action={invite} className="staff-person">
        <label htmlFor={`${id}-email`}>{t('people.inviteEmail')}</label>
        <input
          id={`${id}-email`}
          type="email"
          name="email"
          autoComplete="off"
          required
          maxLength={254}
          value={email}
          onChange={(event) => setEmail(event.currentTarget.value)}
        />
        {/* React's reset after the action puts radios back to their first checked state, which a controlled
            radio does not undo: keyed by the answer, they are drawn anew from what was chosen. */}
        <RoleChoice
          key={outcome?.answer ?? 0}
          id={id}
          legend={t('people.inviteRole')}
          openingsLegend={t('people.inviteOpenings')}
          role={role}
          onRole={setRole}
          jobs={jobs}
          onJobs={setJobs}
          openings={openings}
        />
        <ErrorLine error={outcome && 'error' in outcome ? outcome.error : undefined} />
        <SubmitButton>{t('people.invite')}</SubmitButton>
      </form>
      <div role="status" data-testid="staff-invited">
        {invited ? (
          <>
            <p>{t('people.invited', { email: invited.person.email })}</p>
            <p className="staff-hint">
              {t('people.linkIntro', { email: invited.person.email, expires: dateTime(invited.expiresAt) })}
            </p>
            <label htmlFor={`${id}-link`}>{t('people.linkLabel', { email: invited.person.email })}</label>
            <input id={`${id}-link`} readOnly value={invited.link} onFocus={(event) => event.currentTarget.select()} />
          </>
        ) : null}
      </div>
    </section>
  );
}
