import fastifyStatic from '@fastify/static';
import Fastify, {
  type FastifyInstance,
  type FastifyReply,
  type FastifyRequest,
  type FastifyServerOptions,
} from 'fastify';
import { join } from 'node:path';
import { registerAdmin } from './admin';
import { registerGitHubSignIn, type GitHubSignInSettings } from './githubSignIn';
import { defaultConnectionLimits, type ConnectionLimits, type FormsSettings } from './config';
import { limitConnections, listenerTimeouts } from './connectionLimits';
import { formsPlugin } from './forms/plugin';
import { registerHealth } from './health';
import { cacheControl, hashedAssetsPrefix, isAdminPath, movedTarget, redirectTarget } from './hosting/rules';
import { stylesheetHref } from './forms/resultPage';
import { Outbox } from './mail/Outbox';
import { mailTransport } from './mail/transport';
import { requestClass } from './metrics/requestClass';
import { SiteMetrics } from './metrics/siteMetrics';
import { PageStore } from './pages';
import { trustedProxy, watchProxyTrust, type TrustProxy } from './proxyTrust';
import { withRedactedRequests } from './requestLog';
import { registerSecurityHeaders, securityHeaders, useSiteHeaders } from './securityHeaders';
import { openServerDatabase, type DatabaseAccess } from '../serverKit';
import { formsStoreOn, type StoreAccess } from './store/access';
import { sweepOrphanCvFiles } from './store/cvFiles';
import { watchRetention } from './metrics/retentionMetrics';
import { Retention } from './retention/service';
import { defaultRetentionAt } from './retention/settings';
import { defaultRetention } from '../submissions/retention';
import { applicantAccess, inboxRetention, type NoticeSender } from '../staff/server';
import { isCrossSitePost } from './forms/crossSite';
import type { RebuildServerSettings } from './rebuild/settings';
import { registerRebuildWebhook } from './rebuild/webhook';
import { rebuildFailureMailer } from './rebuild/failureMail';
import { WebVitalMetrics } from './metrics/webVitals';
import { FieldVitalsRecorder } from './vitals/recorder';
import { vitalsPlugin } from './vitals/route';

export interface ServerOptions {
  /** The build output: client/ (assets) and pages/ (prerendered HTML). */
  distDir: string;
  forms: FormsSettings;
  logger?: FastifyServerOptions['logger'];
  /** Which proxies may set X-Forwarded-For (rate limits count the client's address). */
  trustProxy?: TrustProxy;
  /** Time and connection limits; the defaults suit production (config.ts). */
  limits?: Partial<ConnectionLimits>;
  /** The rebuild's files, and GitHub's webhook when its secret is set (rebuild/settings.ts). */
  rebuild?: RebuildServerSettings | undefined;
  /** The company's GitHub OAuth app, for the editor's "Sign in with GitHub" (githubSignIn.ts); unset: none. */
  githubSignIn?: GitHubSignInSettings | undefined;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The server's numbers; main.ts serves them on METRICS_PORT. */
    metrics: SiteMetrics;
    /** The database the server opened, on which the staff inbox (STAFF_PORT, main.ts) keeps its own tables. */
    database: DatabaseAccess;
    /** The forms' store on it, whose submissions the staff inbox reads through the same door. */
    formStore: StoreAccess;
    /**
     * The process's one mailer of the inbox's notices (started with the applicants' pages when SMTP_HOST is
     * set): the staff inbox (STAFF_PORT, main.ts) tells it of the notices it queues rather than run its own.
     */
    staffNotices: NoticeSender;
    /** The privacy policy's retention, run at start and daily (RETENTION_AT), under one lease per database. */
    retention: Retention;
    /** The field measurements' daily counts, which the staff inbox shows as percentiles over the window. */
    fieldVitals: FieldVitalsRecorder;
  }
}

/** Requests to the applicants' pages per address and rate-limit window (FORM_RATE_WINDOW_SECONDS). */
const applicantPageRequests = 30;

