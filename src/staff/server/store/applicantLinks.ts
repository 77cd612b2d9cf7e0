import type { Kysely } from 'kysely';
import { createHash, randomBytes } from 'node:crypto';
import type { StaffTables } from './tables';

/** What the store keeps of a token: its SHA-256, so a copy of the database opens no applicant's page. */
const tokenHash = (token: string): string => createHash('sha256').update(token).digest('base64url');

/** The form a token has (32 random bytes, base64url): anything else is not looked up at all. */
const tokenShape = /^[A-Za-z0-9_-]{43}$/;

/**
 * Each application's private link for its applicant: a token of 256 random bits, e-mailed once and stored
 * only as its hash. The link is the applicant's key to their page, so nothing else identifies them there.
 */
export class ApplicantLinks {
  constructor(private readonly db: Kysely<StaffTables>) {}

  /** A new link for the entry: returns its token, which only the e-mail carries. */
  async create(submissionId: string, now: number): Promise<string> {
    const token = randomBytes(32).toString('base64url');
    await this.db
      .insertInto('staffApplicantLinks')
      .values({ tokenHash: tokenHash(token), submissionId, createdAt: now })
      .execute();
    return token;
  }

  /** The entry a token opens, or undefined for a token that is not (or no longer) known. */
  async entryOf(token: string): Promise<string | undefined> {
    if (!tokenShape.test(token)) return undefined;
    const row = await this.db
      .selectFrom('staffApplicantLinks')
      .select('submissionId')
      .where('tokenHash', '=', tokenHash(token))
      .executeTakeFirst();
    return row?.submissionId;
  }
}
