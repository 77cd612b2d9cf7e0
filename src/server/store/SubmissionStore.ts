import type { Kysely, NotNull } from 'kysely';
import { randomUUID } from 'node:crypto';
import { readFile, rm } from 'node:fs/promises';
import { schemaReady, type Connection, type SqlDialect } from '../../serverKit';
import { cvPath } from './cvFiles';
import { isIdempotencyConflict, newRow, recordColumns, toRecord } from './rows';
import { formsSchema } from './schema';
import type { ApplicationStatus, StoredCv, SubmissionKind, SubmissionRecord } from '../../submissions/storedSubmission';
import type { Database, InsertResult, NewSubmission, SubmissionMeta, Undelivered } from './types';

/** What the forms do differently on each database beyond their SQL (which Kysely writes for each). */
interface DialectTraits {
  /**
   * PostgreSQL keeps a CV in its row, so every server reads it; SQLite's one server keeps it as a file in
   * the data directory, beside the database, where backups and the retention sweep find it.
   */
  readonly cvInRow: boolean;
  /**
   * PostgreSQL's servers claim due rows with FOR UPDATE SKIP LOCKED: rows another server is claiming are
   * skipped, not waited for. SQLite lets one writer in at a time, so a claim (one statement) is atomic as it is.
   */
  readonly skipLockedClaims: boolean;
}

const traitsOf: Record<SqlDialect, DialectTraits> = {
  sqlite: { cvInRow: false, skipLockedClaims: false },
  postgres: { cvInRow: true, skipLockedClaims: true },
};

/**
 * What the forms, the outbox and the command lines use: the store of submissions, on the connection the
 * server opened (../database: SQLite by default, one server; PostgreSQL, several servers). A row is
 * committed when `insert` returns, before the visitor is told it arrived.
 */
export class SubmissionStore {
  private readonly db: Kysely<Database>;
  private readonly traits: DialectTraits;

  /** `dataDir`: this server's uploads in progress (with SQLite, also the database and the CVs). */
  constructor(
    private readonly connection: Connection,
    readonly dataDir: string,
  ) {
    this.db = connection.kysely.withTables<Database>();
    this.traits = traitsOf[connection.dialect];
  }

  /** Applies the forms' migrations once per connection; tried again on the next operation when the database could not take them. */
  migrate(): Promise<void> {
    return schemaReady(this.connection, formsSchema);
  }

  /** A query once the schema is in place; an unreachable database is DatabaseUnavailableError. */
  async query<T>(run: (db: Kysely<Database>) => Promise<T>): Promise<T> {
    try {
      await this.migrate();
      return await run(this.db);
    } catch (error) {
      throw this.connection.unavailable(error);
    }
  }

  /** An operation on this store once its schema is in place (the forms' door, access.ts, runs each through here). */
  run<T>(operation: (store: SubmissionStore) => T | Promise<T>): Promise<T> {
    return this.query(async () => operation(this));
  }

  async findByIdempotencyKey(
    kind: SubmissionKind,
    key: string,
  ): Promise<{ id: string; requestHash: string | null } | undefined> {
    return this.db
      .selectFrom('submissions')
      .select(['id', 'requestHash'])
      .where('kind', '=', kind)
      .where('idempotencyKey', '=', key)
      .executeTakeFirst();
  }

