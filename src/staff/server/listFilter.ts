import type { SubmissionRecord } from '../../submissions/storedSubmission';
import { isOpen, type ListQuery } from '../api/list';

/** A name as the search compares it: lower case, without accents, a Turkish dotless ı as an i. */
const folded = (text: string): string =>
  text.normalize('NFKD').replace(/\p{M}/gu, '').toLocaleLowerCase('en').replace(/ı/g, 'i');

/** The entry fits every filter the query names (one it does not name lets every entry through). */
export function fitsQuery(entry: SubmissionRecord, query: ListQuery): boolean {
  const { kind, state, decision, job, q } = query;
  if (kind && entry.kind !== kind) return false;
  if (state && isOpen(entry) !== (state === 'open')) return false;
  // Stored before statuses existed, an application without one is one nobody has looked at: received.
  if (decision && (entry.kind !== 'application' || (entry.status ?? 'received') !== decision)) return false;
  if (job && (entry.kind !== 'application' || entry.job?.slug !== job)) return false;
  if (q && !folded(entry.name).includes(folded(q))) return false;
  return true;
}
