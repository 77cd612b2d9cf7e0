import fastifyStatic from '@fastify/static';
import rateLimit from '@fastify/rate-limit';
import Fastify, {
  LogController,
  type FastifyBaseLogger,
  type FastifyHttpOptions,
  type FastifyInstance,
  type FastifyReply,
} from 'fastify';
import type { Server } from 'node:http';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { DatabaseUnavailableError, type DatabaseAccess } from '../../serverKit';
import type { RetentionPeriods } from '../../submissions/retention';
import { registerAuthRoutes } from './authRoutes';
import type { NoticeSender } from './applicantAccess';
import { isFromInbox, refuse, type InboxStoreAccess, type StaffContext } from './context';
import { company } from '../../content/company';
import type { Locale } from '../../i18n/locales';
import { registerFieldVitalsRoute, type FieldVitalsSource } from './fieldVitalsRoute';
import { registerInboxRoutes } from './inboxRoutes';
import { registerOpeningsRoute } from './openingsRoute';
import { registerPasskeyRoutes } from './passkeyRoutes';
import { registerPasskeyNameRoute } from './passkeyNameRoute';
import { registerRebuildRoutes } from './rebuildRoutes';
import { registerPeopleRoutes } from './peopleRoutes';
import { registerCopyRoutes } from './copyRoutes';
import { registerCouncilRoutes } from './councilRoutes';
import { registerDataProtectionRoute } from './dataProtectionRoute';
import { registerNotesRoutes } from './notesRoutes';
import { registerRepliesRoutes } from './repliesRoutes';
import { staffShell } from './shell';

export interface StaffServerOptions {
  /** The build output: staff/ holds the inbox's own bundle (vite build -c vite.staff.config.ts). */
  distDir: string;
  /** The forms' store, whose submissions the inbox reads. */
  store: InboxStoreAccess;
  /** The database the server opened: the inbox keeps its own tables on it (store/). */
  database: DatabaseAccess;
  /** The public site's security headers, which the inbox tightens. */
  securityHeaders: Readonly<Record<string, string>>;
  /** STAFF_ORIGIN, as browsers reach the inbox. */
  origin: string;
  /** What retention keeps and for how long: each entry shows the day it goes. */
  retention: RetentionPeriods;
  /** TRUST_PROXY as the server read it: `true`, a number of proxy hops, or addresses and ranges. */
  trustProxy?: boolean | number | string;
  /**
   * The public server's logger (main.ts): the trail's events at info, warnings and errors; requests are not
   * logged, their paths hold enrolment links.
   */
  logger?: FastifyBaseLogger;
  /**
   * The process's one mailer of the inbox's notices, which the public listener runs (applicantAccess.ts, with
   * SMTP_HOST): told of each notice this listener queues (a passkey added or removed, an invitation). Without
   * one, notices wait in their table for a server that has a mail server.
   */
  notices?: NoticeSender | undefined;
  /** STAFF_MAIL_LOCALE: the company's language, in which the e-mails to staff are written; German unless set. */
  mailLocale?: Locale | undefined;
  /**
   * The public listener's connection limits (main.ts, from src/server/connectionLimits.ts): its time limits,
   * and `guard`, which bounds connections per client and cuts stalled bodies on this listener too.
   */
  limits?: {
    timeouts: Pick<
      FastifyHttpOptions<Server>,
      'clientErrorHandler' | 'connectionTimeout' | 'keepAliveTimeout' | 'requestTimeout' | 'http'
    >;
    guard: (app: FastifyInstance) => void;
  };
  now?: () => number;
  /** REBUILD_DIR: the website's rebuild, which the inbox shows and an admin starts (rebuildRoutes.ts). */
  rebuildDir?: string | undefined;
  /** The forms server's field measurements (its counts of the last 28 days), shown to everyone signed in. */
  fieldVitals?: FieldVitalsSource;
}

/** The public site's headers, but no inline script at all, and never indexed or cached. */
const staffHeadersOver = (securityHeaders: Readonly<Record<string, string>>): Readonly<Record<string, string>> => ({
  ...securityHeaders,
  'Content-Security-Policy':
    "default-src 'self';script-src 'self';style-src 'self';img-src 'self' data:;font-src 'self';connect-src 'self';object-src 'none';base-uri 'none';form-action 'self';frame-ancestors 'none'",
  'Referrer-Policy': 'no-referrer',
  'X-Robots-Tag': 'noindex, nofollow',
  'Cache-Control': 'no-store',
});

