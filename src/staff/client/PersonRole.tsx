import { useActionState, useId, useState } from 'react';
import type { PeopleReply, Person } from '../api/people';
import { RoleReply } from '../api/people';
import { RoleRequest } from '../api/requests';
import { StaffRole } from '../api/roles';
import { changeKeys, errorKey } from './errors';
import { ErrorLine } from './Notice';
import { RoleChoice } from './RoleChoice';
import { useStaff } from './StaffContext';
import { SubmitButton } from './SubmitButton';

/** One person on the people page: who, since when, how many passkeys, and their role as a choice to save. */
export function PersonRole({ person, openings }: { person: Person; openings: PeopleReply['openings'] }) {
  const { t, call, date, reread, setNotice } = useStaff();
  // Controlled: React resets a form's uncontrolled fields after its action, which would show the saved role
  // beside an error about the one chosen. Its reset puts radios back to their first checked state too, which a
  // controlled radio does not undo: the choice is keyed by each answer, and drawn anew from what was chosen.
  // After a save, the page keys this form anew from what is stored.
  const [role, setRole] = useState(person.role);
  const [jobs, setJobs] = useState<readonly string[]>(person.jobs);
  const id = useId();
  /** Saves the role chosen; the words of what went wrong, or undefined once saved. */
  async function saveRole(form: FormData): Promise<string | undefined> {
    const chosen = StaffRole.safeParse(form.get('role'));
    if (!chosen.success) return t('errors.failed');
    const ticked = form.getAll('jobs').filter((job): job is string => typeof job === 'string');
    if (chosen.data === 'hiring-manager' && ticked.length === 0) return t('people.needsOpening');
    try {
      const answer = await call(`people/${encodeURIComponent(person.id)}/role`, RoleReply, {
        method: 'POST',
        request: RoleRequest,
        body: { role: chosen.data, jobs: ticked },
      });
      const named = { email: person.email, role: t(`roles.${answer.person.role}`) };
      setNotice(answer.unchanged ? 'people.unchanged' : 'people.saved', named);
    } catch (caught) {
      return t(errorKey(caught, changeKeys));
    }
    reread();
    return undefined;
  }

  const [outcome, save] = useActionState(
    async (previous: { error: string | undefined; answer: number }, form: FormData) => ({
      error: await saveRole(form),
      answer: previous.answer + 1,
    }),
    { error: undefined, answer: 0 },
  );

  return (
    <form action={save} className="staff-person" aria-labelledby={`${id}-who`}>
      <h2 id={`${id}-who`} className="staff-person-who">
        {person.email}
      </h2>
      <p className="staff-hint">
        {t('people.since')} {date(person.createdAt)} · {t('people.passkeys')}: {person.passkeys}
      </p>
      <RoleChoice
        key={outcome.answer}
        id={id}
        legend={t('people.change', { email: person.email })}
        openingsLegend={t('people.openingsLegend', { email: person.email })}
        role={role}
        onRole={setRole}
        jobs={jobs}
        onJobs={setJobs}
        openings={openings}
      />
      <ErrorLine error={outcome.error} />
      <SubmitButton label={`${t('people.save')}: ${person.email}`}>{t('people.save')}</SubmitButton>
    </form>
  );
}
