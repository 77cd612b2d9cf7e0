/**
 * The privacy policy's periods for logs (14 days) and backups (30 days) and the settings deploy/ ships agree;
 * where a shipped or installed file keeps longer, the start-up log and `npm run check:launch` name the text to
 * change. The policy claims no encryption of backups (the project makes none).
 */
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { legalDe } from '../../src/i18n/dict/legal/de';
import { legalEn } from '../../src/i18n/dict/legal/en';
import { legalTr } from '../../src/i18n/dict/legal/tr';
import { formsSettingsFromEnv } from '../../src/server/config';
import {
  backupUnitKeepDays,
  deployFiles,
  deployPeriodCheck,
  deployPeriodMismatches,
  journaldKeepsDays,
  logrotateKeepsDays,
  rateWindowMismatch,
  statedPeriods,
  systemdSpanMs,
} from '../../src/server/retention/deployPeriods';

const day = 86_400_000;
const read = (file: string) => readFileSync(file, 'utf8');
const policies = { en: legalEn, de: legalDe, tr: legalTr };
const daysWord = { en: 'days', de: 'Tag', tr: 'gün' } as const;
const backupWord = { en: /backup/i, de: /Sicherungskopie/, tr: /yedek/ } as const;
const encryptWord = { en: /encrypt/i, de: /verschlüssel/i, tr: /şifrel/i } as const;
const minutesWord = { en: 'minutes', de: 'Minuten', tr: 'dakika' } as const;
const keyedHash = {
  en: /hash of it made with a secret key/,
  de: /geheimen Schlüssel gebildeten Hashwert/,
  tr: /gizli bir anahtarla oluşturulan özet değerini \(hash\)/,
} as const;

describe('the privacy policy’s periods', () => {
  it.each(Object.entries(policies))(
    '(%s) are the ones the code checks the shipped settings against',
    (locale, legal) => {
      const key = locale as keyof typeof daysWord;
      expect(legal.privacy.collection.logs).toContain(`${String(statedPeriods.logDays)} ${daysWord[key]}`);
      const backups = legal.privacy.security.split(/(?<=[.;])\s+/).filter((sentence) => backupWord[key].test(sentence));
      expect(backups.length, locale).toBeGreaterThan(0);
      expect(backups.join(' ')).toContain(`${String(statedPeriods.backupDays)} ${daysWord[key]}`);
      // Backups are not encrypted by the project: no sentence about them says so.
      for (const sentence of backups) expect(sentence).not.toMatch(encryptWord[key]);
      // The rate limit: a keyed hash of the address, its count deleted after the default window.
      expect(legal.privacy.collection.logs).toMatch(keyedHash[key]);
      expect(legal.privacy.collection.logs).toContain(`${String(statedPeriods.rateWindowMinutes)} ${minutesWord[key]}`);
      expect(formsSettingsFromEnv({}).rateLimit.windowMs).toBe(statedPeriods.rateWindowMinutes * 60_000);
    },
  );
});

describe('reading the shipped settings', () => {
  it('reads systemd time spans as journald does', () => {
    expect(systemdSpanMs('14day')).toBe(14 * day);
    expect(systemdSpanMs('2w')).toBe(14 * day);
    expect(systemdSpanMs('1209600')).toBe(14 * day);
    expect(systemdSpanMs('1w 7d')).toBe(14 * day);
    expect(systemdSpanMs('12h')).toBe(day / 2);
    expect(systemdSpanMs('1month')).toBeGreaterThan(30 * day);
    expect(systemdSpanMs('soon')).toBeUndefined();
    expect(systemdSpanMs('')).toBeUndefined();
  });

  it('finds what deploy/ ships to keep logs 14 days and backups 30 days', () => {
    expect(journaldKeepsDays(read(deployFiles.journald.shipped))).toBe(statedPeriods.logDays);
    expect(logrotateKeepsDays(read(deployFiles.logrotate.shipped))).toBe(statedPeriods.logDays);
    expect(backupUnitKeepDays(read(deployFiles.backup.shipped))).toBe(statedPeriods.backupDays);
    expect(deployPeriodMismatches('.', mkdtempSync(join(tmpdir(), 'site-system-')))).toEqual([]);
  });

  it('counts a journal whose current file is never archived by time as kept without limit', () => {
    const shipped = read(deployFiles.journald.shipped);
    expect(journaldKeepsDays(shipped.replace(/^MaxFileSec=.*$/m, ''))).toBeUndefined();
    expect(journaldKeepsDays(shipped.replace(/^MaxFileSec=.*$/m, 'MaxFileSec=1month'))).toBeUndefined();
    expect(logrotateKeepsDays(read(deployFiles.logrotate.shipped).replace(/\bdaily\b/, 'weekly'))).toBeUndefined();
  });
});

