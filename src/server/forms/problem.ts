import type { FastifyReply } from 'fastify';
import type { FieldErrorCode, FieldErrors } from '../../submissions/schema';
import { fieldMessage as translatedFieldMessage } from '../../submissions/fieldMessage';
import type { Locale } from '../../i18n/locales';
import { serverTranslator } from './translate';

export type ProblemKind =
  | 'malformed'
  | 'tooLarge'
  | 'unsupportedType'
  | 'invalidFields'
  | 'idempotencyConflict'
  | 'crossSite'
  | 'rateLimited'
  | 'notFound'
  | 'methodNotAllowed'
  | 'unavailable'
  | 'serverError';

export const problemStatus: Record<ProblemKind, number> = {
  malformed: 400,
  tooLarge: 413,
  unsupportedType: 415,
  invalidFields: 422,
  idempotencyConflict: 422,
  crossSite: 403,
  rateLimited: 429,
  notFound: 404,
  methodNotAllowed: 405,
  unavailable: 503,
  serverError: 500,
};

interface FieldProblem {
  field: string;
  code: FieldErrorCode;
  message: string;
}

/** An RFC 9457 problem document, in the request's language. */
export interface ProblemDocument {
  type: 'about:blank';
  status: number;
  title: string;
  detail: string;
  errors?: FieldProblem[];
}

export class ProblemError extends Error {
  constructor(
    readonly kind: ProblemKind,
    readonly fieldErrors: FieldErrors<string> = {},
    readonly retryAfterSeconds?: number,
  ) {
    super(kind);
  }
}

function fieldMessage(locale: Locale, field: string, code: FieldErrorCode): string {
  return translatedFieldMessage(serverTranslator(locale).t, field, code) ?? '';
}

export function problemDocument(locale: Locale, problem: ProblemError): ProblemDocument {
  const { t } = serverTranslator(locale);
  const minutes = Math.max(1, Math.ceil((problem.retryAfterSeconds ?? 60) / 60));
  const errors = Object.entries(problem.fieldErrors).flatMap(([field, code]) =>
    code ? [{ field, code, message: fieldMessage(locale, field, code) }] : [],
  );
  return {
    type: 'about:blank',
    status: problemStatus[problem.kind],
    title: t(`forms.problems.${problem.kind}.title`),
    detail: t(`forms.problems.${problem.kind}.detail`, { minutes }),
    ...(errors.length > 0 ? { errors } : {}),
  };
}

export function sendProblem(reply: FastifyReply, locale: Locale, problem: ProblemError): FastifyReply {
  if (problem.retryAfterSeconds !== undefined) reply.header('Retry-After', String(problem.retryAfterSeconds));
  if (problem.kind === 'methodNotAllowed') reply.header('Allow', 'POST');
  return reply
    .code(problemStatus[problem.kind])
    .header('Content-Language', locale)
    .type('application/problem+json; charset=utf-8')
    .send(problemDocument(locale, problem));
}
