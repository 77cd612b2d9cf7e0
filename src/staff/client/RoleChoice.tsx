import type { PeopleReply } from '../api/people';
import { staffRoles, type StaffRole } from '../api/roles';
import { useStaff } from './StaffContext';

/**
 * A role to choose, each with what it means, and for a hiring manager the openings to tick: controlled, so a
 * form keeps what was chosen when its action answers with an error (React resets uncontrolled fields after it).
 */
export function RoleChoice({
  id,
  legend,
  openingsLegend,
  role,
  onRole,
  jobs,
  onJobs,
  openings,
}: {
  id: string;
  legend: string;
  openingsLegend: string;
  role: StaffRole;
  onRole: (role: StaffRole) => void;
  jobs: readonly string[];
  onJobs: (change: (jobs: readonly string[]) => readonly string[]) => void;
  openings: PeopleReply['openings'];
}) {
  const { t, locale } = useStaff();
  return (
    <>
      <fieldset>
        <legend>{legend}</legend>
        {staffRoles.map((option) => (
          <div key={option} className="staff-choice">
            <label>
              <input
                type="radio"
                name="role"
                value={option}
                checked={option === role}
                onChange={() => onRole(option)}
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
          <legend>{openingsLegend}</legend>
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
                    onJobs((now) => (checked ? [...now, opening.slug] : now.filter((slug) => slug !== opening.slug)));
                  }}
                />
                {opening.titles[locale] ?? opening.slug}
              </label>
            </div>
          ))}
        </fieldset>
      ) : null}
    </>
  );
}