  /** Stores a submission (an application's CV from its file under dataDir), or returns the earlier one with its key. */
  async insert(submission: NewSubmission, meta: SubmissionMeta, now = Date.now()): Promise<InsertResult> {
    const id = randomUUID();
    const cvFile = submission.kind === 'application' ? cvPath(this.dataDir, submission.cv.file) : undefined;
    const { numInsertedOrUpdatedRows } = await this.db
      .insertInto('submissions')
      .values({
        ...newRow(id, submission, meta, now),
        cvContent: cvFile && this.traits.cvInRow ? await readFile(cvFile) : null,
      })
      .onConflict((conflict) => conflict.doNothing())
      .executeTakeFirst();
    if (numInsertedOrUpdatedRows === 1n) {
      // The bytes are in the row now; this server's copy goes.
      if (cvFile && this.traits.cvInRow) await rm(cvFile, { force: true });
      return { id, duplicate: false, conflict: false };
    }
    const existing = meta.idempotencyKey
      ? await this.findByIdempotencyKey(submission.kind, meta.idempotencyKey)
      : undefined;
    if (!existing) throw new Error('Submission was neither stored nor found');
    return {
      id: existing.id,
      duplicate: true,
      conflict: isIdempotencyConflict(existing.requestHash, meta.requestHash),
    };
  }

  /**
   * One submission. `lock`, inside a transaction: PostgreSQL holds the row until it ends, so a change decided on
   * what was read cannot cross another's (SQLite lets one writer in at a time anyway).
   */
  async get(id: string, { lock = false }: { lock?: boolean } = {}): Promise<SubmissionRecord | undefined> {
    const row = await this.db
      .selectFrom('submissions')
      .select(recordColumns)
      .where('id', '=', id)
      .$if(lock && this.traits.skipLockedClaims, (query) => query.forUpdate())
      .executeTakeFirst();
    return row && toRecord(row);
  }

  async list({ kind, undeliveredOnly = false }: { kind?: SubmissionKind; undeliveredOnly?: boolean } = {}): Promise<
    SubmissionRecord[]
  > {
    let query = this.db.selectFrom('submissions').select(recordColumns);
    if (kind) query = query.where('kind', '=', kind);
    if (undeliveredOnly) query = query.where('deliveredAt', 'is', null);
    return (await query.orderBy('createdAt').orderBy('id').execute()).map(toRecord);
  }

  /**
   * Takes up to `limit` due undelivered submissions for delivery: they are not due again before `leaseMs`
   * has passed, so no other server (or a later poll) sends them meanwhile. A crash mid-delivery leaves them
   * to be sent when the lease ends.
   */
  async claimDue(now: number, limit: number, leaseMs: number): Promise<SubmissionRecord[]> {
    // One statement: the due rows are chosen and leased at once, and stay not due until the lease ends.
    const claimed = await this.db
      .updateTable('submissions')
      .set({ nextAttemptAt: now + leaseMs })
      .where('id', 'in', (subquery) =>
        subquery
          .selectFrom('submissions')
          .select('id')
          .where('deliveredAt', 'is', null)
          .where('nextAttemptAt', '<=', now)
          .orderBy('createdAt')
          .limit(limit)
          .$if(this.traits.skipLockedClaims, (query) => query.forUpdate().skipLocked()),
      )
      .returning(recordColumns)
      .execute();
    return claimed.map(toRecord).sort((a, b) => a.createdAt - b.createdAt);
  }

  /** The submissions not yet e-mailed: how many, and when the oldest arrived (readiness, metrics). */
  async undelivered(): Promise<Undelivered> {
    const { count, oldestAt } = await this.db
      .selectFrom('submissions')
      .select((eb) => [eb.fn.countAll<number>().as('count'), eb.fn.min<number | null>('createdAt').as('oldestAt')])
      .where('deliveredAt', 'is', null)
      .executeTakeFirstOrThrow();
    return { count, oldestAt };
  }

  async markDelivered(id: string, now = Date.now()): Promise<void> {
    await this.db.updateTable('submissions').set({ deliveredAt: now, lastError: null }).where('id', '=', id).execute();
  }

  async markFailed(id: string, error: string, nextAttemptAt: number): Promise<void> {
    await this.db
      .updateTable('submissions')
      .set((eb) => ({ attempts: eb('attempts', '+', 1), lastError: error.slice(0, 500), nextAttemptAt }))
      .where('id', '=', id)
      .execute();
  }

