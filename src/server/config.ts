import type { RetentionPeriods } from '../submissions/retention';
import { resolve } from 'node:path';
import { siteOrigin } from '../routes/siteOrigin';
import { company } from '../content/company';
import { isLocale, locales, type Locale } from '../i18n/locales';
import type { MetricsListen } from './metrics/listener';
import { retentionAtFromEnv, retentionFromEnv, type RetentionAt } from './retention/settings';

/** Mail delivery settings; absent when SMTP_HOST is not set (submissions then stay in the store). */
export interface MailSettings {
  host: string;
  port: number;
  secure: boolean;
  user: string | undefined;
  pass: string | undefined;
  from: string;
  to: string;
  /** /readyz answers 503 once a submission has waited this long to be e-mailed (the outbox is stuck). */
  stuckAfterMs: number;
  /** Pooled connections to the mail server (one delivery loop each). */
  maxConnections: number;
  /** Messages sent per second at most, over all connections. */
  ratePerSecond: number;
}

interface RateLimitSettings {
  /** Submissions one address may send per window and form. */
  max: number;
  windowMs: number;
  /** RATE_LIMIT_KEY: the secret of the keyed hash the counts are kept under; unset, a random key a day. */
  secret?: string | undefined;
}

export interface FormsSettings {
  /** SQLite's database and the CVs; with PostgreSQL only this server's uploads in progress. */
  dataDir: string;
  /** postgres://…: submissions, CVs and the rate limit in PostgreSQL, shared by several servers. Unset: SQLite in dataDir. */
  databaseUrl?: string | undefined;
  rateLimit: RateLimitSettings;
  mail: MailSettings | undefined;
  /**
   * Origins whose pages may post the forms besides the one the request was sent to (its Host): the
   * public origin behind a TLS proxy. Posts from any other origin are refused.
   */
  publicOrigins: string[];
  /** Applications received at the same time; one more is answered 503 with Retry-After. */
  maxConcurrentUploads: number;
  /** Applications received at the same time from one client address (IPv6: one /64). */
  maxUploadsPerClient: number;
  /** Uploads are refused with 503 while the data directory's file system has less free space. */
  minFreeBytes: number;
  /** The staff inbox's public address (STAFF_ORIGIN): the notification e-mail links to the entry there. */
  staffOrigin?: string | undefined;
  /** The retention periods (retention/settings.ts), which the e-mails state too; the policy's when unset. */
  retention?: RetentionPeriods;
  /** When the server's daily retention run starts (RETENTION_AT, Potsdam time), or off; 03:30 when unset. */
  retentionAt?: RetentionAt;
  /** The company's language (STAFF_MAIL_LOCALE): every e-mail to staff is written in it; German when unset. */
  staffMailLocale?: Locale;
}

/** STAFF_MAIL_LOCALE, or an error saying in one line which values it takes. */
export function staffMailLocaleFromEnv(env: NodeJS.ProcessEnv = process.env): Locale {
  const value = env.STAFF_MAIL_LOCALE?.trim();
  if (!value) return company.language;
  if (isLocale(value)) return value;
  throw new Error(
    `STAFF_MAIL_LOCALE is the language of the e-mails staff receive: one of ${locales.join(', ')} (not "${value}").`,
  );
}

/** Time limits of every connection (src/server/README.md, "Server settings"). */
export interface ConnectionLimits {
  /** The request headers must arrive within this time. */
  headersMs: number;
  /** A whole request, body included, must arrive within this time. */
  requestMs: number;
  /** A connection that sends nothing for this long is closed (also idle keep-alive connections). */
  idleMs: number;
  /** An upload must send at least `minBytes` in every window of this length, or it is cut. */
  progressWindowMs: number;
  progressMinBytes: number;
  /** After its first window, a request body must average at least this rate, or it is cut. */
  minAverageBytesPerSecond: number;
  /** Open connections one client address may hold (trusted proxies are exempt). */
  maxConnectionsPerClient: number;
}

export const defaultConnectionLimits: ConnectionLimits = {
  headersMs: 20_000,
  // A 5 MB CV over a slow mobile link (300 kbit/s) takes about 140 s.
  requestMs: 180_000,
  idleMs: 30_000,
  progressWindowMs: 20_000,
  progressMinBytes: 4096,
  // A 5 MB CV at this rate takes 11 minutes (more than REQUEST_TIMEOUT allows anyway); a slow phone link sends 35 KB/s.
  minAverageBytesPerSecond: 8 * 1024,
  maxConnectionsPerClient: 64,
};

const positiveNumber = (value: string | undefined, fallback: number): number => {
  const parsed = Number(value);
  return Number.isFinite(parsed) && parsed > 0 ? parsed : fallback;
};

const origins = (value: string | undefined): string[] =>
  (value ?? '')
    .split(',')
    .map((origin) => origin.trim())
    .filter(Boolean)
    .map((origin) => new URL(origin).origin);

/** RATE_LIMIT_KEY, refused in one line when it is too short to be a secret. */
function rateLimitKey(value: string | undefined): string | undefined {
  if (!value) return undefined;
  if (value.length < 32) throw new Error('RATE_LIMIT_KEY must be at least 32 characters: openssl rand -base64 32');
  return value;
}

