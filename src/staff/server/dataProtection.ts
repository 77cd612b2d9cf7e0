import { dayInPotsdam, potsdamDayDaysAfter, startOfPotsdamDay } from '../../content/potsdamDay';
import type { SubmissionRecord } from '../../submissions/storedSubmission';
import { copyActions, dueWithinDays, type DataProtectionReply } from '../api/dataProtection';
import type { ListItem } from '../api/replies';
import type { AuditEntry } from './store/StaffStore';

/** What the view reads: the entries the person may see, as the list shows them, beside their stored form. */
export interface ViewedEntry {
  record: Pick<SubmissionRecord, 'id' | 'status' | 'decidedAt'>;
  item: ListItem;
}

const byDay = (a: ListItem, b: ListItem) => (a.retentionDate ?? 0) - (b.retentionDate ?? 0) || a.id.localeCompare(b.id);
const oldestFirst = (a: ListItem, b: ListItem) => a.createdAt - b.createdAt || a.id.localeCompare(b.id);

/**
 * Entries retention deletes on a Potsdam day from today to `dueWithinDays` days ahead, soonest first; one whose
 * day has come and that is still here (the night's run has not been yet) is due too.
 */
export function dueForDeletion(items: readonly ListItem[], now: number): ListItem[] {
  const horizon = startOfPotsdamDay(potsdamDayDaysAfter(dayInPotsdam(now), dueWithinDays + 1));
  return items.filter((item) => item.retentionDate !== null && item.retentionDate < horizon).sort(byDay);
}

const isCopy = (line: AuditEntry): boolean => copyActions.some((action) => action === line.action);

/**
 * The view's four lists from the entries a person may see and the trail's lines about the kinds they may see: a
 * copy of an entry deleted since is listed without its name, so HR still sees that a request was answered.
 */
export function dataProtectionView(
  entries: readonly ViewedEntry[],
  trail: readonly AuditEntry[],
  now: number,
): DataProtectionReply {
  const items = entries.map((entry) => entry.item);
  const names = new Map(items.map((item) => [item.id, item.name]));
  return {
    today: dayInPotsdam(now),
    due: dueForDeletion(items, now),
    undecided: items.filter((item) => item.awaitsDecision).sort(oldestFirst),
    withdrawals: entries
      .filter((entry) => entry.record.status === 'withdrawn')
      .map((entry) => ({ ...entry.item, decidedAt: entry.record.decidedAt }))
      .sort((a, b) => (b.decidedAt ?? 0) - (a.decidedAt ?? 0)),
    copies: trail.filter(isCopy).map((line) => ({
      id: line.id,
      at: line.at,
      staffEmail: line.staffEmail,
      submissionId: line.submissionId,
      name: (line.submissionId && names.get(line.submissionId)) ?? null,
    })),
  };
}
