import { isCalendarDay, potsdamDayDaysAfter, startOfPotsdamDay } from '../../content/potsdamDay';
import type { AuditQuery } from '../api/list';
import type { AuditFilter } from './store/auditTrail';

/**
 * The trail's filters as the store reads them: the days are Potsdam days, as the page shows every time, so
 * "to 7 December" runs until that day's end there. Undefined when a day is no calendar day (2026-02-30).
 */
export function auditFilter({ person, entry, from, to }: AuditQuery): AuditFilter | undefined {
  if ((from && !isCalendarDay(from)) || (to && !isCalendarDay(to))) return undefined;
  return {
    staffEmail: person || undefined,
    entryStart: entry || undefined,
    from: from ? startOfPotsdamDay(from) : undefined,
    before: to ? startOfPotsdamDay(potsdamDayDaysAfter(to, 1)) : undefined,
  };
}