  /** Marks a submission handled (the inbox); false when there is no such submission (any more). */
  async markHandled(id: string, by: string, now = Date.now()): Promise<boolean> {
    const { numUpdatedRows } = await this.db
      .updateTable('submissions')
      .set({ handledAt: now, handledBy: by })
      .where('id', '=', id)
      .executeTakeFirst();
    return numUpdatedRows > 0n;
  }

  /**
   * Sets an application's status (the inbox); `decidedAt` is the day a decision took effect and `recordedAt`
   * when staff recorded it, else null. False when there is no such application (any more).
   */
  async setStatus(
    id: string,
    status: ApplicationStatus,
    decidedAt: number | null,
    recordedAt: number | null = null,
  ): Promise<boolean> {
    const { numUpdatedRows } = await this.db
      .updateTable('submissions')
      .set({ status, decidedAt, decisionRecordedAt: recordedAt })
      .where('id', '=', id)
      .where('kind', '=', 'application')
      .executeTakeFirst();
    return numUpdatedRows > 0n;
  }

  /**
   * Deletes a submission's row (with PostgreSQL its CV goes with it); false when there was none. A CV kept
   * as a file is removed by `removeCvFile` once the deletion is committed.
   */
  async deleteRow(id: string): Promise<boolean> {
    const { numDeletedRows } = await this.db.deleteFrom('submissions').where('id', '=', id).executeTakeFirst();
    return numDeletedRows > 0n;
  }

  /**
   * Retention: deletes a submission's row only while it is as `record` was read (its status, decision and
   * handled mark unchanged), so a decision staff change meanwhile keeps it. False when nothing was deleted.
   */
  async deleteExpired(
    record: Pick<SubmissionRecord, 'id' | 'status' | 'decidedAt' | 'decisionRecordedAt' | 'handledAt'>,
  ): Promise<boolean> {
    const { numDeletedRows } = await this.db
      .deleteFrom('submissions')
      .where('id', '=', record.id)
      .where((eb) =>
        eb.and([
          record.status === null ? eb('status', 'is', null) : eb('status', '=', record.status),
          record.decidedAt === null ? eb('decidedAt', 'is', null) : eb('decidedAt', '=', record.decidedAt),
          record.decisionRecordedAt === null
            ? eb('decisionRecordedAt', 'is', null)
            : eb('decisionRecordedAt', '=', record.decisionRecordedAt),
          record.handledAt === null ? eb('handledAt', 'is', null) : eb('handledAt', '=', record.handledAt),
        ]),
      )
      .executeTakeFirst();
    return numDeletedRows > 0n;
  }

  /** The CV file of a deleted row: a crash before this leaves an orphan file, which the retention sweep removes. */
  async removeCvFile(record: SubmissionRecord): Promise<void> {
    if (record.cv && !this.traits.cvInRow) await rm(cvPath(this.dataDir, record.cv.file), { force: true });
  }

  /** Deletes a submission and its CV, row first (`npm run submissions -- delete`). */
  async remove(record: SubmissionRecord): Promise<void> {
    await this.deleteRow(record.id);
    await this.removeCvFile(record);
  }

  async cvContent(record: SubmissionRecord & { cv: StoredCv }): Promise<Buffer> {
    if (!this.traits.cvInRow) return readFile(cvPath(this.dataDir, record.cv.file));
    const row = await this.db
      .selectFrom('submissions')
      .select('cvContent')
      .where('id', '=', record.id)
      .executeTakeFirst();
    if (!row?.cvContent) throw new Error(`No CV stored for submission ${record.id}`);
    return row.cvContent;
  }

  /** Every CV file name a row refers to (to find files left behind by a crash between file and row). */
  async referencedCvFiles(): Promise<Set<string>> {
    const rows = await this.db
      .selectFrom('submissions')
      .select('cvFile')
      .where('cvFile', 'is not', null)
      .$narrowType<{ cvFile: NotNull }>()
      .execute();
    return new Set(rows.map((row) => row.cvFile));
  }
}
