import { z } from 'zod';
import { locales } from '../../i18n/locales';
import { applicationStatuses, isDecision, type SubmissionRecord } from '../../submissions/storedSubmission';
import { JobSlug } from './roles';

/**
 * The list's filters, as the page puts them in the address and the server reads them: each is optional, and
 * a value the page would never send is refused (400) rather than quietly ignored, so a mistyped link shows an
 * error instead of everything. `state`: what still needs someone, which is an application without a decision
 * or a contact message not marked handled (`open`), or the rest (`done`). `decision` and `job` narrow to
 * applications; `q` finds a part of the sender's name, whatever its case and accents.
 */
const listStates = ['open', 'done'] as const;
export const ListQuery = z.object({
  kind: z.enum(['contact', 'application']).optional(),
  state: z.enum(listStates).optional(),
  decision: z.enum(applicationStatuses).optional(),
  job: JobSlug.optional(),
  q: z.string().trim().max(100).optional(),
});
export type ListQuery = z.infer<typeof ListQuery>;

/** The openings the list can be narrowed to: those with an application the person may see. */
export const OpeningsReply = z.array(
  z.object({
    slug: JobSlug,
    /** The title the applicant saw, for an opening that has left the site since. */
    title: z.string(),
    titles: z.partialRecord(z.enum(locales), z.string()),
  }),
);
export type OpeningsReply = z.infer<typeof OpeningsReply>;

/**
 * Whether an entry still needs someone: an application until its decision is recorded (received and in
 * review are not decisions), a contact message until it is marked handled. An application has one state,
 * its decision; "handled" is a contact message's alone. The server filters by it, the page marks it.
 */
export const isOpen = (entry: Pick<SubmissionRecord, 'kind' | 'status' | 'handledAt'>): boolean =>
  entry.kind === 'application' ? !isDecision(entry.status) : entry.handledAt === null;

const PotsdamDay = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);
/**
 * The whole trail's filters, as the audit page puts them in the address: who did it (their address), which
 * entry (its id or the start the trail shows), and from and to which Potsdam day, both included.
 */
export const AuditQuery = z.object({
  person: z.string().trim().toLowerCase().max(200).optional(),
  entry: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9-]{0,100}$/)
    .optional(),
  from: PotsdamDay.optional(),
  to: PotsdamDay.optional(),
});
export type AuditQuery = z.infer<typeof AuditQuery>;
