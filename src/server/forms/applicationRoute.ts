import type { FastifyReply, FastifyRequest } from 'fastify';
import { languageField } from '../../forms/endpoints';
import { applicationSchema, cvProblem, fileExtension, isCvExtension, validate } from '../../forms/schema';
import { removeCvFile, writeCvFile } from '../store/cvFiles';
import { isBot } from './contactRoute';
import { detectCvType } from './fileType';
import { idempotencyKey } from './idempotency';
import type { FormsPluginOptions } from './plugin';
import { answerContext } from './plugin';
import { ProblemError } from './problem';
import { readMultipart } from './readMultipart';
import { answerSuccess } from './respond';
import { serverTranslator } from './translate';

export async function handleApplication(
  request: FastifyRequest,
  reply: FastifyReply,
  options: FormsPluginOptions,
): Promise<FastifyReply> {
  const key = idempotencyKey(request);
  const { fields, cv } = await readMultipart(request);
  request.formLang = fields[languageField];
  const context = answerContext(request, options.stylesheet);
  const success = (id: string) =>
    answerSuccess(request, reply, context, id, serverTranslator(context.locale).t('forms.application.success'));
  if (isBot(fields)) return success(crypto.randomUUID());

  const result = validate(applicationSchema, fields);
  // A form sent without a file still carries an empty, nameless file part.
  const chosen = cv && (cv.fileName !== '' || cv.bytes.length > 0) ? cv : undefined;
  const cvCode = cvProblem(chosen && { name: chosen.fileName, size: chosen.bytes.length });
  if (!result.ok || cvCode) {
    const errors = { ...(result.ok ? {} : result.errors), ...(cvCode ? { cv: cvCode } : {}) };
    throw new ProblemError(result.ok && cvCode === 'cvType' ? 'unsupportedType' : 'invalidFields', errors);
  }
  if (!chosen) throw new ProblemError('invalidFields', { cv: 'cvRequired' });
  // The name must say what the bytes are: an .exe renamed .pdf or a PDF named .docx is refused.
  const extension = fileExtension(chosen.fileName);
  if (!isCvExtension(extension) || detectCvType(chosen.bytes) !== extension) {
    throw new ProblemError('unsupportedType', { cv: 'cvType' });
  }

  const earlier = key ? options.store.findByIdempotencyKey('application', key) : undefined;
  if (earlier) return success(earlier);
  const file = await writeCvFile(options.store.dataDir, chosen.bytes, extension);
  const stored = options.store.insert(
    {
      kind: 'application',
      data: result.data,
      cv: { file, name: chosen.fileName.slice(-200), size: chosen.bytes.length, type: extension },
    },
    { locale: context.locale, idempotencyKey: key },
  );
  if (stored.duplicate) await removeCvFile(options.store.dataDir, file);
  else options.outbox?.kick();
  return success(stored.id);
}
