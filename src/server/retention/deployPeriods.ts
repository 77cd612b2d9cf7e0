import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { formsSettingsFromEnv } from '../config';

/**
 * The periods the privacy policy states for what the server's machine keeps outside the store: log lines
 * (privacy.collection.logs: "deleted after 14 days at the latest"), the rate limit's count (the same paragraph:
 * "after 15 minutes") and backups (privacy.security: "at most 30 days"). deploy/ ships the settings that keep
 * the logs and backups; this reads them back, from the repository and from where the README's install lines
 * put them, and says which text to change where one keeps longer. A shorter period keeps the words true ("at
 * the latest", "at most"), so only a longer one is reported.
 */
export const statedPeriods = { logDays: 14, backupDays: 30, rateWindowMinutes: 15 } as const;

const dayMs = 86_400_000;
const spanUnits: Record<string, number> = {
  '': 1000,
  s: 1000,
  sec: 1000,
  second: 1000,
  seconds: 1000,
  min: 60_000,
  m: 60_000,
  minute: 60_000,
  minutes: 60_000,
  h: 3_600_000,
  hr: 3_600_000,
  hour: 3_600_000,
  hours: 3_600_000,
  d: dayMs,
  day: dayMs,
  days: dayMs,
  w: 7 * dayMs,
  week: 7 * dayMs,
  weeks: 7 * dayMs,
  month: 30.44 * dayMs,
  months: 30.44 * dayMs,
  M: 30.44 * dayMs,
  y: 365.25 * dayMs,
  year: 365.25 * dayMs,
  years: 365.25 * dayMs,
};

/** A systemd time span ("14day", "2w 1d", "1209600": seconds) in ms; undefined when it names no span. */
export function systemdSpanMs(value: string): number | undefined {
  const parts = [...value.trim().matchAll(/(\d+(?:\.\d+)?)\s*([a-zA-Z]*)\s*/g)];
  if (parts.length === 0 || parts.map(([part]) => part).join('') !== value.trim()) return undefined;
  let total = 0;
  for (const [, amount = '0', unit = ''] of parts) {
    const factor = spanUnits[unit];
    if (factor === undefined) return undefined;
    total += Number(amount) * factor;
  }
  return total;
}

/** The last value of each setting of an INI-style file (journald.conf, a systemd unit). */
export function iniSettings(text: string): Map<string, string> {
  const values = new Map<string, string>();
  for (const line of text.split('\n')) {
    const match = /^\s*([A-Za-z]+)\s*=\s*(.*?)\s*$/.exec(line);
    if (match?.[1] && match[2] !== undefined) values.set(match[1], match[2]);
  }
  return values;
}

/**
 * The days a journald.conf may keep a line at most: MaxRetentionSec, and the span of one file (MaxFileSec),
 * since journald deletes old files only when it archives the one being written. Undefined when it sets no
 * limit by time, or when the file being written is never archived by time (MaxFileSec unset or over a day),
 * which the limit cannot reach.
 */
export function journaldKeepsDays(text: string): number | undefined {
  const settings = iniSettings(text);
  const retention = systemdSpanMs(settings.get('MaxRetentionSec') ?? '');
  const file = systemdSpanMs(settings.get('MaxFileSec') ?? '');
  if (!retention || !file || file > dayMs) return undefined;
  return (retention + file) / dayMs;
}