/**
 * The staff inbox, on a listener of its own (STAFF_PORT, main.ts): passkey sign-in, the list of
 * submissions, CV downloads, handled marks, deletion and the audit trail, over the same store as the forms.
 */
export async function buildStaffServer(options: StaffServerOptions): Promise<FastifyInstance> {
  const { trustProxy = 'loopback' } = options;
  const app = Fastify({
    // No request lines: they would write enrolment links' paths to the log. The trail's events are logged instead.
    ...(options.logger ? { loggerInstance: options.logger.child({ listener: 'staff' }) } : { logger: false }),
    logController: new LogController({ disableRequestLogging: true }),
    return503OnClosing: true,
    ...options.limits?.timeouts,
    trustProxy: typeof trustProxy === 'number' ? (_address: string, hop: number) => hop < trustProxy : trustProxy,
    bodyLimit: 64 * 1024,
  });
  const origin = new URL(options.origin);
  const context: StaffContext = {
    store: options.store,
    database: options.database,
    origin: origin.origin,
    rpId: origin.hostname,
    secure: origin.protocol === 'https:',
    retention: options.retention,
    now: options.now ?? Date.now,
    log: app.log,
    noticesQueued: () => options.notices?.queued(),
    mailLocale: options.mailLocale ?? company.language,
  };
  options.limits?.guard(app);
  const staffHeaders = staffHeadersOver(options.securityHeaders);
  app.addHook('onRequest', async (request, reply) => {
    reply.headers(staffHeaders);
    if (!isFromInbox(request, context.origin)) return refuse(reply, 'origin');
    return undefined;
  });
  app.setErrorHandler((error, _request, reply) => {
    // The database cannot take work now: the action, with its audit line, was not done.
    if (error instanceof DatabaseUnavailableError) return refuse(reply, 'unavailable');
    const status =
      typeof error === 'object' && error !== null && 'statusCode' in error && typeof error.statusCode === 'number'
        ? error.statusCode
        : 500;
    if (status === 429) return refuse(reply, 'rateLimited');
    if (status < 500) return refuse(reply, 'badRequest');
    app.log.error(error);
    return refuse(reply, 'failed');
  });
  // Each route's reply is a schema of ../api/replies.ts: requests checked with it, replies written by it.
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.setNotFoundHandler((_request, reply) => refuse(reply, 'notFound'));
  // The forms' counter: a keyed hash of the address, in the database when several servers share it.
  await app.register(rateLimit, { global: false, store: options.store.rateLimit.store });
  registerAuthRoutes(app, context);
  registerPasskeyRoutes(app, context);
  registerPasskeyNameRoute(app, context);
  registerPeopleRoutes(app, context);
  registerCopyRoutes(app, context);
  registerNotesRoutes(app, context);
  registerRepliesRoutes(app, context);
  registerCouncilRoutes(app, context);
  registerDataProtectionRoute(app, context);
  registerInboxRoutes(app, context);
  registerOpeningsRoute(app, context);
  if (options.rebuildDir) registerRebuildRoutes(app, context, options.rebuildDir);
  if (options.fieldVitals) registerFieldVitalsRoute(app, context, options.fieldVitals);

  const bundle = join(options.distDir, 'staff');
  if (existsSync(join(bundle, 'assets'))) {
    await app.register(fastifyStatic, {
      root: join(bundle, 'assets'),
      prefix: '/staff/assets/',
      wildcard: false,
      index: false,
      cacheControl: false,
    });
  }
  const shell = staffShell(bundle);
  app.get('/', (_request, reply) => reply.redirect('/staff/', 302));
  const page = (_request: unknown, reply: FastifyReply) => reply.type('text/html; charset=utf-8').send(shell);
  for (const path of [
    '/staff',
    '/staff/',
    '/staff/sign-in',
    '/staff/audit',
    '/staff/field',
    '/staff/council',
    '/staff/privacy',
    '/staff/account',
    '/staff/entry/:id',
    '/staff/enrol/:token',
  ])
    app.get(path, page);
  return app;
}
