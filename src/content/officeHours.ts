import { company } from './company';

/** ISO weekdays, 1 = Monday. */
export type Weekday = 1 | 2 | 3 | 4 | 5 | 6 | 7;

export interface OfficeHoursRow {
  /** ISO weekdays, 1 = Monday. */
  from: Weekday;
  to: Weekday;
  /** [open, close] in local time, or null when closed. */
  hours: readonly [string, string] | null;
}

/** The week folded into rows of consecutive days with the same hours (Mon–Fri, Sat, Sun). */
export function officeHourRows(hours = company.officeHours): OfficeHoursRow[] {
  const rows: OfficeHoursRow[] = [];
  for (let day = 1 as Weekday; day <= 7; day = (day + 1) as Weekday) {
    const today = hours[day] ?? null;
    const previous = rows.at(-1);
    if (previous && previous.hours?.join() === today?.join()) previous.to = day;
    else rows.push({ from: day, to: day, hours: today });
  }
  return rows;
}
