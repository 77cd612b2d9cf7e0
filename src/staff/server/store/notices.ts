import type { ExpressionBuilder, Kysely } from 'kysely';
import { randomUUID } from 'node:crypto';
import type { StaffTables } from './tables';

/** An e-mail to a staff member about their own account: plain text, no secret in it. */
export interface StaffNotice {
  to: string;
  subject: string;
  body: string;
}
export type QueuedNotice = StaffNotice & { id: string; attempts: number };

/**
 * The queue of the inbox's notices: a notice is stored with the change it tells of, in the same transaction,
 * and sent by the kit's outbox (../noticeMailer.ts) until the mail server takes it.
 */
export class NoticeQueue {
  constructor(private readonly db: Kysely<StaffTables>) {}

  async add(notice: StaffNotice, now: number): Promise<void> {
    await this.db
      .insertInto('staffNotices')
      .values({
        id: randomUUID(),
        toAddress: notice.to,
        subject: notice.subject,
        body: notice.body,
        createdAt: now,
        nextAttemptAt: now,
        attempts: 0,
        sentAt: null,
      })
      .execute();
  }

  /**
   * One due notice, claimed until `leaseMs` from now: of several servers only the one whose update finds
   * the row as it read it sends it.
   */
  async claim(now: number, leaseMs: number): Promise<QueuedNotice | undefined> {
    const rows = await this.db
      .selectFrom('staffNotices')
      .selectAll()
      .where('sentAt', 'is', null)
      .where('nextAttemptAt', '<=', now)
      .orderBy('nextAttemptAt')
      .limit(5)
      .execute();
    for (const row of rows) {
      const { numUpdatedRows } = await this.db
        .updateTable('staffNotices')
        .set({ nextAttemptAt: now + leaseMs })
        .where('id', '=', row.id)
        .where('nextAttemptAt', '=', row.nextAttemptAt)
        .where('sentAt', 'is', null)
        .executeTakeFirst();
      if (numUpdatedRows === 1n)
        return { id: row.id, to: row.toAddress, subject: row.subject, body: row.body, attempts: row.attempts };
    }
    return undefined;
  }

  async sent(id: string, now: number): Promise<void> {
    await this.db.updateTable('staffNotices').set({ sentAt: now }).where('id', '=', id).execute();
  }

  async failed(notice: QueuedNotice, retryAt: number): Promise<void> {
    await this.db
      .updateTable('staffNotices')
      .set({ attempts: notice.attempts + 1, nextAttemptAt: retryAt })
      .where('id', '=', notice.id)
      .execute();
  }

  /** Retention: sent notices, and any older than the cut-off. */
  /** Retention: notices sent, and those older than the cut-off; how many went (or would go, `dryRun`). */
  async prune(cutoff: number, dryRun = false): Promise<number> {
    const due = (eb: ExpressionBuilder<StaffTables, 'staffNotices'>) =>
      eb.or([eb('sentAt', 'is not', null), eb('createdAt', '<', cutoff)]);
    if (dryRun) {
      const { count } = await this.db
        .selectFrom('staffNotices')
        .select((eb) => eb.fn.countAll<number>().as('count'))
        .where(due)
        .executeTakeFirstOrThrow();
      return count;
    }
    const { numDeletedRows } = await this.db.deleteFrom('staffNotices').where(due).executeTakeFirst();
    return Number(numDeletedRows);
  }
}
