import type { FastifyReply, FastifyRequest } from 'fastify';
import { honeypotField } from '../../submissions/endpoints';
import { contactSchema, validate } from '../../submissions/schema';
import { idempotencyKey, requestFingerprint } from './idempotency';
import { ProblemError } from './problem';
import { answerSuccess } from './respond';
import { answerContext, type FormsPluginOptions } from './routeContext';
import { serverTranslator } from './translate';

/** A filled honeypot means a bot: it is answered like a person and nothing is stored. */
export function isBot(fields: Record<string, unknown>): boolean {
  const trap = fields[honeypotField];
  return typeof trap === 'string' && trap.trim() !== '';
}

function asFields(body: unknown): Record<string, unknown> {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) throw new ProblemError('malformed');
  return body as Record<string, unknown>;
}

export async function handleContact(
  request: FastifyRequest,
  reply: FastifyReply,
  options: FormsPluginOptions,
): Promise<FastifyReply> {
  const context = answerContext(request, options.stylesheet);
  if (request.isMultipart()) throw new ProblemError('unsupportedType');
  const fields = asFields(request.body);
  const key = idempotencyKey(request);
  const success = (id: string) =>
    answerSuccess(request, reply, context, id, serverTranslator(context.locale).t('forms.contact.success'));
  if (isBot(fields)) return success(crypto.randomUUID());
  const result = validate(contactSchema, fields);
  if (!result.ok) throw new ProblemError('invalidFields', result.errors);
  const stored = await options.store.run((store) =>
    store.insert(
      { kind: 'contact', data: result.data },
      { locale: context.locale, idempotencyKey: key, requestHash: requestFingerprint(result.data) },
    ),
  );
  if (stored.conflict) throw new ProblemError('idempotencyConflict');
  if (!stored.duplicate) options.outbox?.kick();
  return success(stored.id);
}