describe('settings installed otherwise than the policy states', () => {
  const systems: string[] = [];
  afterEach(() => {
    for (const system of systems.splice(0)) rmSync(system, { recursive: true, force: true });
  });
  const install = (system: string, file: { shipped: string; installed: string }, text?: string) => {
    const target = join(system, file.installed);
    mkdirSync(dirname(target), { recursive: true });
    if (text === undefined) cpSync(file.shipped, target);
    else writeFileSync(target, text);
  };

  it('pass check:launch as shipped, and name the files not installed', () => {
    const system = mkdtempSync(join(tmpdir(), 'site-system-'));
    systems.push(system);
    install(system, deployFiles.journald);
    install(system, deployFiles.backup);
    const check = deployPeriodCheck('.', system, {});
    expect(check.ready).toBe(true);
    expect(check.lines.join('\n')).toContain(`Not installed on this machine`);
    expect(check.lines.join('\n')).toContain(deployFiles.logrotate.installed);
    expect(check.lines.join('\n')).not.toContain(deployFiles.journald.installed);
  });

  it('are named with the text to change, and check:launch does not pass', () => {
    const system = mkdtempSync(join(tmpdir(), 'site-system-'));
    systems.push(system);
    install(
      system,
      deployFiles.journald,
      read(deployFiles.journald.shipped).replace('MaxRetentionSec=13day', 'MaxRetentionSec=1month'),
    );
    install(
      system,
      deployFiles.logrotate,
      read(deployFiles.logrotate.shipped).replace(/rotate 13|maxage 14/g, 'rotate 52'),
    );
    install(system, deployFiles.backup, read(deployFiles.backup.shipped).replace('--keep-days 30', '--keep-days 90'));
    const lines = deployPeriodMismatches('.', system);
    expect(lines).toHaveLength(3);
    const [journal, nginx, backups] = lines;
    expect(journal).toContain(join(system, deployFiles.journald.installed));
    expect(journal).toMatch(
      /keeps log lines 31\.\d+ days .*deleted after 14 days at the latest: change privacy\.collection\.logs.*MaxRetentionSec=13day/,
    );
    expect(nginx).toMatch(/keeps log lines 53 days/);
    expect(backups).toMatch(
      /--keep-days 90, but the privacy policy states backups are kept 30 days at most: change privacy\.security/,
    );
    for (const line of lines) expect(line).toContain("move the policy's Stand in src/content/legal.ts");
    // A shorter period keeps the words ("at the latest", "at most") true.
    install(system, deployFiles.backup, read(deployFiles.backup.shipped).replace('--keep-days 30', '--keep-days 7'));
    expect(deployPeriodMismatches('.', system)).toHaveLength(2);
    const check = deployPeriodCheck('.', system, {});
    expect(check.ready).toBe(false);
    expect(check.lines).toHaveLength(3);
    expect(check.lines[0]).toBe('Logs, the rate limit and backups, against the privacy policy:');
  });
});

describe('the rate limit’s window', () => {
  it('set longer than the policy’s 15 minutes is named with the text to change; shorter or the default is not', () => {
    expect(rateWindowMismatch(900_000)).toBeUndefined();
    expect(rateWindowMismatch(300_000)).toBeUndefined();
    expect(rateWindowMismatch(3_600_000)).toBe(
      "FORM_RATE_WINDOW_SECONDS=3600, but the privacy policy states the count per address is deleted after 15 minutes: change privacy.collection.logs in src/i18n/dict/legal/*.ts and move the policy's Stand in src/content/legal.ts; or set FORM_RATE_WINDOW_SECONDS=900.",
    );
    const system = mkdtempSync(join(tmpdir(), 'site-system-'));
    try {
      const check = deployPeriodCheck('.', system, { FORM_RATE_WINDOW_SECONDS: '3600' });
      expect(check.ready).toBe(false);
      expect(check.lines[1]).toContain('FORM_RATE_WINDOW_SECONDS=3600');
    } finally {
      rmSync(system, { recursive: true, force: true });
    }
  });
});
