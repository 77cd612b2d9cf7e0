import type { Connection, Schema } from '../../serverKit';
import { monthsBefore } from '../../content/potsdamDay';
import type { SubmissionKind } from '../../submissions/storedSubmission';
import { deletedByRetention } from '../api/replies';
import { staffStoreOn } from './store/connection';
import { staffSchema } from './store/migration';
import { auditRetentionMonths } from './store/StaffStore';

/**
 * The inbox's side of the server's retention, through the same store and audit trail its own actions use:
 * each deletion's line, written on the connection of the deletion's transaction, so the entry and its line
 * go together or not at all; and the trail's own retention (a year), with the sessions, links and notices
 * that can no longer be used. The server takes it through the inbox's front door (./index.ts).
 */
export const inboxRetention = {
  /** The inbox's tables, which a deletion's unit of work makes ready beside the forms'. */
  schemas: [staffSchema] as readonly Schema[],

  /**
   * In the deletion's transaction: the entry's notes and replies go, and the line naming the entry by id and
   * kind, deleted by retention, at `now`, is written.
   */
  async deleted(connection: Connection, entry: { id: string; kind: SubmissionKind }, now: number): Promise<void> {
    const staff = await staffStoreOn(connection);
    // What staff wrote about the entry and sent its sender goes with it.
    await staff.writings.deleteOf(entry.id);
    await staff.audit(
      { action: 'deleted', staffEmail: null, submissionId: entry.id, kind: entry.kind, detail: deletedByRetention },
      now,
    );
  },

  /** The trail's lines older than a year (Potsdam months), and what can no longer be used; `dryRun` only counts. */
  async prune(connection: Connection, now: number, dryRun: boolean): Promise<{ auditLines: number; notices: number }> {
    const staff = await staffStoreOn(connection);
    return staff.prune(monthsBefore(now, auditRetentionMonths), now, dryRun);
  },
};
