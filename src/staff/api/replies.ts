import type {
  PublicKeyCredentialCreationOptionsJSON,
  PublicKeyCredentialRequestOptionsJSON,
} from '@simplewebauthn/browser';
import { z } from 'zod';
import { applicationStatuses } from '../../submissions/storedSubmission';
import { locales } from '../../i18n/locales';
import { StaffRole } from './roles';

/**
 * The inbox's API, one zod schema per reply: the server declares each route's reply with it (its serializer
 * checks what it sends), the browser parses each answer with it. A changed reply fails the compiler on both sides.
 */

const Kind = z.enum(['contact', 'application']);
/** What the trail records about one entry. */
const entryActions = [
  'opened',
  'downloaded',
  'exported',
  'handled',
  'status',
  'deleted',
  'noted',
  'replied',
  /** The applicant downloaded their copy on their private page (no person of staff: its line names none). */
  'applicant-copied',
  /** The applicant withdrew on their private page; the detail is the status and its day ("withdrawn 2026-12-07"). */
  'applicant-withdrew',
] as const;
/** What it records about the list, the people and their passkeys. */
const accountActions = [
  'listed',
  'signed-in',
  'sign-in-refused',
  'signed-out',
  'signed-out-everywhere',
  'enrolled',
  'passkey-added',
  'passkey-removed',
  /** A passkey renamed by its owner: the detail is "old name → new name". */
  'passkey-renamed',
  'invited',
  'removed',
  /** A person's role changed: the detail names them and the new role ("a@example.com hiring-manager engineer"). */
  'role-changed',
  /** A works-council window opened (or its end moved): the detail names the opening and its last day ("engineer 2026-12-14"). */
  'council-opened',
  /** A works-council window closed early: the detail names the opening. */
  'council-closed',
] as const;
export const AuditAction = z.enum([...entryActions, ...accountActions]);
export type AuditAction = z.infer<typeof AuditAction>;
/** Why a sign-in was refused, as the trail records it. */
export const signInRefusalReasons = ['unknown-passkey', 'not-verified', 'no-challenge'] as const;
export type SignInRefusalReason = (typeof signInRefusalReasons)[number];
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
  /** A contact message a month old that nobody marked handled: listed as a reminder, with the day it goes. */
  awaitsHandling: z.boolean(),
  /** The start of the Potsdam day retention deletes it; null while nothing lets it go (an application without a decision). */
  retentionDate: z.number().nullable(),
});
export const ListReply = z.array(ListItem);

/**
 * One line of an audit trail: the entry by its id and kind, never by who sent it (privacy policy); or what
 * happened to a person or passkey.
 */
export const AuditLine = z.object({
  id: z.string(),
  at: z.number(),
  /** Who did it; null: the operator at the command line, or a refused sign-in by nobody known. */
  staffEmail: z.string().nullable(),
  action: AuditAction,
  submissionId: z.string().nullable(),
  kind: Kind.nullable(),
  /** The new status, the passkey's name, the refusal's reason, or the person the operator invited or removed. */
  detail: z.string().nullable(),
  /** The client's address of a sign-in or refusal. */
  address: z.string().nullable(),
  /** The entry is gone (deleted by staff or by retention): the line says so. */
  entryDeleted: z.boolean(),
});
export const AuditReply = z.array(AuditLine);
/** The detail of a "deleted" line that no person wrote: the server's retention deleted the entry. */
export const deletedByRetention = 'retention';

/** A note a staff member wrote on an entry (the trail says one was written, never its words). */
const Note = z.object({ id: z.string(), staffEmail: z.string(), at: z.number(), text: z.string() });
/** A reply sent to the entry's sender from the inbox: which template, in which language, what it said. */
const SentReply = z.object({
  id: z.string(),
  staffEmail: z.string(),
  at: z.number(),
  template: z.string(),
  locale: z.string(),
  subject: z.string(),
  body: z.string(),
});

