import multipart from '@fastify/multipart';
import rateLimit from '@fastify/rate-limit';
import type { FastifyError, FastifyInstance, FastifyRequest } from 'fastify';
import { formEndpoints, formsApiPrefix } from '../../submissions/endpoints';
import type { FormName, SiteMetrics } from '../metrics/siteMetrics';
import { clientKey } from '../clientAddress';
import { closeGently } from '../closeGently';
import { DatabaseUnavailableError } from '../../serverKit';
import { handleApplication } from './applicationRoute';
import { handleContact } from './contactRoute';
import { isCrossSitePost } from './crossSite';
import { answerContext, type FormsPluginOptions } from './routeContext';
import { ProblemError, type ProblemKind } from './problem';
import { answerProblem } from './respond';
import { multipartLimits } from './readMultipart';
import { parseStrictForm, parseStrictJson } from './strictBody';
import { uploadGate } from './uploadGate';

/** Text forms are small: the longest message is 5000 characters. */
const textBodyLimit = 64 * 1024;
/** One CV of at most 5 MB plus the text fields and multipart framing. */
export const applicationBodyLimit = multipartLimits.fileSize + 256 * 1024;
/** Seconds a visitor is asked to wait when the store cannot take a submission. */
const storeRetryAfterSeconds = 60;

const diskFull = (error: FastifyError): boolean => error.code === 'ENOSPC' || error.code === 'EDQUOT';

/** Maps parser and plugin errors to the problem the visitor is told about. */
function problemFor(error: FastifyError): ProblemError {
  if (error instanceof ProblemError) return error;
  if (error instanceof DatabaseUnavailableError) return new ProblemError('unavailable', {}, storeRetryAfterSeconds);
  // The disk filled up while a CV was written: nothing the visitor did, and it passes once space is freed.
  if (diskFull(error)) return new ProblemError('unavailable', {}, storeRetryAfterSeconds);
  if (error.code === 'FST_REQ_FILE_TOO_LARGE') return new ProblemError('tooLarge', { cv: 'cvTooLarge' });
  const byStatus: Partial<Record<number, ProblemKind>> = {
    400: 'malformed',
    406: 'unsupportedType',
    413: 'tooLarge',
    415: 'unsupportedType',
  };
  const kind = byStatus[error.statusCode ?? 500];
  if (kind) return new ProblemError(kind);
  // Errors without a status during body parsing (broken multipart framing, bad encodings) are the client's.
  if (error.statusCode === undefined && /multipart|boundary|unexpected end|malformed|part/i.test(error.message)) {
    return new ProblemError('malformed');
  }
  return new ProblemError('serverError');
}

const formByEndpoint: Record<string, FormName> = {
  [formEndpoints.contact]: 'contact',
  [formEndpoints.application]: 'application',
};

/** Every post to a form, counted by its outcome: stored, refused (with the reason the visitor was told), or failed. */
function countSubmissions(app: FastifyInstance, metrics: SiteMetrics): void {
  app.addHook('onResponse', (request, reply, done) => {
    const form = request.method === 'POST' ? formByEndpoint[request.routeOptions.url ?? ''] : undefined;
    if (form) {
      if (reply.statusCode < 300) metrics.countSubmission(form, 'accepted');
      else if (reply.statusCode >= 500 && request.formProblem !== 'unavailable')
        metrics.countSubmission(form, 'failed', request.formProblem ?? 'error');
      else metrics.countSubmission(form, 'refused', request.formProblem ?? 'aborted');
    }
    done();
  });
}

/** The visitor went away mid-request (closed the tab, lost the network): nothing of ours failed. */
const clientAborted = (request: FastifyRequest): boolean => request.raw.destroyed && !request.raw.complete;

