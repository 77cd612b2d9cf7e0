import type { FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { Kysely, NotNull } from 'kysely';
import type { SharedConnection } from '../../staff/server';
import { randomUUID } from 'node:crypto';
import { readFile, rm } from 'node:fs/promises';
import { cvPath } from './cvFiles';
import { isIdempotencyConflict, newRow, recordColumns, toRecord } from './rows';
import { migrateToLatest, type SqlDialect } from './schema';
import type { ApplicationStatus, StoredCv, SubmissionKind, SubmissionRecord } from '../../forms/storedSubmission';
import type { Database, InsertResult, NewSubmission, SubmissionMeta, Undelivered } from './types';

/**
 * What differs between the databases beyond their SQL (which Kysely writes for each): where a CV's bytes
 * live, how servers claim rows together, and which errors mean "the database cannot take work now".
 */
export interface DialectTraits {
  readonly dialect: SqlDialect;
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
  /**
   * Turns an error that means the database cannot be reached into StoreUnavailableError (503); anything
   * else stays itself. (SQLite's errors are judged by StoreGate, which also opens the file afresh.)
   */
  unavailable(error: unknown): unknown;
  /** Where the forms' rate limit is counted for every server together, given a way to query the store. */
  sharedRateLimit?: (query: StoreQuery) => FastifyRateLimitStoreCtor;
}

export type StoreQuery = <T>(run: (db: Kysely<Database>) => Promise<T>) => Promise<T>;

/**
 * What the forms, the outbox and the staff command line use: the store of submissions, on SQLite (sqlite.ts:
 * the default, one server) or PostgreSQL (postgres.ts: several servers). A row is committed when `insert`
 * returns, before the visitor is told it arrived.
 */
export class SubmissionStore {
  readonly rateLimitStore?: FastifyRateLimitStoreCtor;
  /** The open connection, no tables named, for the staff inbox's own Kysely; it closes with this store. */
  readonly connection: SharedConnection;
  private readonly db: Kysely<Database>;
  private migrated: Promise<void> | undefined;

  /** `dataDir`: this server's uploads in progress (with SQLite, also the database and the CVs). */
  constructor(
    connection: Kysely<object>,
    readonly dataDir: string,
    private readonly traits: DialectTraits,
  ) {
    this.db = connection.withTables<Database>();
    this.connection = { kysely: connection, dialect: traits.dialect };
    if (traits.sharedRateLimit) this.rateLimitStore = traits.sharedRateLimit((run) => this.query(run));
  }

  /** Applies the migrations once; tried again on the next operation when the database could not be reached. */
  migrate(): Promise<void> {
    this.migrated ??= migrateToLatest(this.db, this.traits.dialect).catch((error: unknown) => {
      this.migrated = undefined;
      throw error;
    });
    return this.migrated;
  }

  /** A query once the schema is in place; an unreachable database is StoreUnavailableError. */
  async query<T>(run: (db: Kysely<Database>) => Promise<T>): Promise<T> {
    try {
      await this.migrate();
      return await run(this.db);
    } catch (error) {
      throw this.traits.unavailable(error);
    }
  }

  /** The StoreAccess door, for callers that hold the store themselves (the command line, tests, a PostgreSQL server). */
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

  async get(id: string): Promise<SubmissionRecord | undefined> {
    const row = await this.db.selectFrom('submissions').select(recordColumns).where('id', '=', id).executeTakeFirst();
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

  async markHandled(id: string, by: string, now = Date.now()): Promise<void> {
    await this.db.updateTable('submissions').set({ handledAt: now, handledBy: by }).where('id', '=', id).execute();
  }

  /** Sets an application's status (the inbox); `decidedAt` is the day a decision took effect, else null. */
  async setStatus(id: string, status: ApplicationStatus, decidedAt: number | null): Promise<void> {
    await this.db
      .updateTable('submissions')
      .set({ status, decidedAt })
      .where('id', '=', id)
      .where('kind', '=', 'application')
      .execute();
  }

  /** Deletes a submission and its CV, row first: a crash in between leaves an orphan file, which the retention sweep removes. */
  async remove(record: SubmissionRecord): Promise<void> {
    await this.db.deleteFrom('submissions').where('id', '=', record.id).execute();
    if (record.cv && !this.traits.cvInRow) await rm(cvPath(this.dataDir, record.cv.file), { force: true });
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

  async close(): Promise<void> {
    await this.db.destroy();
  }
}