/** The days a logrotate rule keeps a line: the log being written (a day with `daily`) and `rotate` old files, or `maxage`. */
export function logrotateKeepsDays(text: string): number | undefined {
  const directives = text
    .replace(/#.*$/gm, '')
    .split('\n')
    .map((line) => line.trim().split(/\s+/));
  const value = (name: string) => directives.find(([directive]) => directive === name)?.[1];
  if (!directives.some(([name]) => name === 'daily')) return undefined;
  const byCount = value('rotate') === undefined ? undefined : Number(value('rotate')) + 1;
  const byAge = value('maxage') === undefined ? undefined : Number(value('maxage'));
  const limits = [byCount, byAge].filter((days): days is number => days !== undefined && !Number.isNaN(days));
  return limits.length === 0 ? undefined : Math.min(...limits);
}

/** The `--keep-days` a backup unit's ExecStart gives `backup` (30 when it gives none: the command's default). */
export function backupUnitKeepDays(text: string): number {
  const exec = iniSettings(text).get('ExecStart') ?? '';
  const days = /--keep-days[= ](\d+)/.exec(exec)?.[1];
  return days === undefined ? statedPeriods.backupDays : Number(days);
}

const legalTexts = 'src/i18n/dict/legal/*.ts';
const policyDate = "move the policy's Stand in src/content/legal.ts";

/** The line for a backup period longer than the policy's, or undefined when the policy's words hold. */
export function backupPeriodMismatch(
  keepDays: number,
  setting = `--keep-days ${String(keepDays)}`,
): string | undefined {
  if (keepDays <= statedPeriods.backupDays) return undefined;
  return `${setting}, but the privacy policy states backups are kept ${String(statedPeriods.backupDays)} days at most: change privacy.security in ${legalTexts} and ${policyDate}; or keep ${String(statedPeriods.backupDays)} days.`;
}

/** The line for a rate limit window longer than the policy's 15 minutes, or undefined when its words hold. */
export function rateWindowMismatch(windowMs: number): string | undefined {
  const stated = statedPeriods.rateWindowMinutes * 60;
  if (windowMs <= stated * 1000) return undefined;
  return `FORM_RATE_WINDOW_SECONDS=${String(windowMs / 1000)}, but the privacy policy states the count per address is deleted after ${String(statedPeriods.rateWindowMinutes)} minutes: change privacy.collection.logs in ${legalTexts} and ${policyDate}; or set FORM_RATE_WINDOW_SECONDS=${String(stated)}.`;
}

/** The line for a log period longer than the policy's, or undefined when the policy's words hold. */
function logPeriodMismatch(days: number | undefined, file: string, setting: string, fix: string): string | undefined {
  if (days !== undefined && days <= statedPeriods.logDays) return undefined;
  const kept = days === undefined ? 'no limit by time' : `${String(days)} days`;
  return `${file} keeps log lines ${kept} (${setting}), but the privacy policy states they are deleted after ${String(statedPeriods.logDays)} days at the latest: change privacy.collection.logs in ${legalTexts} and ${policyDate}; or ${fix}.`;
}

/** Where deploy/ ships each file, and where the README's install lines put it. */
export const deployFiles = {
  journald: { shipped: 'deploy/journald/journald@globalis.conf', installed: '/etc/systemd/journald@globalis.conf' },
  logrotate: { shipped: 'deploy/logrotate/globalis-nginx', installed: '/etc/logrotate.d/globalis-nginx' },
  backup: {
    shipped: 'deploy/systemd/globalis-backup.service',
    installed: '/etc/systemd/system/globalis-backup.service',
  },
} as const;

/**
 * One line per shipped or installed file that keeps logs or backups longer than the privacy policy states:
 * `repository` is the checkout (the server's working directory), `system` the root the files are installed
 * under ("/"). A file not there is left out: a machine may run nginx elsewhere, or back up another way.
 */
export function deployPeriodMismatches(repository: string, system = '/'): string[] {
  const lines: string[] = [];
  for (const [kind, { shipped, installed }] of Object.entries(deployFiles)) {
    for (const path of [join(repository, shipped), join(system, installed)]) {
      if (!existsSync(path)) continue;
      const text = readFileSync(path, 'utf8');
      const line =
        kind === 'journald'
          ? logPeriodMismatch(
              journaldKeepsDays(text),
              path,
              'MaxRetentionSec and a file a day, MaxFileSec',
              `set MaxRetentionSec=${String(statedPeriods.logDays - 1)}day and MaxFileSec=1day`,
            )
          : kind === 'logrotate'
            ? logPeriodMismatch(
                logrotateKeepsDays(text),
                path,
                'daily, rotate, maxage',
                `keep ${String(statedPeriods.logDays)} days`,
              )
            : backupPeriodMismatch(
                backupUnitKeepDays(text),
                `${path} runs the backup with --keep-days ${String(backupUnitKeepDays(text))}`,
              );
      if (line) lines.push(line);
    }
  }
  return lines;
}

/**
 * What `npm run check:launch` says of the logs' and backups' periods, run in the checkout on the server: not
 * ready while a shipped or installed file keeps longer than the policy states; the files not installed named.
 */
export function deployPeriodCheck(
  repository = process.cwd(),
  system = '/',
  env: NodeJS.ProcessEnv = process.env,
): { ready: boolean; lines: string[] } {
  const problems = deployPeriodMismatches(repository, system);
  // A window the server cannot read stops it at start; the retention's check names that setting already.
  let windowMs: number | undefined;
  try {
    windowMs = formsSettingsFromEnv(env).rateLimit.windowMs;
  } catch {
    windowMs = undefined;
  }
  const window = windowMs === undefined ? undefined : rateWindowMismatch(windowMs);
  if (window) problems.push(window);
  const missing = Object.values(deployFiles)
    .map(({ installed }) => installed)
    .filter((installed) => !existsSync(join(system, installed)));
  const notes =
    missing.length > 0
      ? [`  Not installed on this machine (src/server/README.md, "Deploy"): ${missing.join(', ')}.`]
      : [];
  if (problems.length > 0)
    return {
      ready: false,
      lines: [
        'Logs, the rate limit and backups, against the privacy policy:',
        ...problems.map((line) => `  ${line}`),
        ...notes,
      ],
    };
  return {
    ready: true,
    lines: [
      `Logs, the rate limit and backups: deploy/ keeps logs ${String(statedPeriods.logDays)} days and backups ${String(statedPeriods.backupDays)} days at most, the rate limit's count ${String(statedPeriods.rateWindowMinutes)} minutes, as the privacy policy states.`,
      ...notes,
    ],
  };
}
