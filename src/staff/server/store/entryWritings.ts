import type { Kysely } from 'kysely';
import { randomUUID } from 'node:crypto';
import type { StaffTables } from './tables';

export interface StoredNote {
  id: string;
  staffEmail: string;
  at: number;
  text: string;
}

export interface StoredReply {
  id: string;
  staffEmail: string;
  at: number;
  template: string;
  locale: string;
  subject: string;
  body: string;
}

/**
 * What staff wrote about an entry and sent its sender: notes and replies. Kept while the entry is, deleted in
 * the entry's deletion's transaction (`deleteOf`), read into the sender's copy.
 */
export class EntryWritings {
  constructor(private readonly db: Kysely<StaffTables>) {}

  async addNote(submissionId: string, staffEmail: string, text: string, now: number): Promise<void> {
    await this.db
      .insertInto('staffNotes')
      .values({ id: randomUUID(), submissionId, staffEmail, at: now, text })
      .execute();
  }

  /** An entry's notes, oldest first (they read as a conversation). */
  notesOf(submissionId: string): Promise<StoredNote[]> {
    return this.db
      .selectFrom('staffNotes')
      .select(['id', 'staffEmail', 'at', 'text'])
      .where('submissionId', '=', submissionId)
      .orderBy('at')
      .orderBy('id')
      .execute();
  }

  async addReply(submissionId: string, reply: Omit<StoredReply, 'id'>): Promise<void> {
    await this.db
      .insertInto('staffReplies')
      .values({ id: randomUUID(), submissionId, ...reply })
      .execute();
  }

  /** The replies sent, oldest first. */
  repliesOf(submissionId: string): Promise<StoredReply[]> {
    return this.db
      .selectFrom('staffReplies')
      .select(['id', 'staffEmail', 'at', 'template', 'locale', 'subject', 'body'])
      .where('submissionId', '=', submissionId)
      .orderBy('at')
      .orderBy('id')
      .execute();
  }

  /**
   * With the entry: its notes, its replies and its applicant's private link go in the deletion's own
   * transaction (the page behind the link finds no entry either way).
   */
  async deleteOf(submissionId: string): Promise<void> {
    await this.db.deleteFrom('staffApplicantLinks').where('submissionId', '=', submissionId).execute();
    await this.db.deleteFrom('staffNotes').where('submissionId', '=', submissionId).execute();
    await this.db.deleteFrom('staffReplies').where('submissionId', '=', submissionId).execute();
  }
}