/** POST /api/contact and /api/applications, validated with the shared schema and stored before answering. */
export async function formsPlugin(app: FastifyInstance, options: FormsPluginOptions): Promise<void> {
  // Only the types the forms send: JSON from our script, form-encoded and multipart from the browser.
  app.removeAllContentTypeParsers();
  const strict =
    (parse: (body: Buffer) => unknown) =>
    (_request: FastifyRequest, body: string | Buffer, done: (error: Error | null, value?: unknown) => void) => {
      try {
        done(null, parse(body as Buffer));
      } catch {
        done(new ProblemError('malformed'), undefined);
      }
    };
  app.addContentTypeParser(
    'application/json',
    { parseAs: 'buffer', bodyLimit: textBodyLimit },
    strict(parseStrictJson),
  );
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'buffer', bodyLimit: textBodyLimit },
    strict(parseStrictForm),
  );
  await app.register(multipart, { limits: multipartLimits });

  // Before the rate limit: a page of another site must not spend its visitors' budgets either.
  app.addHook('onRequest', (request, _reply, done) => {
    if (request.method !== 'POST' || !isCrossSitePost(request, options.publicOrigins)) {
      done();
      return;
    }
    request.log.warn(
      { origin: request.headers.origin, fetchSite: request.headers['sec-fetch-site'] },
      'cross-site form post refused',
    );
    done(new ProblemError('crossSite'));
  });
  await app.register(rateLimit, {
    global: false,
    // Counted under a keyed hash of the address, never the address (../rateLimit).
    store: options.store.rateLimit.store,
    // Clients are counted as the connection and upload limits count them: IPv6 by /64.
    keyGenerator: (request) => clientKey(request.ip),
    errorResponseBuilder: (request, context) => {
      request.log.info({ max: context.max }, 'form post refused: rate limit reached');
      return new ProblemError('rateLimited', {}, Math.ceil(context.ttl / 1000));
    },
  });

  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (clientAborted(request)) {
      request.log.info({ reason: error.message }, 'client closed the connection before the request was complete');
      return reply.code(400).send();
    }
    const problem = problemFor(error);
    request.formProblem = problem.kind;
    // Every refusal leaves a line: ours at error, the store's at warn, the visitor's at info.
    if (problem.kind === 'serverError') request.log.error(error);
    else
      request.log[problem.kind === 'unavailable' ? 'warn' : 'info'](
        { problem: problem.kind, fields: problem.fieldErrors },
        'form post refused',
      );
    // A body left unread is not read to its end (it may be huge): the connection closes after the answer,
    // gently, so that the answer is not lost to a reset.
    if (!request.raw.complete) {
      reply.header('Connection', 'close');
      closeGently(request.raw.socket);
    }
    return answerProblem(request, reply, answerContext(request, options.stylesheet), problem);
  });

  const limit = { rateLimit: { max: options.rateLimit.max, timeWindow: options.rateLimit.windowMs } };
  app.post(formEndpoints.contact, { bodyLimit: textBodyLimit, config: limit }, (request, reply) =>
    handleContact(request, reply, options),
  );
  const admitUpload = uploadGate(
    options.store.dataDir,
    {
      maxConcurrent: options.maxConcurrentUploads,
      maxPerClient: options.maxUploadsPerClient,
      minFreeBytes: options.minFreeBytes,
    },
    (reason) => {
      options.metrics.countUploadRefusal(reason);
    },
  );
  app.post(
    formEndpoints.application,
    {
      bodyLimit: applicationBodyLimit,
      config: limit,
      // Refuse an announced oversized upload before reading a byte of it.
      onRequest: async (request, reply) => {
        const announced = Number(request.headers['content-length'] ?? 0);
        if (announced > applicationBodyLimit) throw new ProblemError('tooLarge');
        await admitUpload(request, reply);
      },
    },
    (request, reply) => handleApplication(request, reply, options, applicationBodyLimit),
  );
  options.metrics.watchUploads(admitUpload.inFlight);
  countSubmissions(app, options.metrics);
  for (const url of Object.values(formEndpoints)) {
    app.route({
      method: ['GET', 'HEAD', 'PUT', 'PATCH', 'DELETE'],
      url,
      handler: () => {
        throw new ProblemError('methodNotAllowed');
      },
    });
  }
  app.all(`${formsApiPrefix}*`, () => {
    throw new ProblemError('notFound');
  });
}
