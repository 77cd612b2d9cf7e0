/**
 * Logs kept 14 days, as the privacy policy says, by what deploy/ ships: the server's unit writes to the journal
 * namespace whose settings delete entries after 14 days, nginx writes the site's logs where the shipped
 * logrotate rule keeps them 14 days, and the README's install lines install each file. With Debian's logrotate
 * installed, the rule is also run for real over a month of faked history. And the public listener's request log
 * keeps no enrolment link's token.
 */
import { spawn, spawnSync } from 'node:child_process';
import { once } from 'node:events';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  utimesSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { gunzipSync, gzipSync } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { buildServer } from '../../src/server/app';
import { nginxConfig } from '../../src/server/hosting/nginx';
import { iniSettings, systemdSpanMs } from '../../src/server/retention/deployPeriods';
import { captureLogs } from './support/logCapture';
import { fakeDist, testForms } from './support/fakeDist';

const day = 86_400_000;
const fourteenDays = 14 * day;
const read = (file: string) => readFileSync(file, 'utf8');
const serverReadme = read('src/server/README.md');

const settings = iniSettings;
const timeSpan = (value: string): number => systemdSpanMs(value) ?? Number.NaN;

describe('the server’s log', () => {
  const unit = settings(read('deploy/systemd/globalis.service'));
  const namespace = unit.get('LogNamespace') ?? '';
  const journald = settings(read(`deploy/journald/journald@${namespace}.conf`));

  it('goes to a journal namespace of its own, whose entries are deleted within 14 days', () => {
    expect(namespace).toBe('globalis');
    expect(unit.get('ExecStart')).toBe('/usr/bin/node dist/server/main.js');
    expect(timeSpan(journald.get('MaxRetentionSec') ?? '0')).toBeGreaterThan(0);
    // journald deletes whole archived files by their oldest entry, and only when it archives the file being
    // written: that must happen within a day (or its lines would wait for journald's default month), and the
    // retention and that day together stay within the 14 days.
    expect(timeSpan(journald.get('MaxFileSec') ?? '0')).toBeGreaterThan(0);
    expect(timeSpan(journald.get('MaxFileSec') ?? '0')).toBeLessThanOrEqual(day);
    expect(
      timeSpan(journald.get('MaxRetentionSec') ?? '0') + timeSpan(journald.get('MaxFileSec') ?? '0'),
    ).toBeLessThanOrEqual(fourteenDays);
    expect(journald.get('SystemMaxUse')).toMatch(/^\d+[KMG]$/);
    // No copy where another period applies.
    for (const forward of ['ForwardToSyslog', 'ForwardToKMsg', 'ForwardToConsole', 'ForwardToWall'])
      expect(journald.get(forward), forward).toBe('no');
  });

  it('comes from a hardened unit that writes only to the data directory', () => {
    for (const [name, value] of Object.entries({
      NoNewPrivileges: 'yes',
      ProtectSystem: 'strict',
      PrivateTmp: 'yes',
      User: 'globalis',
      EnvironmentFile: '/etc/globalis/server.env',
      ReadWritePaths: '/srv/globalis-data',
    }))
      expect(unit.get(name), name).toBe(value);
  });
});

