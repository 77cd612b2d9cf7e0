import { create as contentDisposition } from 'content-disposition';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { company } from '../../content/company';
import { acceptedLocale } from '../../i18n/acceptLanguage';
import type { Locale } from '../../i18n/locales';
import { applicantPagePrefix } from '../../submissions/endpoints';
import { isDecision, type SubmissionRecord } from '../../submissions/storedSubmission';
import rateLimit from '@fastify/rate-limit';
import { applicantCopy, copyFileName } from './applicantCopy';
import { applicantHeaders, applicantPageHtml, applicantWords } from './applicantPage';
import { confirmView, messageView, statusView, type View } from './applicantViews';
import { staffOf, type StaffContext } from './context';
import { decisionDay } from './decisionDay';
import { statusDetail } from './entries';
import { audited, record } from './record';

/** How the public listener guards the pages: its test for another site's post, and the requests' limit. */
export interface ApplicantRouteOptions {
  /** The forms' own test for a post from another site's page: a withdrawal is refused like a form post. */
  isCrossSite: (request: FastifyRequest) => boolean;
  /** Requests per address and window on the applicant's pages. */
  rateLimit: { max: number; windowMs: number };
}

type TokenRequest = FastifyRequest<{ Params: { token: string } }>;

/** Without an application to speak for it (an unknown link), the browser's first language the site speaks. */
const browserLocale = (request: FastifyRequest): Locale => acceptedLocale(request.headers['accept-language']) ?? 'de';

/**
 * A post not sent by the page's own form. The link in the path is what no other site knows (the form needs no
 * other secret); this refuses besides what browsers name as another site's. The page sends no referrer, so a
 * browser names its own form's origin "null": Sec-Fetch-Site says same-origin then, and without that header
 * "null" is taken for the page's own.
 */
function postedFromElsewhere(request: FastifyRequest, options: ApplicantRouteOptions): boolean {
  const site = request.headers['sec-fetch-site'];
  if (site !== undefined) return site !== 'same-origin';
  return request.headers.origin !== 'null' && options.isCrossSite(request);
}

const sendView = (reply: FastifyReply, code: number, view: View): FastifyReply =>
  reply
    .code(code)
    .header('Content-Language', view.locale)
    .type('text/html; charset=utf-8')
    .send(applicantPageHtml(view.locale, view.title, view.main));

/**
 * The applicant's private page (`/applicant/<token>`), its copy and its withdrawal: an application is found
 * only by its link's hash, and a link whose entry is gone answers 404 in words. Every request counts against
 * one limit per address; the token never reaches a log line (the request log redacts the path).
 */
export async function registerApplicantRoutes(
  app: FastifyInstance,
  context: StaffContext,
  options: ApplicantRouteOptions,
): Promise<void> {
  const notFound = (request: FastifyRequest, reply: FastifyReply) =>
    sendView(reply, 404, messageView(browserLocale(request), 'notFound', company.email));
  // The withdrawal's form posts no fields; its body is read and left.
  app.addContentTypeParser('application/x-www-form-urlencoded', { bodyLimit: 1024 }, (_request, _body, done) => {
    done(null, {});
  });
  app.addHook('onRequest', async (_request, reply) => {
    reply.headers(applicantHeaders);
  });
  await app.register(rateLimit, {
    global: false,
    store: context.store.rateLimit.store,
    errorResponseBuilder: (_request, limit) => ({ statusCode: 429, ttl: limit.ttl }),
  });
  app.setErrorHandler((error, request, reply) => {
    const status = typeof error === 'object' && error !== null && 'statusCode' in error ? error.statusCode : 500;
    if (status === 429) return sendView(reply, 429, messageView(browserLocale(request), 'tooMany', company.email));
    context.log.error({ err: error }, 'applicant page failed');
    return sendView(reply, 500, messageView(browserLocale(request), 'refused', company.email));
  });
  const config = {
    rateLimit: { max: options.rateLimit.max, timeWindow: options.rateLimit.windowMs, groupId: 'applicant' },
  };

  const entryBehind = async (token: string): Promise<SubmissionRecord | undefined> => {
    const id = await staffOf(context)((open) => open.applicantLinks.entryOf(token));
    const entry = id === undefined ? undefined : await context.store.run((open) => open.get(id));
    return entry?.kind === 'application' ? entry : undefined;
  };
  const page = `${applicantPagePrefix}:token`;

  app.get(page, { config }, async (request: TokenRequest, reply) => {
    const entry = await entryBehind(request.params.token);
    if (!entry) return notFound(request, reply);
    return sendView(reply, 200, statusView(entry, request.params.token, context.retention));
  });

  app.get(`${page}/copy`, { config }, async (request: TokenRequest, reply) => {
    const entry = await entryBehind(request.params.token);
    if (!entry) return notFound(request, reply);
    const stored = entry.cv;
    const cv = stored ? await context.store.run((open) => open.cvContent({ ...entry, cv: stored })) : null;
    const copy = await staffOf(context)((open) => applicantCopy(entry, cv, open, context.now()));
    if (request.method !== 'HEAD')
      await record(context, { action: 'applicant-copied', staffEmail: null, submissionId: entry.id, kind: entry.kind });
    return reply
      .header('content-type', 'application/json; charset=utf-8')
      .header('content-disposition', contentDisposition(copyFileName(entry)))
      .send(JSON.stringify(copy, null, 2));
  });

  app.get(`${page}/withdraw`, { config }, async (request: TokenRequest, reply) => {
    const entry = await entryBehind(request.params.token);
    if (!entry) return notFound(request, reply);
    if (isDecision(entry.status))
      return sendView(reply, 200, statusView(entry, request.params.token, context.retention));
    return sendView(reply, 200, confirmView(entry, request.params.token));
  });

  app.post(`${page}/withdraw`, { config }, async (request: TokenRequest, reply) => {
    if (postedFromElsewhere(request, options))
      return sendView(reply, 403, messageView(browserLocale(request), 'refused', company.email));
    const entry = await entryBehind(request.params.token);
    if (!entry) return notFound(request, reply);
    const now = context.now();
    const outcome = await audited(context, async ({ submissions, audit }) => {
      const current = await submissions.get(entry.id, { lock: true });
      if (!current) return undefined;
      if (isDecision(current.status)) return current;
      // Withdrawn on today's Potsdam day: retention counts from it.
      const decidedAt = decisionDay('withdrawn', undefined, current.createdAt, now) ?? null;
      if (!(await submissions.setStatus(current.id, 'withdrawn', decidedAt, now))) return undefined;
      const detail = statusDetail('withdrawn', decidedAt);
      await audit({
        action: 'applicant-withdrew',
        staffEmail: null,
        submissionId: current.id,
        kind: current.kind,
        detail,
      });
      return { ...current, status: 'withdrawn' as const, decidedAt, decisionRecordedAt: now };
    });
    if (!outcome) return notFound(request, reply);
    const words = applicantWords(outcome.locale).page;
    const withdrawn = outcome.status === 'withdrawn';
    return sendView(
      reply,
      withdrawn ? 200 : 409,
      statusView(outcome, request.params.token, context.retention, withdrawn ? words.withdrawnNow : words.decided),
    );
  });
}
