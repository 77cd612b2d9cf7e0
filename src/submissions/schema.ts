/**
 * THE form schema: the browser validates with it before sending, the server validates with it before
 * storing, and its error codes name the translated messages (`forms.errors.<code>`). The browser loads it
 * on the first submit; the plain rules it builds on are in fields.ts.
 */
import * as z from 'zod/mini';
import {
  contactServices,
  fieldLimits,
  jobSlugPattern,
  type ApplicationField,
  type ContactField,
  type FieldErrorCode,
  type FieldErrors,
} from './fields';
import { directionControls } from './shownText';

export * from './fields';

// Control characters (C0 other than tab and line breaks in long text, DEL, C1), U+FFFD, which stands for
// bytes that were not valid UTF-8, and lone surrogates (half a character, which no text encoding can
// store or mail) are never part of an honest message.
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const controlInText = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F\uFFFD]|[\uD800-\uDFFF]/u;
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const controlInLine = /[\u0000-\u001F\u007F-\u009F\uFFFD]|[\uD800-\uDFFF]/u;
// Plain text only: something that looks like an HTML tag is refused rather than stored and mailed.
const markupTag = /<\s*\/?\s*[a-z!?][^>]*>/i;
const phonePattern = /^\+?[0-9 ()/.-]{3,}$/;

const plain = (pattern: RegExp) => z.refine<string>((value) => !pattern.test(value), { error: 'invalidCharacters' });
const noMarkup = z.refine<string>((value) => !markupTag.test(value), { error: 'markup' });
const maxLength = (limit: number) => z.maxLength(limit, { error: 'tooLong' });

// A one-line field (a name, a position) is stored without characters that change the direction of the text
// after them: staff read it in lists and e-mails, where they could make it read backwards.
const withoutDirectionControls = z.overwrite<string>((value) => value.replace(directionControls, ''));
const requiredLine = (limit: number) =>
  z
    .string()
    .check(
      withoutDirectionControls,
      z.trim(),
      z.minLength(1, { error: 'required' }),
      maxLength(limit),
      plain(controlInLine),
      noMarkup,
    );
const optionalLine = (limit: number) =>
  z.optional(z.string().check(withoutDirectionControls, z.trim(), maxLength(limit), plain(controlInLine), noMarkup));
const email = z
  .string()
  .check(
    z.trim(),
    z.minLength(1, { error: 'required' }),
    maxLength(fieldLimits.email),
    z.email({ error: 'invalidEmail' }),
  );

export const contactSchema = z.object({
  name: requiredLine(fieldLimits.name),
  email,
  service: z.enum(contactServices, { error: 'invalidOption' }),
  message: z
    .string()
    .check(
      z.trim(),
      z.minLength(1, { error: 'required' }),
      maxLength(fieldLimits.message),
      plain(controlInText),
      noMarkup,
    ),
});
export type ContactSubmission = z.infer<typeof contactSchema>;

/** The application's text fields; the CV is checked by `cvProblem` (browser) and by its bytes (server). */
export const applicationSchema = z.object({
  name: requiredLine(fieldLimits.name),
  email,
  phone: z.optional(
    z.string().check(
      z.trim(),
      maxLength(fieldLimits.phone),
      z.refine<string>((value) => value === '' || phonePattern.test(value), { error: 'invalidPhone' }),
    ),
  ),
  position: optionalLine(fieldLimits.position),
  /** The job opening applied for, by its slug; empty for a speculative application. Open or not: the server checks. */
  job: z.optional(
    z.string().check(
      z.trim(),
      maxLength(fieldLimits.job),
      z.refine<string>((value) => value === '' || jobSlugPattern.test(value), { error: 'invalid' }),
    ),
  ),
  message: z.optional(z.string().check(z.trim(), maxLength(fieldLimits.message), plain(controlInText), noMarkup)),
});
export type ApplicationSubmission = z.infer<typeof applicationSchema>;

// The field names in fields.ts must be exactly the schema's (checked by the compiler).
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
type Assert<T extends true> = T;
export type ContactFieldNamesMatch = Assert<Same<keyof ContactSubmission, ContactField>>;
export type ApplicationFieldNamesMatch = Assert<Same<keyof ApplicationSubmission | 'cv', ApplicationField>>;

const knownCodes = new Set<string>([
  'required',
  'tooLong',
  'invalidEmail',
  'invalidPhone',
  'invalidOption',
  'invalidCharacters',
  'markup',
  'invalid',
]);

type ParseResult<T> = { ok: true; data: T } | { ok: false; errors: FieldErrors<string> };

/** Validates with a schema and keeps the first error code of each field. */
export function validate<T>(schema: z.ZodMiniType<T>, input: unknown): ParseResult<T> {
  const result = schema.safeParse(input);
  if (result.success) return { ok: true, data: result.data };
  const errors: FieldErrors<string> = {};
  for (const issue of result.error.issues) {
    const field = String(issue.path[0] ?? '');
    if (!field || field in errors) continue;
    // A field left empty is "required", whatever check noticed it first (type, option list or length).
    const raw = (input as Record<string, unknown> | null)?.[field];
    const missing = raw === undefined || (typeof raw === 'string' && raw.trim() === '');
    errors[field] = missing
      ? 'required'
      : knownCodes.has(issue.message)
        ? (issue.message as FieldErrorCode)
        : 'invalid';
  }
  return { ok: false, errors };
}