describe('nginx’s logs of the site', () => {
  const rule = read('deploy/logrotate/globalis-nginx');
  const [, glob = '', body = ''] = /^(\S+)\s*\{([^}]*)\}/m.exec(rule) ?? [];
  const directives = body.split('\n').map((line) => line.trim().split(/\s+/));
  const value = (name: string) => directives.find(([directive]) => directive === name)?.[1];
  const config = nginxConfig(
    {
      manifest: { pages: { '/': 'index.html' }, notFound: { en: 'en/404.html', de: 'de/404.html', tr: 'tr/404.html' } },
      plainFiles: [],
    },
    {
      root: '/var/www/globalis',
      listen: '80',
      formsServers: ['127.0.0.1:3000'],
      serverName: 'www.example.de',
      tls: { listen: '443', certificate: 'c.pem', certificateKey: 'k.pem', acmeRoot: '/var/www/letsencrypt' },
    },
  );

  it('are written by every server block of the site to the files the shipped rule rotates', () => {
    const blocks = config.split(/^server \{$/m).slice(1);
    // The default servers (plain HTTP and TLS), the redirect to HTTPS, and the site.
    expect(blocks).toHaveLength(4);
    const logFiles = new Set<string>();
    for (const block of blocks) {
      const access = /access_log "([^"]+)";/.exec(block)?.[1];
      const error = /error_log "([^"]+)";/.exec(block)?.[1];
      expect(access, block).toBeDefined();
      expect(error, block).toBeDefined();
      logFiles.add(access ?? '').add(error ?? '');
    }
    for (const file of logFiles) {
      expect(dirname(file)).toBe(dirname(glob));
      expect(file).toMatch(/\.log$/);
      // Not where Debian's own rule for /var/log/nginx/*.log (14 old files, empty ones skipped) would take it too.
      expect(dirname(file)).not.toBe('/var/log/nginx');
    }
    expect(glob).toMatch(/\/\*\.log$/);
  });

  it('are kept 14 days at most by the rule: daily, at most 13 old files, none past 14 days, empty logs rotated too', () => {
    expect(directives.some(([name]) => name === 'daily')).toBe(true);
    const kept = Number(value('rotate'));
    // The log being written and the old files, a day each.
    expect((kept + 1) * day).toBeLessThanOrEqual(fourteenDays);
    expect(Number(value('maxage'))).toBeLessThanOrEqual(14);
    expect(directives.some(([name]) => name === 'notifempty')).toBe(false);
    expect(directives.some(([name]) => name === 'dateext')).toBe(true);
    expect(rule).toMatch(/postrotate[\s\S]*kill -USR1[\s\S]*endscript/);
  });
});

describe('the README’s install lines', () => {
  it('install each shipped file where it takes effect', () => {
    for (const line of [
      'install -m 644 deploy/journald/journald@globalis.conf /etc/systemd/journald@globalis.conf',
      'install -m 644 deploy/logrotate/globalis-nginx /etc/logrotate.d/globalis-nginx',
      'install -d -m 750 -o root -g adm /var/log/nginx/globalis',
      'install -m 644 deploy/systemd/globalis.service deploy/systemd/globalis-health.{service,timer} /etc/systemd/system/',
      'install -m 644 deploy/systemd/globalis-backup.{service,timer} /etc/systemd/system/',
    ])
      expect(serverReadme, line).toContain(line);
  });
});

const logrotate = ['/usr/sbin/logrotate', 'logrotate'].find(
  (command) => spawnSync(command, ['--version'], { stdio: 'ignore' }).status === 0,
);

