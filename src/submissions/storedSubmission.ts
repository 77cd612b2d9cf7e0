import type { Generated, Selectable } from 'kysely';
import type { Locale } from '../i18n/locales';
import type { CvExtension } from './fields';

/**
 * A submission as the server stores it and the staff inbox reads it: one description shared by the two
 * programs (src/server stores it, src/staff shows it), so neither imports the other.
 */

export type SubmissionKind = 'contact' | 'application';

/** Where an application stands, set by staff in the inbox; a contact message has none. */
export const applicationStatuses = ['received', 'in-review', 'rejected', 'hired', 'withdrawn'] as const;
export type ApplicationStatus = (typeof applicationStatuses)[number];
/** A status that ends an application: it takes effect on a day, and retention counts from that day. */
export const isDecision = (status: ApplicationStatus | null): boolean =>
  status === 'rejected' || status === 'hired' || status === 'withdrawn';

/**
 * The submissions table, one row per contact message or application, as the code names its columns
 * (CamelCasePlugin maps them to the database's snake_case). The one description of a row: the record
 * below is derived from it. The times are ms since 1970.
 */
export interface SubmissionsTable {
  id: string;
  kind: SubmissionKind;
  createdAt: number;
  locale: string;
  name: string;
  email: string;
  service: string | null;
  phone: string | null;
  position: string | null;
  /** The job opening applied for (content/jobs): its slug and its title as the applicant saw it; null for a speculative application. */
  jobSlug: string | null;
  jobTitle: string | null;
  message: string | null;
  cvFile: string | null;
  cvName: string | null;
  cvSize: number | null;
  /** Only this code writes it, from the upload's checked type. */
  cvType: CvExtension | null;
  /** The CV's bytes where the store keeps them in the row (PostgreSQL); null where they stay in files (SQLite). */
  cvContent: Buffer | null;
  idempotencyKey: string | null;
  /** Fingerprint of what was sent under the Idempotency-Key; null in rows stored before fingerprints existed. */
  requestHash: string | null;
  deliveredAt: number | null;
  attempts: Generated<number>;
  nextAttemptAt: number;
  lastError: string | null;
  /** When a staff member marked it handled in the inbox, and who (their e-mail address); null until then. */
  handledAt: number | null;
  handledBy: string | null;
  /** An application's status (received until staff change it); null for a contact message. */
  status: ApplicationStatus | null;
  /**
   * The day the decision took effect (the rejection sent, the withdrawal received, the hiring), as noon UTC of
   * that Potsdam day, which is the same date in Potsdam; null before.
   */
  decidedAt: number | null;
  /** When staff recorded the decision in the inbox: a hiring's entry goes a month after this, whatever day it names. */
  decisionRecordedAt: number | null;
}

/** A stored CV: the file under the data directory and what the applicant called it. */
export interface StoredCv {
  file: string;
  name: string;
  size: number;
  type: CvExtension;
}

/** The open job opening an application is for, as the server found it in the build's index. */
export interface AppliedJob {
  slug: string;
  title: string;
}

/** The columns a record leaves out or reads otherwise: its CV as one object, its locale checked. */
type NotInRecord =
  | 'locale'
  | 'jobSlug'
  | 'jobTitle'
  | 'cvFile'
  | 'cvName'
  | 'cvSize'
  | 'cvType'
  | 'cvContent'
  | 'idempotencyKey'
  | 'requestHash';

/** A row as staff and the outbox see it. */
export type SubmissionRecord = Omit<Selectable<SubmissionsTable>, NotInRecord> & {
  locale: Locale;
  job: AppliedJob | null;
  cv: StoredCv | null;
};
