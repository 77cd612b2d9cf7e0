import type { AuthenticationResponseJSON, RegistrationResponseJSON } from '@simplewebauthn/browser';
import { z } from 'zod';
import { fieldLimits } from '../../submissions/fields';
import { applicationStatuses } from '../../submissions/storedSubmission';
import { StaffAccess } from './roles';

/**
 * The inbox's requests, one zod schema per body: the server declares each route's body with it (a body that
 * does not fit is refused, 400, before the route runs), and the browser's `api()` takes it beside the reply's,
 * so a request it would refuse does not compile.
 */

/** A request that carries nothing (a sign-in's options, a sign-out, a mark): an empty JSON object. */
export const EmptyRequest = z.object({});

/** Whom an enrolment link is for: its token, as the link carries it. */
export const EnrolmentRequest = z.object({ token: z.string().min(1).max(200) });

const base64url = z.string().regex(/^[\w-]*$/);
/** What the server reads of a new passkey's registration (@simplewebauthn checks the rest, signature and all). */
const RegistrationShape = z.object({
  id: base64url.min(1),
  rawId: base64url.min(1),
  type: z.literal('public-key'),
  response: z.object({ clientDataJSON: base64url, attestationObject: base64url }),
  clientExtensionResults: z.record(z.string(), z.unknown()),
});
/** What the server reads of a passkey's assertion (a sign-in, a confirmation). */
const AssertionShape = z.object({
  id: base64url.min(1),
  rawId: base64url.min(1),
  type: z.literal('public-key'),
  response: z.object({ clientDataJSON: base64url, authenticatorData: base64url, signature: base64url }),
  clientExtensionResults: z.record(z.string(), z.unknown()),
});
/** The browser's answers to the passkey prompts, typed as @simplewebauthn writes and reads them, their shape checked. */
const RegistrationResponse = z.custom<RegistrationResponseJSON>((value) => RegistrationShape.safeParse(value).success);
const AuthenticationResponse = z.custom<AuthenticationResponseJSON>((value) => AssertionShape.safeParse(value).success);

/** The answer to the enrolment link's passkey prompt. */
export const EnrolRequest = EnrolmentRequest.extend({ response: RegistrationResponse });
/** A new passkey of the signed-in person. */
export const RegistrationRequest = z.object({ response: RegistrationResponse });
/** A sign-in, or the confirmation before a passkey is added or removed. */
export const AssertionRequest = z.object({ response: AuthenticationResponse });

/** A status change: the status, and the day a decision took effect ("YYYY-MM-DD"; ignored for the others). */
export const StatusRequest = z.object({
  status: z.enum(applicationStatuses),
  decidedOn: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/)
    .optional(),
});

/**
 * A passkey's new name, as its owner types it: one line, short, without control or direction characters
 * (which could make it read as another name in the trail and the e-mails).
 */
export const PasskeyNameRequest = z.object({
  name: z
    .string()
    .trim()
    .min(1)
    .max(60)
    .regex(/^[^\p{Cc}\p{Cf}]*$/u),
});

/** A note on an entry: its words, trimmed, at most a few pages. */
export const NoteRequest = z.object({ text: z.string().trim().min(1).max(5000) });

/** The replies HR sends an applicant from the inbox; the words are the inbox's (words/mail/). */
export const replyTemplates = ['receipt', 'invitation', 'rejection'] as const;
export type ReplyTemplate = (typeof replyTemplates)[number];
/** A reply: its template and its words as HR edited them; whom it goes to is the server's to know. */
export const ReplyRequest = z.object({
  template: z.enum(replyTemplates),
  subject: z.string().trim().min(1).max(300),
  body: z.string().trim().min(1).max(20_000),
});

/** A person's new role, and for a hiring manager the openings they see (an admin's change in the inbox). */
export { StaffAccess as RoleRequest } from './roles';

/**
 * An admin's invitation from the people page: the colleague's address (the server says whether it is one it
 * can send to, `badAddress`), their role and, for a hiring manager, the openings.
 */
export const InviteRequest = StaffAccess.extend({ email: z.string().trim().min(1).max(fieldLimits.email) });
