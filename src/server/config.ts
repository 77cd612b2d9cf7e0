import { resolve } from 'node:path';
import { company } from '../content/company';

/** Mail delivery settings; absent when SMTP_HOST is not set (submissions then stay in the store). */
export interface MailSettings {
  host: string;
  port: number;
  secure: boolean;
  user: string | undefined;
  pass: string | undefined;
  from: string;
  to: string;
}

export interface RateLimitSettings {
  /** Submissions one address may send per window and form. */
  max: number;
  windowMs: number;
}

export interface FormsSettings {
  dataDir: string;
  rateLimit: RateLimitSettings;
  mail: MailSettings | undefined;
}

const positiveNumber = (value: string | undefined, fallback: number): number => {
  const parsed = Number(value);
  return Number.isFinite(parsed) && parsed > 0 ? parsed : fallback;
};

/** Everything the operator configures, read from the environment (README, "Running in production"). */
export function formsSettingsFromEnv(env: NodeJS.ProcessEnv = process.env): FormsSettings {
  const port = positiveNumber(env.SMTP_PORT, 587);
  return {
    dataDir: resolve(env.DATA_DIR ?? 'data'),
    rateLimit: {
      max: positiveNumber(env.FORM_RATE_LIMIT, 10),
      windowMs: positiveNumber(env.FORM_RATE_WINDOW_SECONDS, 900) * 1000,
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
        }
      : undefined,
  };
}
