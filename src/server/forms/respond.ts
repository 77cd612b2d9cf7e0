import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Locale } from '../../i18n/locales';
import { problemDocument, problemStatus, ProblemError, sendProblem } from './problem';
import { renderResultPage } from './resultPage';

/** A form sent by the browser without JavaScript wants a page back; our script asks for JSON. */
function wantsPage(request: FastifyRequest): boolean {
  const accept = request.headers.accept ?? '';
  const type = request.headers['content-type'] ?? '';
  return accept.includes('text/html') && !type.includes('application/json');
}

export interface AnswerContext {
  locale: Locale;
  formPath: string;
  stylesheet: string | undefined;
}

export function answerSuccess(
  request: FastifyRequest,
  reply: FastifyReply,
  context: AnswerContext,
  id: string,
  message: string,
): FastifyReply {
  if (wantsPage(request)) {
    return reply
      .code(200)
      .header('Cache-Control', 'no-store')
      .type('text/html; charset=utf-8')
      .send(renderResultPage({ ...context, outcome: { ok: true, message } }));
  }
  return reply.code(201).header('Cache-Control', 'no-store').send({ id, status: 'received' });
}

export function answerProblem(
  request: FastifyRequest,
  reply: FastifyReply,
  context: AnswerContext,
  problem: ProblemError,
): FastifyReply {
  if (!wantsPage(request)) return sendProblem(reply, context.locale, problem);
  if (problem.retryAfterSeconds !== undefined) reply.header('Retry-After', String(problem.retryAfterSeconds));
  return reply
    .code(problemStatus[problem.kind])
    .header('Content-Language', context.locale)
    .type('text/html; charset=utf-8')
    .send(renderResultPage({ ...context, outcome: { ok: false, problem: problemDocument(context.locale, problem) } }));
}
