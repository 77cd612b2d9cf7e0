import { defaultRetention, type RetentionPeriods } from '../../submissions/retention';

/**
 * The retention's settings as the operator gives them (src/server/README.md, "Retention"): the periods, and
 * the Potsdam time of the daily run. A value the server cannot use as written stops it with one line saying
 * what to set: a period of 0 or 0.5 months would delete rejections at once, 6.9 would silently be 6.
 */

/** When the daily run starts, a Potsdam time of day; or `off` (the operator runs `npm run retention` instead). */
export type RetentionAt = { hour: number; minute: number } | 'off';
export const defaultRetentionAt: RetentionAt = { hour: 3, minute: 30 };

/** A whole number, 1 or more, or what the setting's name and value say is wrong with it. */
export function wholePeriod(name: string, value: string, unit: 'months' | 'days'): number {
  if (!/^\d+$/.test(value.trim()) || Number(value) < 1)
    throw new Error(`${name} must be a whole number of ${unit}, 1 or more (${name}=${value}).`);
  return Number(value);
}

const period = (env: NodeJS.ProcessEnv, name: string, unit: 'months' | 'days', fallback: number): number => {
  const value = env[name];
  return value === undefined || value.trim() === '' ? fallback : wholePeriod(name, value, unit);
};

/** RETENTION_MONTHS, CONTACT_RETENTION_DAYS and CONTACT_UNHANDLED_MONTHS, the policy's periods when unset. */
export function retentionFromEnv(env: NodeJS.ProcessEnv = process.env): RetentionPeriods {
  return {
    applicationMonths: period(env, 'RETENTION_MONTHS', 'months', defaultRetention.applicationMonths),
    contactDays: period(env, 'CONTACT_RETENTION_DAYS', 'days', defaultRetention.contactDays),
    contactUnhandledMonths: period(env, 'CONTACT_UNHANDLED_MONTHS', 'months', defaultRetention.contactUnhandledMonths),
  };
}

/** RETENTION_AT: "HH:MM" in Potsdam (default 03:30), or "off". */
export function retentionAtFromEnv(env: NodeJS.ProcessEnv = process.env): RetentionAt {
  const value = env.RETENTION_AT?.trim();
  if (!value) return defaultRetentionAt;
  if (value.toLowerCase() === 'off') return 'off';
  const match = /^([01]\d|2[0-3]):([0-5]\d)$/.exec(value);
  if (!match)
    throw new Error(`RETENTION_AT must be a Potsdam time "HH:MM" (such as 03:30) or "off" (RETENTION_AT=${value}).`);
  return { hour: Number(match[1]), minute: Number(match[2]) };
}

export const formatRetentionAt = (at: RetentionAt): string =>
  at === 'off' ? 'off' : `${String(at.hour).padStart(2, '0')}:${String(at.minute).padStart(2, '0')}`;

const policyTexts = (note: string) =>
  `change the privacy policy (src/i18n/dict/legal/*.ts, ${note}) and the form note (src/i18n/dict/forms/*.ts, forms.privacyNote), and move the policy's Stand in src/content/legal.ts`;

/**
 * One line per period set otherwise than the privacy policy states, naming the texts to change (or the value
 * to set): the start-up log, `npm run retention` and `npm run check:launch` print them.
 */
export function policyMismatches(periods: RetentionPeriods): string[] {
  const lines: string[] = [];
  const differs = (name: string, set: number, stated: number, unit: string, what: string, note: string) => {
    if (set !== stated)
      lines.push(
        `${name}=${String(set)}, but the privacy policy states ${String(stated)} ${unit} ${what}: ${policyTexts(note)}; or set ${name}=${String(stated)}.`,
      );
  };
  differs(
    'RETENTION_MONTHS',
    periods.applicationMonths,
    defaultRetention.applicationMonths,
    'months',
    'after a rejection or withdrawal',
    'privacy.collection.applications',
  );
  differs(
    'CONTACT_RETENTION_DAYS',
    periods.contactDays,
    defaultRetention.contactDays,
    'days',
    'after an enquiry was dealt with',
    'privacy.collection.forms',
  );
  differs(
    'CONTACT_UNHANDLED_MONTHS',
    periods.contactUnhandledMonths,
    defaultRetention.contactUnhandledMonths,
    'months',
    'after an enquiry arrived, at the latest',
    'privacy.collection.forms',
  );
  return lines;
}
