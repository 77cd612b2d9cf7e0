import type { Entry } from './api';
import { useStaff } from './StaffContext';

/**
 * When retention deletes the entry (the privacy policy's rule, as the server keeps it): its day once a
 * decision or the handled mark lets it go; until then, what will let it go.
 */
export function RetentionNote({ entry }: { entry: Entry }) {
  const { t, date } = useStaff();
  const { applicationMonths: months, contactDays, hiredDays } = entry.retention;
  const text = entry.retentionDate
    ? t('entry.retention', { date: date(entry.retentionDate) })
    : entry.kind === 'application'
      ? t('entry.retentionUndecided', { months, days: hiredDays })
      : t('entry.retentionOpen', { days: contactDays });
  return <p data-testid="retention-date">{text}</p>;
}
