import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildServer } from './app';
import { connectionLimitsFromEnv, formsSettingsFromEnv, metricsListenFromEnv, staffListenFromEnv } from './config';
import { warnAboutLaunch } from './launchWarnings';
import { deployPeriodMismatches, rateWindowMismatch } from './retention/deployPeriods';
import { serveMetrics } from './metrics/listener';
import { limitConnections, listenerTimeouts } from './connectionLimits';
import { parseTrustProxy, trustedProxy } from './proxyTrust';
import { buildStaffServer } from '../staff/server';
import { securityHeaders } from './securityHeaders';
import { rebuildServerSettingsFromEnv } from './rebuild/settings';

// dist/server/main.js serves dist/client and dist/pages; submissions go to DATA_DIR (default ./data).
const distDir = process.env.DIST_DIR ?? resolve(dirname(fileURLToPath(import.meta.url)), '..');
const port = Number(process.env.PORT ?? 3000);
const host = process.env.HOST ?? '0.0.0.0';
/** A process asked to stop is gone within this time, whatever it was waiting for. */
const shutdownDeadlineMs = 8_000;

/** A setting the server cannot use stops it before it listens, with the reason and nothing else. */
function setting<T>(read: () => T): T {
  try {
    return read();
  } catch (error) {
    process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
    process.exit(1);
  }
}

const trustProxy = setting(() => parseTrustProxy(process.env.TRUST_PROXY));
const staffListen = setting(() => staffListenFromEnv());
const limits = connectionLimitsFromEnv();
const rebuild = setting(() => rebuildServerSettingsFromEnv());
const githubClientId = process.env.GITHUB_OAUTH_CLIENT_ID?.trim();
const githubClientSecret = process.env.GITHUB_OAUTH_CLIENT_SECRET?.trim();
const forms = setting(() => formsSettingsFromEnv());
const app = await buildServer({
  rebuild,
  // The editor's "Sign in with GitHub": both settings, or none.
  githubSignIn:
    githubClientId && githubClientSecret ? { clientId: githubClientId, clientSecret: githubClientSecret } : undefined,
  distDir,
  forms,
  trustProxy,
  limits,
  logger: { level: process.env.LOG_LEVEL ?? 'info' },
});

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    app.log.info({ signal }, 'shutting down');
    setTimeout(() => {
      app.log.warn('shutdown took too long: exiting; undelivered e-mails stay queued for the next start');
      process.exit(0);
    }, shutdownDeadlineMs).unref();
    void app.close().then(() => process.exit(0));
  });
}

// The staff inbox (off unless STAFF_PORT is set) reads the forms' store and keeps its own tables on the
// server's database; it is closed before the database is.
const staff = staffListen && {
  listen: staffListen,
  app: await buildStaffServer({
    distDir,
    store: app.formStore,
    database: app.database,
    securityHeaders,
    origin: staffListen.origin,
    retention: staffListen.retention,
    trustProxy,
    logger: app.log,
    // The process's one mailer of the notices, which the public listener runs: no second poller of the table.
    notices: app.staffNotices,
    mailLocale: forms.staffMailLocale,
    rebuildDir: rebuild.dir,
    fieldVitals: app.fieldVitals,
    // The public listener's limits, from the same source: a slow or greedy client holds the inbox no longer.
    limits: {
      timeouts: listenerTimeouts(limits),
      guard: (staffApp) => limitConnections(staffApp, limits, trustedProxy(trustProxy)),
    },
  }),
};
if (staff)
  app.addHook('preClose', async () => {
    await staff.app.close();
  });

warnAboutLaunch(app.log);
// Run from its checkout (WorkingDirectory): the shipped and installed log and backup settings, and the rate
// limit's window, against the periods the privacy policy states.
for (const line of [...deployPeriodMismatches(process.cwd()), rateWindowMismatch(forms.rateLimit.windowMs)])
  if (line) app.log.warn(line);
await app.listen({ port, host });
const metricsListen = metricsListenFromEnv();
if (metricsListen) {
  // Closed with the process: shutdown ends in process.exit.
  await serveMetrics(app.metrics.registry, metricsListen);
  app.log.info({ metrics: `http://${metricsListen.host}:${String(metricsListen.port)}/metrics` }, 'metrics served');
}
if (staff) {
  const { port: staffPort, host: staffHost, origin } = staff.listen;
  await staff.app.listen({ port: staffPort, host: staffHost });
  app.log.info({ staff: `http://${staffHost}:${String(staffPort)}/staff/`, origin }, 'staff inbox served');
}
