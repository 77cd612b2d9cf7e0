import { use } from 'react';
import { Reading } from './Reading';
import { readCouncil } from './reads';
import { useStaff } from './StaffContext';

/**
 * For a member of the works council, above the list: which openings are open to them until when, or that none
 * is (so an empty list is explained, not a fault).
 */
export function CouncilLine() {
  return (
    <Reading>
      <OpenWindows />
    </Reading>
  );
}

function OpenWindows() {
  const { t, call, day, locale } = useStaff();
  const { windows, openings } = use(readCouncil(call, 'council'));
  const titles = new Map(openings.map((opening) => [opening.slug, opening.titles[locale] ?? opening.slug]));
  const open = windows.filter((window) => window.open);
  const named = open.map((window) =>
    t('council.memberWindow', { job: titles.get(window.jobSlug) ?? window.jobSlug, date: day(window.lastDay) }),
  );
  return (
    <p className="staff-reminder staff-council-line" role="note" data-testid="council-line">
      {named.length > 0 ? t('council.memberOpen', { windows: named.join('; ') }) : t('council.memberNone')}
    </p>
  );
}
