import type { Kysely } from 'kysely';
import { randomUUID } from 'node:crypto';
import type { SubmissionKind } from '../../../submissions/storedSubmission';
import { z } from 'zod';
import { AuditAction } from '../../api/replies';
import type { StaffAuditTable, StaffTables } from './tables';

export type { AuditAction };

const LineKind = z.enum(['contact', 'application']).nullable();

/** An audit line as it was written: its action and kind are this code's own. */
export type AuditEntry = Omit<StaffAuditTable, 'action' | 'kind' | 'seq'> & {
  action: AuditAction;
  kind: SubmissionKind | null;
};

/** What a caller says of a line: what happened, and of it only what applies (the rest is null). */
export type AuditEvent = Pick<AuditEntry, 'action' | 'staffEmail'> &
  Partial<Pick<AuditEntry, 'submissionId' | 'kind' | 'detail' | 'address'>>;

export async function writeAudit(db: Kysely<StaffTables>, event: AuditEvent, now: number): Promise<void> {
  await db
    .insertInto('staffAudit')
    .values({
      id: randomUUID(),
      at: now,
      staffEmail: event.staffEmail,
      action: event.action,
      submissionId: event.submissionId ?? null,
      kind: event.kind ?? null,
      detail: event.detail ?? null,
      address: event.address ?? null,
    })
    .execute();
}

/**
 * Narrows the whole trail: by who did it, by an entry (its id or the start of it, as the trail shows it) and
 * by time, `from` inclusive and `before` exclusive.
 */
export interface AuditFilter {
  staffEmail?: string | undefined;
  entryStart?: string | undefined;
  from?: number | undefined;
  before?: number | undefined;
  /** Only lines of these actions. */
  actions?: readonly AuditAction[] | undefined;
}

/** The audit trail of one entry, or the latest lines of all (as `filter` narrows them), newest first. */
export async function readAudit(
  db: Kysely<StaffTables>,
  submissionId: string | undefined,
  limit: number,
  filter: AuditFilter = {},
): Promise<AuditEntry[]> {
  let query = db
    .selectFrom('staffAudit')
    .select(['id', 'at', 'staffEmail', 'action', 'submissionId', 'kind', 'detail', 'address']);
  if (submissionId) query = query.where('submissionId', '=', submissionId);
  const { staffEmail, entryStart, from, before, actions } = filter;
  if (staffEmail) query = query.where('staffEmail', '=', staffEmail);
  // The start as the page shows it (eight characters); its letters are only letters, digits and dashes.
  if (entryStart) query = query.where('submissionId', 'like', `${entryStart}%`);
  if (from !== undefined) query = query.where('at', '>=', from);
  if (before !== undefined) query = query.where('at', '<', before);
  if (actions) query = actions.length > 0 ? query.where('action', 'in', actions) : query.where('id', 'is', null);
  // Lines of the same millisecond in the order they were written, newest first.
  const rows = await query.orderBy('at', 'desc').orderBy('seq', 'desc').limit(limit).execute();
  // The lines this code wrote: their action and kind are its own words.
  return rows.map((row) => ({ ...row, action: AuditAction.parse(row.action), kind: LineKind.parse(row.kind) }));
}