/** Everything the operator configures for the forms, read from the environment (src/server/README.md, "Server settings"). */
export function formsSettingsFromEnv(env: NodeJS.ProcessEnv = process.env): FormsSettings {
  const port = positiveNumber(env.SMTP_PORT, 587);
  return {
    dataDir: resolve(env.DATA_DIR ?? 'data'),
    databaseUrl: env.DATABASE_URL || undefined,
    rateLimit: {
      max: positiveNumber(env.FORM_RATE_LIMIT, 10),
      windowMs: positiveNumber(env.FORM_RATE_WINDOW_SECONDS, 900) * 1000,
      secret: rateLimitKey(env.RATE_LIMIT_KEY),
    },
    mail: env.SMTP_HOST
      ? {
          host: env.SMTP_HOST,
          port,
          secure: env.SMTP_SECURE ? env.SMTP_SECURE === 'true' : port === 465,
          user: env.SMTP_USER,
          pass: env.SMTP_PASS,
          from: env.MAIL_FROM ?? company.email,
          to: env.MAIL_TO ?? company.email,
          stuckAfterMs: positiveNumber(env.READY_OUTBOX_MAX_AGE_MINUTES, 60) * 60_000,
          maxConnections: Math.round(positiveNumber(env.SMTP_MAX_CONNECTIONS, 2)),
          ratePerSecond: positiveNumber(env.SMTP_RATE_PER_SECOND, 10),
        }
      : undefined,
    publicOrigins: [...new Set([new URL(siteOrigin).origin, ...origins(env.SITE_ORIGIN)])],
    maxConcurrentUploads: positiveNumber(env.FORM_MAX_UPLOADS, 8),
    maxUploadsPerClient: positiveNumber(env.FORM_MAX_UPLOADS_PER_CLIENT, 2),
    minFreeBytes: positiveNumber(env.FORM_MIN_FREE_MB, 256) * 1024 * 1024,
    staffOrigin: staffListenFromEnv(env)?.origin ?? (env.STAFF_ORIGIN ? staffOrigin(env.STAFF_ORIGIN) : undefined),
    retention: retentionFromEnv(env),
    retentionAt: retentionAtFromEnv(env),
    staffMailLocale: staffMailLocaleFromEnv(env),
  };
}

export function connectionLimitsFromEnv(env: NodeJS.ProcessEnv = process.env): ConnectionLimits {
  return {
    ...defaultConnectionLimits,
    requestMs: positiveNumber(env.REQUEST_TIMEOUT_SECONDS, defaultConnectionLimits.requestMs / 1000) * 1000,
    maxConnectionsPerClient: positiveNumber(
      env.MAX_CONNECTIONS_PER_CLIENT,
      defaultConnectionLimits.maxConnectionsPerClient,
    ),
    minAverageBytesPerSecond:
      positiveNumber(env.MIN_UPLOAD_KB_PER_SECOND, defaultConnectionLimits.minAverageBytesPerSecond / 1024) * 1024,
  };
}

/** Where the metrics are served: nowhere unless METRICS_PORT is set; on 127.0.0.1 unless METRICS_HOST is. */
export function metricsListenFromEnv(env: NodeJS.ProcessEnv = process.env): MetricsListen | undefined {
  const port = Number(env.METRICS_PORT);
  if (!env.METRICS_PORT || !Number.isInteger(port) || port <= 0 || port > 65_535) return undefined;
  return { port, host: env.METRICS_HOST || '127.0.0.1' };
}

/** The staff inbox's listener (STAFF_PORT, off unless set), its address (STAFF_HOST) and public origin (STAFF_ORIGIN). */
export interface StaffListen {
  port: number;
  /** 127.0.0.1 unless STAFF_HOST says otherwise: the operator puts the inbox behind a VPN or a TLS proxy. */
  host: string;
  /** Where browsers reach it: the passkeys' relying party (its host name) and the one origin allowed to post. */
  origin: string;
  /** What retention keeps and for how long (RETENTION_MONTHS, CONTACT_RETENTION_DAYS): the inbox shows each day. */
  retention: RetentionPeriods;
}

const isIpAddress = (hostname: string): boolean => /^\d{1,3}(\.\d{1,3}){3}$/.test(hostname) || hostname.startsWith('[');
const isLocalhost = (hostname: string): boolean => hostname === 'localhost' || hostname.endsWith('.localhost');

/**
 * STAFF_ORIGIN as an origin, or an error saying in one line why a passkey cannot belong to it and what to set:
 * browsers tie a passkey to a domain name (never an IP address), over https (plain http only on localhost).
 */
export function staffOrigin(value: string): string {
  const should = 'STAFF_ORIGIN must be https://<a domain name> (or http://localhost for trying it out)';
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new Error(`${should}: "${value}" is not a web address.`);
  }
  if (isIpAddress(url.hostname))
    throw new Error(`${should}: a passkey cannot belong to an IP address (STAFF_ORIGIN=${value}).`);
  if (url.protocol === 'http:' && !isLocalhost(url.hostname))
    throw new Error(`${should}: browsers make passkeys over plain http only on localhost (STAFF_ORIGIN=${value}).`);
  if (url.protocol !== 'https:' && url.protocol !== 'http:') throw new Error(`${should} (STAFF_ORIGIN=${value}).`);
  return url.origin;
}

export function staffListenFromEnv(env: NodeJS.ProcessEnv = process.env): StaffListen | undefined {
  const port = Number(env.STAFF_PORT);
  if (!env.STAFF_PORT || !Number.isInteger(port) || port <= 0 || port > 65_535) return undefined;
  const origin = staffOrigin(env.STAFF_ORIGIN || `http://localhost:${String(port)}`);
  return {
    port,
    host: env.STAFF_HOST || '127.0.0.1',
    origin,
    retention: retentionFromEnv(env),
  };
}
