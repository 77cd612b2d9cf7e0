import { useActionState, useId, useState } from 'react';
import type { PeopleReply, Person } from '../api/people';
import { RoleReply } from '../api/people';
import { RoleRequest } from '../api/requests';
import { StaffRole, staffRoles } from '../api/roles';
import { changeKeys, errorKey } from './errors';
import { ErrorLine } from './Notice';
import { useStaff } from './StaffContext';
import { SubmitButton } from './SubmitButton';

/** One person on the people page: who, since when, how many passkeys, and their role as a choice to save. */
export function PersonRole({ person, openings }: { person: Person; openings: PeopleReply['openings'] }) {
  const { t, call, date, locale, reread, setNotice } = useStaff();
  // Controlled: React resets a form's uncontrolled fields after its action, which would show the saved role
  // beside an error about the one chosen. After a save, the page keys this form anew from what is stored.
  const [role, setRole] = useState(person.role);
  const [jobs, setJobs] = useState(person.jobs);
  const id = useId();
  const [error, save] = useActionState(async (_previous: string | undefined, form: FormData) => {
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
  }, undefined);

  return (
    <form action={save} className="staff-person" aria-labelledby={`${id}-who`}>
      <h2 id={`${id}-who`} className="staff-person-who">
        {person.email}
      </h2>
      <p className="staff-hint">
        {t('people.since')} {date(person.createdAt)} · {t('people.passkeys')}: {person.passkeys}
      </p>
      <fieldset>
        <legend>{t('people.change', { email: person.email })}</legend>
        {staffRoles.map((option) => (
          <div key={option} className="staff-choice">
            <label>
              <input
                type="radio"
                name="role"
                value={option}
                checked={option === role}
                onChange={() => setRole(option)}
                aria-describedby={`${id}-${option}`}
              />
              {t(`roles.${option}`)}
            </label>
            <span id={`${id}-${option}`} className="staff-hint">
              {t(`roleHints.${option}`)}
            </span>
          </div>
        ))}
      </fieldset>
      {role === 'hiring-manager' ? (
        <fieldset>
          <legend>{t('people.openingsLegend', { email: person.email })}</legend>
          {openings.map((opening) => (
            <div key={opening.slug} className="staff-choice">
              <label>
                <input
                  type="checkbox"
                  name="jobs"
                  value={opening.slug}
                  checked={jobs.includes(opening.slug)}
                  onChange={(event) => {
                    const { checked } = event.currentTarget;
                    setJobs((now) => (checked ? [...now, opening.slug] : now.filter((slug) => slug !== opening.slug)));
                  }}
                />
                {opening.titles[locale] ?? opening.slug}
              </label>
            </div>
          ))}
        </fieldset>
      ) : null}
      <ErrorLine error={error} />
      <SubmitButton label={`${t('people.save')}: ${person.email}`}>{t('people.save')}</SubmitButton>
    </form>
  );
}
