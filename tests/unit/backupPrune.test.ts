/**
 * Backups kept 30 days, as the privacy policy says: `npm run backup` deletes the copies made 30 or more Potsdam
 * days ago from its folder, keeps the newer ones, and never touches what is not a backup. The shipped timer runs
 * it every night with the policy's period.
 */
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  symlinkSync,
  utimesSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { backupCommand } from '../../src/server/cli/backupCommand';
import { pruneBackups } from '../../src/server/cli/backupPrune';
import { iniSettings, statedPeriods } from '../../src/server/retention/deployPeriods';
import { openTestStore } from './support/stores';

const day = 86_400_000;
const directories: string[] = [];
afterEach(() => {
  vi.restoreAllMocks();
  for (const directory of directories.splice(0)) rmSync(directory, { recursive: true, force: true });
});
const scratch = () => {
  const directory = mkdtempSync(join(tmpdir(), 'site-backups-'));
  directories.push(directory);
  return directory;
};
const age = (path: string, at: number) => utimesSync(path, new Date(at), new Date(at));

/** A finished backup as `backupStore` leaves it, made at `at` (its manifest's time; the folder written now). */
function finished(root: string, name: string, at: number): void {
  mkdirSync(join(root, name, 'cv'), { recursive: true });
  writeFileSync(join(root, name, 'submissions.sqlite'), 'copy');
  writeFileSync(
    join(root, name, 'backup.json'),
    JSON.stringify({ store: 'sqlite', createdAt: new Date(at).toISOString(), submissions: 1, cvFiles: 0 }),
  );
}

describe('pruning the backups’ folder', () => {
  // 10:00 in Potsdam on 7 December 2026: the days below are Potsdam days.
  const now = Date.parse('2026-12-07T09:00:00Z');

  it('deletes copies made 30 or more days ago, keeps newer ones and anything that is not a backup', () => {
    const root = scratch();
    finished(root, 'forty-days', now - 40 * day);
    // 7 November, 23:30 in Potsdam, is 30 days back although only 29 days and 10.5 hours have passed.
    finished(root, 'thirty-days', Date.parse('2026-11-07T22:30:00Z'));
    finished(root, 'twenty-nine-days', Date.parse('2026-11-08T10:00:00Z'));
    finished(root, 'last-night', now - 8 * 3_600_000);
    // Unfinished (a failure left a store copy and no manifest): its folder's time says when.
    mkdirSync(join(root, 'failed-long-ago'));
    writeFileSync(join(root, 'failed-long-ago', 'submissions.pgdump'), 'dump');
    age(join(root, 'failed-long-ago'), now - 35 * day);
    mkdirSync(join(root, 'in-progress'));
    writeFileSync(join(root, 'in-progress', 'submissions.sqlite'), 'copy');
    // Not backups: the operator's notes, a folder of keys, a link to a backup elsewhere, all old.
    writeFileSync(join(root, 'notes.txt'), 'restore drill on the 1st');
    age(join(root, 'notes.txt'), now - 90 * day);
    mkdirSync(join(root, 'keys'));
    writeFileSync(join(root, 'keys', 'offsite.pub'), 'key');
    age(join(root, 'keys'), now - 90 * day);
    const elsewhere = scratch();
    finished(elsewhere, 'old', now - 90 * day);
    symlinkSync(join(elsewhere, 'old'), join(root, 'linked-old'));

    const result = pruneBackups(root, 30, now);

    expect(result.deleted.sort()).toEqual(['failed-long-ago', 'forty-days', 'thirty-days']);
    expect(result.kept.sort()).toEqual(['in-progress', 'last-night', 'twenty-nine-days']);
    expect(readdirSync(root).sort()).toEqual([
      'in-progress',
      'keys',
      'last-night',
      'linked-old',
      'notes.txt',
      'twenty-nine-days',
    ]);
    expect(readFileSync(join(root, 'keys', 'offsite.pub'), 'utf8')).toBe('key');
    expect(existsSync(join(elsewhere, 'old', 'backup.json'))).toBe(true);
  });

  it('does nothing where there is no folder yet', () => {
    expect(pruneBackups(join(scratch(), 'none'), 30, now)).toEqual({ deleted: [], kept: [] });
  });
});

