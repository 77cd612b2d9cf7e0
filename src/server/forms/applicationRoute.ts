import type { FastifyReply, FastifyRequest } from 'fastify';
import { rm } from 'node:fs/promises';
import { languageField } from '../../submissions/endpoints';
import type { Locale } from '../../i18n/locales';
import { applicationSchema, cvProblem, fileExtension, isCvExtension, validate } from '../../submissions/schema';
import { commitCvFile, removeCvFile } from '../store/cvFiles';
import { isBot } from './contactRoute';
import { detectCvFileType } from './fileType';
import { earlierSubmission, idempotencyKey, requestFingerprint } from './idempotency';
import { openJob } from './openJobs';
import { ProblemError } from './problem';
import { readMultipart, type UploadedFile } from './readMultipart';
import { answerSuccess } from './respond';
import { answerContext, type FormsPluginOptions } from './routeContext';
import { serverTranslator } from './translate';

export async function handleApplication(
  request: FastifyRequest,
  reply: FastifyReply,
  options: FormsPluginOptions,
  bodyLimit: number,
): Promise<FastifyReply> {
  const key = idempotencyKey(request);
  const { fields, cv } = await readMultipart(request, options.store.dataDir, bodyLimit);
  request.formLang = fields[languageField];
  const context = answerContext(request, options.stylesheet);
  let id: string;
  try {
    id = isBot(fields)
      ? crypto.randomUUID()
      : await storeApplication(request, options, context.locale, key, fields, cv);
  } finally {
    // Before any answer: the upload is either in place under its new name or gone.
    if (cv) await rm(cv.path, { force: true });
  }
  return answerSuccess(request, reply, context, id, serverTranslator(context.locale).t('forms.application.success'));
}

/** Validates and stores an application; returns its id (or the first one's, for a retry). */
async function storeApplication(
  request: FastifyRequest,
  options: FormsPluginOptions,
  locale: Locale,
  key: string | undefined,
  fields: Record<string, string>,
  cv: UploadedFile | undefined,
): Promise<string> {
  const result = validate(applicationSchema, fields);
  // A form sent without a file still carries an empty, nameless file part.
  const chosen = cv && (cv.fileName !== '' || cv.size > 0) ? cv : undefined;
  const cvCode = cvProblem(chosen && { name: chosen.fileName, size: chosen.size });
  // The opening may have closed since the page was opened: the visitor is told, and keeps the form.
  const jobSlug = result.ok ? result.data.job : undefined;
  const job = jobSlug ? openJob(jobSlug, locale) : undefined;
  const jobCode = jobSlug && !job ? ('jobClosed' as const) : undefined;
  if (!result.ok || cvCode || jobCode) {
    const errors = {
      ...(result.ok ? {} : result.errors),
      ...(jobCode ? { job: jobCode } : {}),
      ...(cvCode ? { cv: cvCode } : {}),
    };
    throw new ProblemError(result.ok && !jobCode && cvCode === 'cvType' ? 'unsupportedType' : 'invalidFields', errors);
  }
  if (!chosen) throw new ProblemError('invalidFields', { cv: 'cvRequired' });
  // The name must say what the bytes are: an .exe renamed .pdf or a PDF named .docx is refused.
  const extension = fileExtension(chosen.fileName);
  if (!isCvExtension(extension) || (await detectCvFileType(chosen.path)) !== extension) {
    throw new ProblemError('unsupportedType', { cv: 'cvType' });
  }

  const fingerprint = requestFingerprint(result.data, chosen.sha256);
  const earlier = key
    ? earlierSubmission(await options.store.run((store) => store.findByIdempotencyKey('application', key)), fingerprint)
    : undefined;
  if (earlier) return earlier;
  const file = await commitCvFile(options.store.dataDir, chosen.path, extension);
  const stored = await options.store
    .run((store) =>
      store.insert(
        {
          kind: 'application',
          data: result.data,
          job,
          cv: { file, name: chosen.fileName, size: chosen.size, type: extension },
        },
        { locale, idempotencyKey: key, requestHash: fingerprint },
      ),
    )
    .catch(async (error: unknown) => {
      // No row, no file: a CV nobody refers to is never left behind.
      await removeCvFile(options.store.dataDir, file);
      throw error;
    });
  if (stored.duplicate) await removeCvFile(options.store.dataDir, file);
  if (stored.conflict) throw new ProblemError('idempotencyConflict');
  if (!stored.duplicate) {
    options.outbox?.kick();
    // The e-mail carries the opening's title as the site names it, never a word the applicant typed.
    await options
      .receipt?.({ id: stored.id, email: result.data.email, locale, jobTitle: job?.title })
      .catch((error: unknown) =>
        request.log.error({ err: error, submission: stored.id }, 'applicant receipt not queued'),
      );
  }
  return stored.id;
}
