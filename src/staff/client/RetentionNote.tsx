import type { Entry } from './api';
import { useStaff } from './StaffContext';

/**
 * When retention deletes the entry (the privacy policy's rule, as the server keeps it): its day once a
 * decision or the arrival lets it go, and for a contact message not yet handled, that the mark brings it
 * forward; for an application without a decision, what will let it go.
 */
export function RetentionNote({ entry }: { entry: Entry }) {
  const { t, date } = useStaff();
  const { applicationMonths: months, contactDays, contactUnhandledMonths, hiredDays } = entry.retention;
  const lines = [
    entry.retentionDate !== null ? t('entry.retention', { date: date(entry.retentionDate) }) : null,
    entry.kind === 'application' && entry.retentionDate === null
      ? t('entry.retentionUndecided', { months, days: hiredDays })
      : null,
    entry.kind === 'contact' && entry.handledAt === null
      ? t('entry.retentionOpen', { days: contactDays, months: contactUnhandledMonths })
      : null,
  ];
  return <p data-testid="retention-date">{lines.filter(Boolean).join(' ')}</p>;
}