function answerBadUrl(reply: FastifyReply): FastifyReply {
  return reply
    .code(400)
    .headers(securityHeaders)
    .type('application/problem+json; charset=utf-8')
    .send({ type: 'about:blank', status: 400, title: 'Bad Request', detail: 'The address could not be read.' });
}

/** The production server: prerendered pages, static assets, security headers and the form API. */
export async function buildServer({
  distDir,
  forms,
  logger = false,
  trustProxy = 'loopback',
  limits: overrides = {},
  rebuild,
  githubSignIn,
}: ServerOptions): Promise<FastifyInstance> {
  const limits = { ...defaultConnectionLimits, ...overrides };
  const app = Fastify({
    logger: withRedactedRequests(logger),
    // A hop count as proxy-addr reads it; fastify's types take it only as a function.
    trustProxy: typeof trustProxy === 'number' ? (_address: string, hop: number) => hop < trustProxy : trustProxy,
    return503OnClosing: true,
    ...listenerTimeouts(limits),
    // A URL that cannot be decoded never reaches a route or its hooks: answer it here, headers included.
    frameworkErrors: (_error, _request, reply) => {
      void answerBadUrl(reply);
    },
  });
  registerSecurityHeaders(app);
  const metrics = new SiteMetrics();
  app.decorate('metrics', metrics);
  app.addHook('onResponse', (request, reply, done) => {
    metrics.countRequest(requestClass(request), reply.statusCode);
    done();
  });
  const isTrustedProxy = trustedProxy(trustProxy);
  limitConnections(app, limits, isTrustedProxy);
  watchProxyTrust(app, trustProxy, isTrustedProxy);

  const database = openServerDatabase(forms, app.log);
  const store = formsStoreOn(database, forms.dataDir, {
    secret: forms.rateLimit.secret,
    onSweepError: (error) => app.log.warn({ err: error }, 'rate limit: expired counts could not be deleted now'),
  });
  // Counts are deleted within a minute of their window's end (the privacy policy says 15 minutes).
  store.rateLimit.start();
  app.decorate('database', database);
  app.decorate('formStore', store);
  const fieldVitals = new FieldVitalsRecorder({ store, log: app.log });
  fieldVitals.start();
  app.decorate('fieldVitals', fieldVitals);
  // A crash between receiving a CV and storing its row leaves a file nobody refers to: remove it.
  await store
    .run(async (open) => sweepOrphanCvFiles(forms.dataDir, await open.referencedCvFiles(), 0))
    .catch(() => undefined);
  const transport = forms.mail && mailTransport(forms.mail);
  const outbox =
    forms.mail && transport
      ? new Outbox({
          store,
          send: transport.send,
          from: forms.mail.from,
          to: forms.mail.to,
          staffOrigin: forms.staffOrigin,
          ...(forms.retention ? { retention: forms.retention } : {}),
          locale: forms.staffMailLocale,
          logger: app.log,
          // One delivery loop per pooled connection.
          concurrency: forms.mail.maxConnections,
          onDelivery: (ok) => {
            metrics.countDelivery(ok);
          },
        })
      : undefined;
  metrics.watchStore(store, outbox !== undefined);
  outbox?.start();
  const rebuildMailer =
    rebuild && forms.mail && transport
      ? rebuildFailureMailer({
          dir: rebuild.dir,
          mail: { from: forms.mail.from, to: forms.mail.to, send: transport.send },
          staffOrigin: forms.staffOrigin,
          locale: forms.staffMailLocale,
          logger: app.log,
        })
      : undefined;
  rebuildMailer?.start();
  // Deletions leave their audit line in the inbox's trail whether or not this server serves the inbox.
  const retentionAt = forms.retentionAt ?? defaultRetentionAt;
  const retention = new Retention({
    store,
    trail: inboxRetention,
    periods: forms.retention ?? defaultRetention,
    at: retentionAt,
    log: app.log,
    onRun: watchRetention(metrics.registry, store, retentionAt !== 'off'),
  });
  app.decorate('retention', retention);
  app.addHook('onReady', (done) => {
    retention.start();
    done();
  });
  // Before the database closes: a run under way ends between two deletions.
  app.addHook('preClose', async () => retention.stop());
  app.addHook('onClose', async () => {
    store.rateLimit.stop();
    await outbox?.stop();
    await rebuildMailer?.stop();
    transport?.close();
    // After the listener stopped taking beacons, before the database closes: the last counts are written.
    await fieldVitals.stop();
    await database.close();
  });
  // The applicants' private pages: a handful of requests each (page, copy, confirmation, withdrawal); the
  // limit keeps anyone from trying links in bulk, though a token of 256 bits is not guessed anyway.
  const applicants = await applicantAccess(app, {
    store,
    database,
    origin: forms.publicOrigins[0] ?? 'http://localhost',
    retention: forms.retention ?? defaultRetention,
    mail: forms.mail && transport ? { from: forms.mail.from, send: transport.send } : undefined,
    isCrossSite: (request) => isCrossSitePost(request, forms.publicOrigins),
    rateLimit: { max: applicantPageRequests, windowMs: forms.rateLimit.windowMs },
    logger: app.log,
  });
  app.decorate('staffNotices', applicants.notices);
  await app.register(formsPlugin, {
    ...forms,
    store,
    outbox,
    metrics,
    stylesheet: stylesheetHref(distDir),
    receipt: applicants.receipt,
  });
  registerHealth(app, { store, outboxStuckAfterMs: forms.mail?.stuckAfterMs });
  if (rebuild?.webhookSecret)
    await registerRebuildWebhook(app, { secret: rebuild.webhookSecret, dir: rebuild.dir, branch: rebuild.branch });
  await app.register(vitalsPlugin, {
    metrics: new WebVitalMetrics(metrics.registry),
    days: fieldVitals,
    publicOrigins: forms.publicOrigins,
  });

  await app.register(fastifyStatic, {
    root: join(distDir, 'client'),
    wildcard: false,
    index: false,
    preCompressed: true,
    cacheControl: false,
    // Dot folders too, for /.well-known/security.txt; the build's own .vite folder stays out.
    serveDotFiles: true,
    globIgnore: ['.vite/**', '**/*.br', '**/*.gz'],
    setHeaders(response, path) {
      const hashed = path.includes(join('client', hashedAssetsPrefix));
      response.setHeader('Cache-Control', hashed ? cacheControl.hashedAsset : cacheControl.otherFile);
      // The body depends on Accept-Encoding wherever a precompressed variant exists: caches must know.
      response.setHeader('Vary', 'Accept-Encoding');
    },
  });

  await registerAdmin(app, distDir);
  if (githubSignIn) registerGitHubSignIn(app, githubSignIn);

  const pages = new PageStore(join(distDir, 'pages'));
  // The staff inbox answers on its own listener only (STAFF_PORT): here each of its paths is not found.
  const notHere = (request: FastifyRequest, reply: FastifyReply) =>
    request.method === 'GET' || request.method === 'HEAD'
      ? pages.send(request, reply, request.url.split('?', 1)[0] ?? '/')
      : reply
          .code(404)
          .type('application/problem+json; charset=utf-8')
          .send({ type: 'about:blank', status: 404, title: 'Not Found' });
  app.all('/staff', notHere);
  app.all('/staff/*', notHere);
  app.get('/*', async (request, reply) => {
    const [path = '/', query] = request.url.split('?', 2);
    // A path below the editor's files that is none of them gets the site's 404 page, under the site's policy.
    if (isAdminPath(path)) useSiteHeaders(reply);
    if (path.length > 1 && path.endsWith('/')) return reply.redirect(redirectTarget(path, query), 301);
    const moved = movedTarget(path, query);
    if (moved) return reply.redirect(moved, 301);
    return pages.send(request, reply, path);
  });

  return app;
}
