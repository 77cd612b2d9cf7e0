import { use, useEffect } from 'react';
import { InviteForm } from './InviteForm';
import { Notice } from './Notice';
import { PersonRole } from './PersonRole';
import { Reading } from './Reading';
import { readPeople } from './reads';
import { useStaff } from './StaffContext';

/** The admin's page: who may use the inbox, each person's role, changed one person at a time, and an invitation. */
export function PeoplePage() {
  const { t, setNotice } = useStaff();
  useEffect(() => setNotice(undefined), [setNotice]);
  return (
    <section className="staff-card" aria-labelledby="people-heading">
      <h1 id="people-heading">{t('people.heading')}</h1>
      <p>{t('people.intro')}</p>
      <Notice />
      <Reading>
        <People />
      </Reading>
      <p className="staff-hint">{t('people.inviteHint')}</p>
    </section>
  );
}

function People() {
  const { call } = useStaff();
  const { people, openings } = use(readPeople(call, 'people'));
  return (
    <>
      <ul className="staff-people">
        {people.map((person) => (
          // Keyed by the saved role too: after a save the form starts again from what is stored.
          <li key={`${person.id} ${person.role} ${person.jobs.join(',')}`}>
            <PersonRole person={person} openings={openings} />
          </li>
        ))}
      </ul>
      <InviteForm openings={openings} />
    </>
  );
}