describe('npm run backup', () => {
  it('backs up into a new folder of its root, then deletes that root’s copies of 30 or more days', async () => {
    const store = await openTestStore('sqlite');
    try {
      const root = scratch();
      finished(root, 'old', Date.now() - 31 * day);
      finished(root, 'recent', Date.now() - 2 * day);
      const said = vi.spyOn(console, 'log').mockImplementation(() => undefined);
      const warned = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
      expect(await backupCommand(['backup', '--root', root], { DATA_DIR: store.dataDir })).toBe(0);
      const folders = readdirSync(root).sort();
      expect(folders).toHaveLength(2);
      expect(folders).toContain('recent');
      const made = folders.find((folder) => folder !== 'recent') ?? '';
      expect(existsSync(join(root, made, 'backup.json'))).toBe(true);
      expect(said.mock.calls.flat().join('\n')).toMatch(/2 kept, 1 made 30 or more days ago deleted \(old\)/);
      // The default is the policy's period: nothing to warn about.
      expect(warned).not.toHaveBeenCalled();
    } finally {
      await store.close();
    }
  });

  it('refuses a period it cannot use with one line, exit 2, and names the policy text for a longer one', async () => {
    const root = scratch();
    const refused = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    for (const days of ['0', '-1', 'abc', '2.5']) {
      expect(await backupCommand(['backup', '--root', root, '--keep-days', days], { DATA_DIR: root }), days).toBe(2);
      const line = refused.mock.calls.at(-1)?.join(' ') ?? '';
      expect(line, days).toMatch(/^(Option )?'?--keep-days/);
      expect(line, days).not.toContain('\n');
      if (days !== '-1')
        expect(line).toBe(`--keep-days must be a whole number of days, 1 or more (--keep-days=${days}).`);
    }
    expect(readdirSync(root)).toEqual([]);

    const warned = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    vi.spyOn(console, 'log').mockImplementation(() => undefined);
    // No store here: the backup fails (exit 1), and the folder is pruned all the same.
    finished(root, 'old', Date.now() - 61 * day);
    expect(await backupCommand(['backup', '--root', root, '--keep-days', '60'], { DATA_DIR: join(root, 'x') })).toBe(1);
    expect(readdirSync(root)).toEqual([]);
    expect(warned.mock.calls.flat().join('\n')).toMatch(
      /--keep-days 60, but the privacy policy states backups are kept 30 days at most: change privacy\.security in src\/i18n\/dict\/legal\/\*\.ts/,
    );
  });
});

describe('the shipped backup timer', () => {
  const unit = iniSettings(readFileSync('deploy/systemd/globalis-backup.service', 'utf8'));
  const timer = iniSettings(readFileSync('deploy/systemd/globalis-backup.timer', 'utf8'));

  it('runs `npm run backup`’s command every night with the policy’s period, before the night’s retention', () => {
    expect(unit.get('ExecStart')).toBe(
      `/usr/bin/node dist/server/backup.js backup --root /srv/globalis-backups --keep-days ${String(statedPeriods.backupDays)}`,
    );
    expect(unit.get('Type')).toBe('oneshot');
    expect(unit.get('EnvironmentFile')).toBe('/etc/globalis/server.env');
    expect(unit.get('ReadWritePaths')?.split(' ')).toContain('/srv/globalis-backups');
    // Every day at 01:30 Potsdam time, a night the machine was off made up at boot; the retention runs at 03:30.
    expect(timer.get('OnCalendar')).toBe('*-*-* 01:30:00 Europe/Berlin');
    expect(timer.get('Persistent')).toBe('true');
    expect(readFileSync('package.json', 'utf8')).toContain('"backup": "node dist/server/backup.js backup"');
  });
});