describe('the shipped logrotate rule, run by Debian’s logrotate', () => {
  const directories: string[] = [];
  afterEach(() => {
    for (const directory of directories.splice(0)) rmSync(directory, { recursive: true, force: true });
  });

  // Without logrotate (install it: bash tests/apt-install.sh "the log test needs" logrotate) only the settings above are checked.
  it.skipIf(!logrotate)(
    'leaves no line and no file older than 14 days after a month of daily logs, and has nginx reopen its files',
    async () => {
      const root = mkdtempSync(join(tmpdir(), 'site-logrotate-'));
      directories.push(root);
      const logs = join(root, 'logs');
      mkdirSync(logs);
      const now = Date.now();
      const stamp = (ms: number) => new Date(ms).toISOString();
      const name = (ms: number) => new Date(ms).toISOString().slice(0, 10).replaceAll('-', '');
      const write = (file: string, lines: number[], mtime: number, compressed = false) => {
        const text = lines.map((ms) => `${stamp(ms)} 203.0.113.7 "GET / HTTP/1.1" 200\n`).join('');
        writeFileSync(join(logs, file), compressed ? gzipSync(text) : text);
        utimesSync(join(logs, file), new Date(mtime), new Date(mtime));
      };
      // A month of history as the rule would have left it with a longer period: an old file per day, named by
      // the day it was rotated (holding the day before), yesterday's not yet compressed.
      for (let age = 1; age <= 30; age++) {
        const rotated = now - age * day;
        const suffix = age > 1 ? '.gz' : '';
        write(`access.log-${name(rotated)}${suffix}`, [rotated - 23 * 3_600_000, rotated], rotated, age > 1);
        write(`error.log-${name(rotated)}${suffix}`, [rotated - 3_600_000], rotated, age > 1);
      }
      write('access.log', [now - 23 * 3_600_000, now - 60_000], now);
      // Nothing went wrong today: the error log is empty, and must move on all the same.
      write('error.log', [], now);

      // nginx, as far as the rule sees it: a process that reopens its logs on SIGUSR1.
      const reopened = join(root, 'reopened');
      const nginx = spawn(
        process.execPath,
        [
          '-e',
          `process.on('SIGUSR1', () => { require('fs').writeFileSync(${JSON.stringify(reopened)}, ''); process.exit(0); }); console.log('ready'); setInterval(() => {}, 1000);`,
        ],
        { stdio: ['ignore', 'pipe', 'ignore'] },
      );
      const exited = once(nginx, 'exit');
      // Its handler in place before logrotate signals: unhandled, SIGUSR1 would start Node's inspector instead.
      await once(nginx.stdout, 'data');
      writeFileSync(join(root, 'nginx.pid'), String(nginx.pid));
      // The shipped rule, its paths in this directory (and files created as this user: no www-data here).
      const shipped = read('deploy/logrotate/globalis-nginx');
      writeFileSync(
        join(root, 'rule'),
        shipped
          .replaceAll('/var/log/nginx/globalis', logs)
          .replaceAll('/run/nginx.pid', join(root, 'nginx.pid'))
          .replace('create 0640 www-data adm', 'create 0640'),
      );
      // Last rotated yesterday: `daily` decides, not a forced run.
      const yesterday = new Date(now - day);
      const stateDate = `${String(yesterday.getUTCFullYear())}-${String(yesterday.getUTCMonth() + 1)}-${String(yesterday.getUTCDate())}-${String(yesterday.getUTCHours())}:0:0`;
      writeFileSync(
        join(root, 'state'),
        `logrotate state -- version 2\n"${join(logs, 'access.log')}" ${stateDate}\n"${join(logs, 'error.log')}" ${stateDate}\n`,
        { mode: 0o600 },
      );
      const run = spawnSync(logrotate ?? 'logrotate', ['-s', join(root, 'state'), join(root, 'rule')], {
        encoding: 'utf8',
        env: { ...process.env, TZ: 'UTC' },
      });
      expect(run.stderr).toBe('');
      expect(run.status).toBe(0);
      await exited;
      expect(existsSync(reopened)).toBe(true);

      const files = readdirSync(logs);
      // Today's rotation happened (the test is not vacuous): the lines written so far are in today's old file.
      expect(files).toContain(`access.log-${name(now)}`);
      expect(read(join(logs, 'access.log'))).toBe('');
      for (const base of ['access.log', 'error.log'])
        expect(files.filter((file) => file.startsWith(`${base}-`)).length, base).toBeLessThanOrEqual(13);
      for (const file of files) {
        const path = join(logs, file);
        expect(now - statSync(path).mtimeMs, file).toBeLessThanOrEqual(fourteenDays);
        const bytes = readFileSync(path);
        const text = file.endsWith('.gz') ? gunzipSync(bytes).toString() : bytes.toString();
        for (const line of text.split('\n').filter(Boolean))
          expect(now - Date.parse(line.split(' ')[0] ?? ''), `${file}: ${line}`).toBeLessThanOrEqual(fourteenDays);
      }
    },
  );
});

describe('the public listener’s request log', () => {
  it('names an enrolment link opened there by mistake, and an applicant’s private link, without its token', async () => {
    const { logger, lines } = captureLogs();
    const dist = fakeDist();
    const app = await buildServer({ distDir: dist, forms: testForms(join(dist, 'data')), logger });
    try {
      const token = 'Zm9vYmFyLXNlY3JldC10b2tlbi12YWx1ZQ';
      for (const url of [`/staff/enrol/${token}`, `/de//staff/enrol/${token}?x=1`])
        expect((await app.inject(url)).statusCode).toBe(404);
      const requests = lines.filter((line) => line.msg === 'incoming request');
      expect(requests).toHaveLength(2);
      expect(JSON.stringify(lines)).not.toContain(token);
      expect(requests[0]).toMatchObject({ req: { method: 'GET', url: '/staff/enrol/[redacted]' } });
      // An applicant's private link, known or not, and its copy.
      for (const url of [`/applicant/${token}`, `/applicant/${token}/copy?x=1`])
        expect((await app.inject(url)).statusCode).toBe(404);
      expect(JSON.stringify(lines)).not.toContain(token);
      expect(lines.filter((line) => line.msg === 'incoming request').at(-1)).toMatchObject({
        req: { url: '/applicant/[redacted]/copy?x=1' },
      });
      // Other paths as they were.
      expect((await app.inject('/en/no-such-page?q=1')).statusCode).toBe(404);
      expect(lines.filter((line) => line.msg === 'incoming request').at(-1)).toMatchObject({
        req: { url: '/en/no-such-page?q=1' },
      });
    } finally {
      await app.close();
      rmSync(dist, { recursive: true, force: true });
    }
  });
});