/** One entry, everything the visitor sent (never the CV's file on disk), with its audit trail. */
export const EntryReply = ListItem.extend({
  locale: z.string(),
  service: z.string().nullable(),
  phone: z.string().nullable(),
  position: z.string().nullable(),
  /** The job opening applied for, when the visitor chose one. */
  job: z.object({ slug: z.string(), title: z.string() }).nullable(),
  message: z.string().nullable(),
  cv: z.object({ name: z.string(), size: z.number(), type: z.string() }).nullable(),
  handledBy: z.string().nullable(),
  /** The decision's day, as noon UTC of that Potsdam day. */
  decidedAt: z.number().nullable(),
  /** The periods the privacy policy states, as this server keeps them. */
  retention: z.object({
    applicationMonths: z.number(),
    contactDays: z.number(),
    contactUnhandledMonths: z.number(),
    hiredDays: z.number(),
  }),
  audit: AuditReply,
  notes: z.array(Note),
  replies: z.array(SentReply),
});

/**
 * What the entry's page shows anew after a reply: the replies sent, the trail, and the status (a rejection
 * sent records the decision "rejected" on today's Potsdam day).
 */
export const RepliedReply = z.object({
  replies: z.array(SentReply),
  audit: AuditReply,
  status: ApplicationStatus.nullable(),
  decidedAt: z.number().nullable(),
  retentionDate: z.number().nullable(),
});

/** What the entry's page shows anew after a note: the notes and the trail. */
export const NotesReply = z.object({ notes: z.array(Note), audit: AuditReply });

/** What the entry's page shows anew after "handled", without opening it again (which the trail would count). */
export const HandledReply = z.object({
  handledAt: z.number(),
  handledBy: z.string(),
  retentionDate: z.number().nullable(),
  audit: AuditReply,
});

/** What the entry's page shows anew after a status change; `unchanged`: it was the saved status and day already. */
export const StatusReply = z.object({
  status: ApplicationStatus,
  decidedAt: z.number().nullable(),
  retentionDate: z.number().nullable(),
  audit: AuditReply,
  unchanged: z.boolean(),
});

/** The signed-in person and their passkeys: each named by its authenticator (when known) and its id (passkeyName.ts). */
export const MeReply = z.object({
  email: z.string(),
  role: StaffRole,
  jobs: z.array(z.string()),
  passkeys: z.array(
    z.object({
      id: z.string(),
      authenticator: z.string().nullable(),
      /** The name its owner gave it, if any. */
      label: z.string().nullable(),
      createdAt: z.number(),
      lastUsedAt: z.number().nullable(),
    }),
  ),
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
  /** A decision is recorded: the status may change to another decision only, never back to received or in review. */
  'decided',
  /** Adding a passkey needs a fresh confirmation with one the person has (minutes old at most). */
  'verifyFirst',
  /** The last passkey cannot be removed: the person could never sign in again. */
  'lastPasskey',
  /** The person's role does not let them see or change this (an entry, the whole trail, the people, the rebuild). */
  'forbidden',
  /** The inbox keeps one admin at least: nobody could manage people there again. */
  'lastAdmin',
  /** An invitation to something that is no e-mail address the inbox could send a link to. */
  'badAddress',
  /** An invitation to a person who already has a passkey: they add more on their own account page. */
  'alreadyMember',
  /** A hiring manager named for an opening the site does not publish. */
  'unknownOpening',
]);
export const ErrorReply = z.object({ error: StaffRefusal });

export type ListItem = z.infer<typeof ListItem>;
export type AuditLine = z.infer<typeof AuditLine>;
export type Entry = z.infer<typeof EntryReply>;
export type Me = z.infer<typeof MeReply>;
export type StaffRefusal = z.infer<typeof StaffRefusal>;

/** Every refusal, as a route declares it next to its reply. */
export const refusals = { '4xx': ErrorReply, '5xx': ErrorReply } as const;
