import type {
  PublicKeyCredentialCreationOptionsJSON,
  PublicKeyCredentialRequestOptionsJSON,
} from '@simplewebauthn/browser';
import { z } from 'zod';
import { applicationStatuses } from '../../forms/storedSubmission';
import { locales } from '../../i18n/locales';

/**
 * The inbox's API, one zod schema per reply: the server declares each route's reply with it (its serializer
 * checks what it sends), the browser parses each answer with it. A changed reply fails the compiler on both sides.
 */

const Kind = z.enum(['contact', 'application']);
const AuditAction = z.enum(['opened', 'downloaded', 'handled', 'status', 'deleted']);
/** An application's status; a contact message has none. */
const ApplicationStatus = z.enum(applicationStatuses);

/** One line of the list: what tells the entries apart. */
export const ListItem = z.object({
  id: z.string(),
  kind: Kind,
  createdAt: z.number(),
  name: z.string(),
  email: z.string(),
  topic: z.string().nullable(),
  /** The job applied for, titled in each language the site publishes it in (none once it has left the site). */
  jobTitles: z.partialRecord(z.enum(locales), z.string()),
  hasCv: z.boolean(),
  handledAt: z.number().nullable(),
  status: ApplicationStatus.nullable(),
  /** An application older than three months without a decision: kept, and shown as a reminder. */
  awaitsDecision: z.boolean(),
});
export const ListReply = z.array(ListItem);

/** One line of an audit trail: the entry by its id and kind, never by who sent it (privacy policy). */
export const AuditLine = z.object({
  id: z.string(),
  at: z.number(),
  staffEmail: z.string(),
  action: AuditAction,
  submissionId: z.string(),
  kind: Kind,
  /** The new status of a status change. */
  detail: ApplicationStatus.nullable(),
  /** The entry is gone (deleted by staff or by retention): the line says so. */
  entryDeleted: z.boolean(),
});
export const AuditReply = z.array(AuditLine);

/** One entry, everything the visitor sent (never the CV's file on disk), with its audit trail. */
export const EntryReply = ListItem.extend({
  locale: z.string(),
  service: z.string().nullable(),
  phone: z.string().nullable(),
  position: z.string().nullable(),
  /** The job opening applied for (issue 41), when the visitor chose one. */
  job: z.object({ slug: z.string(), title: z.string() }).nullable(),
  message: z.string().nullable(),
  cv: z.object({ name: z.string(), size: z.number(), type: z.string() }).nullable(),
  handledBy: z.string().nullable(),
  decidedAt: z.number().nullable(),
  /** The day retention deletes it; null while nothing lets it go (no decision, not handled). */
  retentionDate: z.number().nullable(),
  /** The periods the privacy policy states, as this server keeps them. */
  retention: z.object({ applicationMonths: z.number(), contactDays: z.number(), hiredDays: z.number() }),
  audit: AuditReply,
});

/** What the entry's page shows anew after "handled", without opening it again (which the trail would count). */
export const HandledReply = z.object({
  handledAt: z.number(),
  handledBy: z.string(),
  retentionDate: z.number().nullable(),
  audit: AuditReply,
});

/** A status change: the status, and the day a decision took effect ("YYYY-MM-DD"; ignored for the others). */
export const StatusRequest = z.object({
  status: ApplicationStatus,
  decidedOn: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/)
    .optional(),
});
/** What the entry's page shows anew after a status change. */
export const StatusReply = z.object({
  status: ApplicationStatus,
  decidedAt: z.number().nullable(),
  retentionDate: z.number().nullable(),
  audit: AuditReply,
});

/** The signed-in person and their passkeys. */
export const MeReply = z.object({
  email: z.string(),
  passkeys: z.array(z.object({ createdAt: z.number(), lastUsedAt: z.number().nullable() })),
});

/** Whom an enrolment link is for; and whom a session was started for (enrolment, sign-in). */
export const EmailReply = z.object({ email: z.string() });
export const AddedReply = z.object({ ok: z.literal(true) });
/** Sign-out and deletion answer 204, without a body. */
export const NoContent = z.undefined();

const hasChallenge = (value: unknown): boolean =>
  typeof value === 'object' && value !== null && 'challenge' in value && typeof value.challenge === 'string';
/** The WebAuthn options @simplewebauthn writes and reads: passed through whole, their challenge checked. */
export const CreationOptionsReply = z.custom<PublicKeyCredentialCreationOptionsJSON>(hasChallenge);
export const RequestOptionsReply = z.custom<PublicKeyCredentialRequestOptionsJSON>(hasChallenge);

/** Refusals the inbox answers with, each a code its page translates. */
export const StaffRefusal = z.enum([
  'signedOut',
  'origin',
  'notFound',
  'linkUnknown',
  'linkUsed',
  'linkExpired',
  'passkeyRefused',
  'badRequest',
  'unavailable',
  'rateLimited',
  'failed',
  'badDate',
]);
export const ErrorReply = z.object({ error: StaffRefusal });

export type ListItem = z.infer<typeof ListItem>;
export type AuditLine = z.infer<typeof AuditLine>;
export type Entry = z.infer<typeof EntryReply>;
export type Me = z.infer<typeof MeReply>;
export type StaffRefusal = z.infer<typeof StaffRefusal>;

/** Every refusal, as a route declares it next to its reply. */
export const refusals = { '4xx': ErrorReply, '5xx': ErrorReply } as const;
