import type {
  PublicKeyCredentialCreationOptionsJSON,
  PublicKeyCredentialRequestOptionsJSON,
} from '@simplewebauthn/browser';
import { z } from 'zod';

/**
 * The inbox's API, one zod schema per reply: the server declares each route's reply with it (its serializer
 * checks what it sends), the browser parses each answer with it. A changed reply fails the compiler on both sides.
 */

export const Kind = z.enum(['contact', 'application']);
export const AuditAction = z.enum(['opened', 'downloaded', 'handled', 'deleted']);

/** One line of the list: what tells the entries apart. */
export const ListItem = z.object({
  id: z.string(),
  kind: Kind,
  createdAt: z.number(),
  name: z.string(),
  email: z.string(),
  topic: z.string().nullable(),
  hasCv: z.boolean(),
  handledAt: z.number().nullable(),
});
export const ListReply = z.array(ListItem);

/** One line of an audit trail; `summary` is the sender's name, so a deleted entry's line still says something. */
export const AuditLine = z.object({
  id: z.string(),
  at: z.number(),
  staffEmail: z.string(),
  action: AuditAction,
  submissionId: z.string(),
  kind: Kind,
  summary: z.string(),
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
  retentionDate: z.number().nullable(),
  audit: AuditReply,
});

/** What the entry's page shows anew after "handled", without opening it again (which the trail would count). */
export const HandledReply = z.object({ handledAt: z.number(), handledBy: z.string(), audit: AuditReply });

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
]);
export const ErrorReply = z.object({ error: StaffRefusal });

export type Kind = z.infer<typeof Kind>;
export type AuditAction = z.infer<typeof AuditAction>;
export type ListItem = z.infer<typeof ListItem>;
export type AuditLine = z.infer<typeof AuditLine>;
export type Entry = z.infer<typeof EntryReply>;
export type Me = z.infer<typeof MeReply>;
export type StaffRefusal = z.infer<typeof StaffRefusal>;

/** Every refusal, as a route declares it next to its reply. */
export const refusals = { '4xx': ErrorReply, '5xx': ErrorReply } as const;
