/**
 * The retention's settings and the words of the privacy policy agree, or the operator is told (src/server/
 * retention/settings.ts, launchCheck.ts): odd values refused in one line, a period set otherwise than the
 * policy states named with the texts to change (start-up log, `npm run check:launch`), a retention switched
 * off, overdue or whose database cannot be read never passes check:launch; the policy and the form notes
 * state the defaults in every language.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { allMessages } from '../../src/i18n/allMessages';
import { locales } from '../../src/i18n/locales';
import { buildServer } from '../../src/server/app';
import { formsSettingsFromEnv } from '../../src/server/config';
import { retentionLaunchCheck } from '../../src/server/retention/launchCheck';
import { endRun, startRun } from '../../src/server/retention/runs';
import { policyMismatches, retentionAtFromEnv, retentionFromEnv } from '../../src/server/retention/settings';
import { noCounts } from '../../src/server/retention/sweep';
import { formsStoreOn } from '../../src/server/store/access';
import { defaultRetention } from '../../src/submissions/retention';
import { fakeDist, testForms } from './support/fakeDist';
import { captureLogs } from './support/logCapture';
import { openTestStore } from './support/stores';

describe('the retention settings', () => {
  it('default to what the privacy policy states, at 03:30 Potsdam time', () => {
    expect(retentionFromEnv({})).toEqual({ applicationMonths: 6, contactDays: 30, contactUnhandledMonths: 6 });
    expect(retentionFromEnv({ RETENTION_MONTHS: '', CONTACT_RETENTION_DAYS: ' ' })).toEqual(defaultRetention);
    expect(retentionAtFromEnv({})).toEqual({ hour: 3, minute: 30 });
    expect(retentionAtFromEnv({ RETENTION_AT: '23:05' })).toEqual({ hour: 23, minute: 5 });
    expect(retentionAtFromEnv({ RETENTION_AT: 'off' })).toBe('off');
    expect(formsSettingsFromEnv({ RETENTION_MONTHS: '12', RETENTION_AT: 'OFF' })).toMatchObject({
      retention: { applicationMonths: 12 },
      retentionAt: 'off',
    });
  });

  it.each([
    ['RETENTION_MONTHS', '0', 'RETENTION_MONTHS must be a whole number of months, 1 or more (RETENTION_MONTHS=0).'],
    ['RETENTION_MONTHS', 'six', 'RETENTION_MONTHS must be a whole number of months, 1 or more (RETENTION_MONTHS=six).'],
    ['RETENTION_MONTHS', '0.5', 'RETENTION_MONTHS must be a whole number of months, 1 or more (RETENTION_MONTHS=0.5).'],
    ['RETENTION_MONTHS', '6.9', 'RETENTION_MONTHS must be a whole number of months, 1 or more (RETENTION_MONTHS=6.9).'],
    [
      'CONTACT_RETENTION_DAYS',
      '0.5',
      'CONTACT_RETENTION_DAYS must be a whole number of days, 1 or more (CONTACT_RETENTION_DAYS=0.5).',
    ],
    [
      'CONTACT_UNHANDLED_MONTHS',
      '-1',
      'CONTACT_UNHANDLED_MONTHS must be a whole number of months, 1 or more (CONTACT_UNHANDLED_MONTHS=-1).',
    ],
    [
      'RETENTION_AT',
      '3:30',
      'RETENTION_AT must be a Potsdam time "HH:MM" (such as 03:30) or "off" (RETENTION_AT=3:30).',
    ],
    [
      'RETENTION_AT',
      '24:00',
      'RETENTION_AT must be a Potsdam time "HH:MM" (such as 03:30) or "off" (RETENTION_AT=24:00).',
    ],
  ])('refuse %s=%s in one line, as the server stops with it', (name, value, line) => {
    expect(() => formsSettingsFromEnv({ [name]: value })).toThrow(line);
    expect(line).not.toContain('\n');
  });

  it('name the texts to change when a period differs from what the privacy policy states', () => {
    expect(policyMismatches(defaultRetention)).toEqual([]);
    const lines = policyMismatches({ applicationMonths: 3, contactDays: 14, contactUnhandledMonths: 6 });
    expect(lines).toHaveLength(2);
    expect(lines[0]).toMatch(
      /^RETENTION_MONTHS=3, but the privacy policy states 6 months after a rejection or withdrawal: /,
    );
    expect(lines[1]).toMatch(/^CONTACT_RETENTION_DAYS=14, but the privacy policy states 30 days /);
    for (const line of lines) {
      expect(line).toContain('src/i18n/dict/legal/*.ts');
      expect(line).toContain('src/i18n/dict/forms/*.ts');
      expect(line).toContain('Stand in src/content/legal.ts');
    }
  });

  it('say so in the start-up log', async () => {
    const dist = fakeDist();
    const logs = captureLogs();
    const app = await buildServer({
      distDir: dist,
      forms: { ...testForms(join(dist, 'data')), retention: { ...defaultRetention, contactUnhandledMonths: 12 } },
      logger: logs.logger,
    });
    try {
      await app.ready();
      expect(logs.at('warn').map((line) => line.msg)).toContainEqual(
        expect.stringMatching(
          /^CONTACT_UNHANDLED_MONTHS=12, but the privacy policy states 6 months after an enquiry arrived/,
        ),
      );
      expect(logs.at('warn').map((line) => line.msg)).toContainEqual(expect.stringMatching(/^RETENTION_AT=off/));
    } finally {
      await app.close();
      rmSync(dist, { recursive: true, force: true });
    }
  });

  it.each(locales)('%s: the privacy policy and the form notes state the default periods', (locale) => {
    const { privacy, forms } = allMessages[locale];
    const six = { en: /six months/, de: /sechs Monate/, tr: /altı ay/ }[locale];
    const thirty = { en: /30 days/, de: /30 Tage/, tr: /30 gün/ }[locale];
    expect(privacy.collection.applications).toMatch(six);
    expect(privacy.collection.applications).toMatch(thirty);
    expect(privacy.collection.forms).toMatch(six);
    expect(privacy.collection.forms).toMatch(thirty);
    expect(forms.privacyNote.contact.before).toMatch(six);
    expect(forms.privacyNote.application.before).toMatch(six);
  });
});

describe('npm run check:launch on the retention', () => {
  const dirs: string[] = [];
  afterEach(() => {
    for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
  });
  const now = Date.UTC(2027, 0, 10, 9);

  /** A SQLite database in a data directory of its own, with a run that ended `hoursAgo` (none: no run). */
  async function dataDirWithRun(hoursAgo?: number): Promise<string> {
    const dataDir = mkdtempSync(join(tmpdir(), 'site-launch-'));
    dirs.push(dataDir);
    const test = await openTestStore('sqlite', dataDir);
    if (hoursAgo !== undefined) {
      const store = formsStoreOn(test.reader.database, dataDir);
      const ended = now - hoursAgo * 3600_000;
      const id = await startRun(store, 'daily', ended - 1000);
      await endRun(store, id, ended, { counts: noCounts(), awaitingDecision: 0 });
    }
    await test.reader.close();
    return dataDir;
  }

  it('passes with a run in the last 48 hours and the policy’s periods', async () => {
    const check = await retentionLaunchCheck({ DATA_DIR: await dataDirWithRun(20) }, now);
    expect(check).toEqual({
      ready: true,
      lines: [
        "Retention: runs daily at 03:30 Potsdam time, the last run ended 2027-01-09T13:00:00.000Z, the periods are the privacy policy's.",
      ],
    });
  });

  it('does not pass when none ran in 48 hours, none is recorded, or it is off', async () => {
    const late = await retentionLaunchCheck({ DATA_DIR: await dataDirWithRun(49) }, now);
    expect(late.ready).toBe(false);
    expect(late.lines[1]).toMatch(
      /^ {2}No retention run ended in the last 48 hours \(the last ended 2027-01-08T08:00:00.000Z\)/,
    );
    const never = await retentionLaunchCheck({ DATA_DIR: await dataDirWithRun() }, now);
    expect(never.lines[1]).toMatch(/none is recorded/);
    const off = await retentionLaunchCheck(
      { DATA_DIR: await dataDirWithRun(1), RETENTION_AT: 'off', RETENTION_MONTHS: '3' },
      now,
    );
    expect(off.ready).toBe(false);
    expect(off.lines.join('\n')).toMatch(/RETENTION_MONTHS=3, but the privacy policy states 6 months/);
    expect(off.lines.join('\n')).toMatch(/RETENTION_AT=off: the server runs no retention/);
  });

  it('says it cannot tell, rather than pass, when it finds no database or cannot reach one', async () => {
    const empty = mkdtempSync(join(tmpdir(), 'site-launch-'));
    dirs.push(empty);
    const none = await retentionLaunchCheck({ DATA_DIR: empty }, now);
    expect(none.ready).toBe(false);
    expect(none.lines[1]).toContain(
      `Cannot tell whether the retention ran: there is no database at ${join(empty, 'submissions.sqlite')}`,
    );
    const unreachable = await retentionLaunchCheck(
      { DATA_DIR: empty, DATABASE_URL: 'postgres://globalis:secret@127.0.0.1:9/globalis' },
      now,
    );
    expect(unreachable.ready).toBe(false);
    expect(unreachable.lines[1]).toContain(
      'Cannot tell whether the retention ran: the database (PostgreSQL on 127.0.0.1:9)',
    );
    expect(unreachable.lines.join('\n')).not.toContain('secret');
  }, 20_000);
});
