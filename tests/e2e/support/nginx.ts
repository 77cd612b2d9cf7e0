import { spawn, spawnSync } from 'node:child_process';
import { get as httpGet } from 'node:http';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const distDir = fileURLToPath(new URL('../../../dist', import.meta.url));
const nginxBinary =
  ['/usr/sbin/nginx', 'nginx'].find((candidate) => spawnSync(candidate, ['-v']).status === 0) ?? 'nginx';

export interface RunningNginx {
  origin: string;
  /** The server block the build's own code wrote for this run (node dist/server/hosting.js --nginx-only). */
  siteConfig: string;
  /** nginx's error log so far, nginx's own and the site's (upstream failures are logged there at error). */
  errorLog: () => string;
  stop: () => Promise<void>;
}

/** The status plain HTTP answers for the host name (fetch cannot set Host). */
function plainStatus(port: number, host: string): Promise<number> {
  return new Promise((resolve, reject) => {
    httpGet({ host: '127.0.0.1', port, path: '/', headers: { host } }, (response) => {
      response.resume();
      resolve(response.statusCode ?? 0);
    }).on('error', reject);
  });
}

/** HTTPS on nginx (support/tls.ts makes the certificate): plain HTTP on `port` then only redirects. */
export interface NginxTlsOptions {
  /** The site's name (its certificate's): without SNI for it, nginx refuses the handshake. */
  serverName: string;
  httpsPort: number;
  certificate: string;
  certificateKey: string;
  acmeRoot: string;
}

/**
 * Debian's nginx serving dist/static with the configuration `npm run build` writes, on a test port and
 * with the forms server of the test: only its listen address and upstream differ from dist/nginx/. Without
 * `tls`, as behind a TLS proxy (`--tls false`): the site is served over plain HTTP.
 */
export async function startNginx(
  port: number,
  formsPorts: number | number[],
  tls?: NginxTlsOptions,
): Promise<RunningNginx> {
  const directory = mkdtempSync(join(tmpdir(), 'site-nginx-'));
  const siteConfig = join(directory, 'site.conf');
  const written = spawnSync(
    process.execPath,
    [
      join(distDir, 'server', 'hosting.js'),
      '--nginx-only',
      '--listen',
      `127.0.0.1:${String(port)}`,
      '--forms-server',
      [formsPorts]
        .flat()
        .map((formsPort) => `127.0.0.1:${String(formsPort)}`)
        .join(','),
      // The test's host name; any other Host meets the default server (444), as on a real machine.
      '--server-name',
      tls?.serverName ?? '127.0.0.1',
      '--nginx-out',
      siteConfig,
      // The site's access and error logs in the test's directory (beside nginx's own error log).
      '--log-dir',
      directory,
      '--brotli',
      ...(tls
        ? [
            '--https-listen',
            `127.0.0.1:${String(tls.httpsPort)}`,
            '--tls-certificate',
            tls.certificate,
            '--tls-key',
            tls.certificateKey,
            '--acme-root',
            tls.acmeRoot,
          ]
        : ['--tls', 'false']),
    ],
    { encoding: 'utf8' },
  );
  if (written.status !== 0) throw new Error(`hosting.js failed: ${written.stderr}`);
  mkdirSync(join(directory, 'temp'));
  // What Debian's /etc/nginx/nginx.conf gives a site file, in a directory of the test's own.
  const mainConfig = join(directory, 'nginx.conf');
  writeFileSync(
    mainConfig,
    [
      // Debian's way of loading modules: brotli_static among them (tests/ensure-nginx.sh installs it).
      'include /etc/nginx/modules-enabled/*.conf;',
      // As root, nginx's workers would run as nobody, who may not read a checkout under a private home.
      ...(process.getuid?.() === 0 ? ['user root;'] : []),
      'worker_processes 1;',
      `pid ${join(directory, 'nginx.pid')};`,
      'daemon off;',
      `error_log ${join(directory, 'error.log')} warn;`,
      'events { worker_connections 512; }',
      'http {',
      '  include /etc/nginx/mime.types;',
      '  default_type application/octet-stream;',
      '  access_log off;',
      ...['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map(
        (kind) => `  ${kind}_temp_path ${join(directory, 'temp', kind)};`,
      ),
      `  include ${siteConfig};`,
      '}',
    ].join('\n'),
  );
  const child = spawn(nginxBinary, ['-c', mainConfig, '-e', join(directory, 'error.log')], { stdio: 'ignore' });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const origin = `http://127.0.0.1:${String(port)}`;
  const log = () => readFileSync(join(directory, 'error.log'), 'utf8');
  for (let attempt = 0; ; attempt++) {
    try {
      // Under TLS, plain HTTP answers the site's name with its redirect once nginx is up.
      if (tls ? (await plainStatus(port, tls.serverName)) === 301 : (await fetch(`${origin}/robots.txt`)).ok) break;
    } catch {
      // Not listening yet.
    }
    if (child.exitCode !== null || attempt > 100) {
      // SIGTERM, not SIGKILL: the master then stops its workers, which would otherwise keep the port.
      child.kill('SIGTERM');
      await exited;
      throw new Error(`nginx did not start: ${log()}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    origin,
    siteConfig: readFileSync(siteConfig, 'utf8'),
    errorLog: log,
    stop: async () => {
      child.kill('SIGQUIT');
      await exited;
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
