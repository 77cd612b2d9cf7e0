import { locales, localizePath } from '../../i18n/locales';
import { defaultConnectionLimits } from '../config';
import { applicationBodyLimit } from '../forms/plugin';
import { adminSecurityHeaders, securityHeaders } from '../securityHeaders';
import { adminAssetsPrefix, adminPage, cacheControl, hashedAssetsPrefix, movedPages } from './rules';
import { apiLocations } from './nginxApi';
import { addHeaders, defaultLogDir, indent, logs, quote } from './nginxSyntax';
import { redirectServer, tlsSettings, type NginxTls } from './nginxTls';
import type { SiteFiles } from './siteFiles';

export interface NginxOptions {
  /** The publish directory (dist/static), absolute. */
  root: string;
  /**
   * What plain HTTP listens on: "80", "127.0.0.1:8080". With `tls` it only redirects to HTTPS (and answers
   * certbot's challenges); without, it serves the site, for a TLS proxy in front of nginx.
   */
  listen: string;
  /** Serve HTTPS here (the default of `npm run build`); undefined where a proxy in front terminates TLS. */
  tls?: NginxTls | undefined;
  /** The forms server(s) behind /api/: "127.0.0.1:3000", or several, comma-separated. */
  formsServers: string[];
  /** The site's host names (server_name); other names go to the default server. */
  serverName: string;
  /** Add a default server that closes connections for any other Host (444). Off where the machine has its own. */
  defaultServer?: boolean | undefined;
  /** Serve the .br files too: needs nginx's brotli_static module (Debian: libnginx-mod-http-brotli-static). */
  brotli?: boolean | undefined;
  /** Where this site's access and error logs go: `defaultLogDir`, which deploy/logrotate/globalis-nginx rotates. */
  logDir?: string | undefined;
}

/** nginx's passive health check of the forms servers (the figures the failover test measures). */
const upstream = { maxFails: 2, failTimeoutSeconds: 10 };

/**
 * An nginx configuration for the http block (a file in /etc/nginx/conf.d/ or sites-enabled/) that
 * serves the publish directory as the fastify server does: the same security headers and cache rules,
 * each page at its address and every other path answered 404 with the page in its language, trailing
 * slashes and moved pages redirected on the site, precompressed files, and /api/ passed to the forms server.
 */
export function nginxConfig(
  { manifest, plainFiles }: SiteFiles,
  {
    root,
    listen,
    tls,
    formsServers,
    serverName,
    defaultServer = true,
    brotli = false,
    logDir = defaultLogDir,
  }: NginxOptions,
): string {
  const files = [
    ...Object.entries(manifest.pages).map(([path, file]) => [path, `/${file}`] as const),
    ...plainFiles.map((path) => [path, path] as const),
  ];
  const localized = locales.filter((locale) => localizePath('/', locale) !== '/');
  // Headers set in a location replace the server's: every location that sets Cache-Control repeats them.
  const withCache = (value: string, headers = securityHeaders) => [
    ...addHeaders(headers),
    ...addHeaders({ 'Cache-Control': value }),
  ];
  return [
    '# Written by `npm run build` (src/server/hosting) from the rules the fastify server follows. Do not edit;',
    '# rebuild, or: node dist/server/hosting.js --nginx-only --root <dir> --listen <port> --forms-server <host:port>[,<host:port>] [--brotli]',
    '#   [--https-listen <port> --tls-certificate <file> --tls-key <file> --acme-root <dir> | --tls false] [--log-dir <dir>]',
    `# Logs: ${logDir}/access.log and error.log (create the folder; deploy/logrotate/globalis-nginx keeps them 14 days).`,
    '',
    '# A URL path -> the file that answers it; anything not listed is a 404.',
    'map $uri $globalis_file {',
    ...indent(['default "";', ...files.map(([path, file]) => `${quote(path)} ${quote(file)};`)]),
    '}',
    '',
    'map $uri $globalis_cache_control {',
    ...indent([
      `default ${quote(cacheControl.page)};`,
      ...plainFiles.map((path) => `${quote(path)} ${quote(cacheControl.otherFile)};`),
    ]),
    '}',
    '',
    '# The 404 page in the language of the path.',
    'map $uri $globalis_not_found {',
    ...indent([
      `default ${quote(`/${manifest.notFound[locales[0]]}`)};`,
      ...localized.map(
        (locale) => `${quote(`~^${localizePath('/', locale)}(/|$)`)} ${quote(`/${manifest.notFound[locale]}`)};`,
      ),
    ]),
    '}',
    '',
    ...(tls
      ? [
          '# TLS for every server of this file: the protocols are agreed before the host name picks a server, so they',
          '# are set here, where the default server (which refuses unknown names) has them too.',
          ...tlsSettings,
          '',
        ]
      : []),
    '# Behind nginx every visitor arrives from one address: nginx bounds each visitor as the fastify server would.',
    'limit_conn_zone $binary_remote_addr zone=globalis_per_client:10m;',
    '',
    '# Passive health: a forms server that fails twice within 10 s (refused, reset, timed out, 503) gets no',
    '# requests for 10 s, then is tried again. A post it never received goes to the next server.',
    'upstream globalis_forms {',
    ...indent([
      ...formsServers.map(
        (server) =>
          `server ${server} max_fails=${String(upstream.maxFails)} fail_timeout=${String(upstream.failTimeoutSeconds)}s;`,
      ),
      'keepalive 8;',
    ]),
    '}',
    '',
    ...(defaultServer
      ? [
          '# Any other Host (a scanner, a forged name) is closed without an answer: only the names above are served.',
          'server {',
          ...indent([`listen ${listen} default_server;`, 'server_name _;', ...logs(logDir), 'return 444;']),
          '}',
          '',
          ...(tls
            ? [
                'server {',
                ...indent([
                  `listen ${tls.listen} ssl default_server;`,
                  'server_name _;',
                  ...logs(logDir),
                  'ssl_reject_handshake on;',
                ]),
                '}',
                '',
              ]
            : []),
        ]
      : []),
    ...(tls ? redirectServer(listen, serverName, tls, logDir) : []),
    'server {',
    ...indent([
      // HTTP/2 as a flag of listen: nginx 1.22 (Debian 12) has no `http2 on;` yet, later ones still read it.
      ...(tls
        ? [
            `listen ${tls.listen} ssl http2;`,
            `ssl_certificate ${quote(tls.certificate)};`,
            `ssl_certificate_key ${quote(tls.certificateKey)};`,
          ]
        : [`listen ${listen};`]),
      `server_name ${serverName};`,
      ...logs(logDir),
      `root ${quote(root)};`,
      'server_tokens off;',
      // Locations as the fastify server sends them: on this site, relative.
      'absolute_redirect off;',
      'charset utf-8;',
      'gzip_static on;',
      'gzip_vary on;',
      ...(brotli
        ? ['brotli_static on;']
        : ['# With the brotli_static module: build with --brotli to serve the .br files as well.']),
      // The forms server refuses a larger application itself; nginx lets it through to be answered properly.
      `client_max_body_size ${String(applicationBodyLimit + 64 * 1024)};`,
      'error_page 404 @not_found;',
      `limit_conn globalis_per_client ${String(defaultConnectionLimits.maxConnectionsPerClient)};`,
      'limit_conn_status 429;',
      `client_header_timeout ${String(defaultConnectionLimits.headersMs / 1000)}s;`,
      // Between two reads of a body; the forms server also cuts an upload that stops making progress.
      `client_body_timeout ${String(defaultConnectionLimits.progressWindowMs / 1000)}s;`,
      `keepalive_timeout ${String(Math.min(10_000, defaultConnectionLimits.idleMs) / 1000)}s;`,
      ...addHeaders(securityHeaders),
      '',
      'location @not_found {',
      ...indent([...withCache(cacheControl.page), 'try_files $globalis_not_found =404;']),
      '}',
      '',
      '# A trailing slash is dropped, query kept; the raw request is used, and a second slash or a backslash',
      '# after the first never makes it a link to another site.',
      'location ~ "^/.+/$" {',
      ...indent([
        String.raw`if ($request_uri ~ "^(/[^/\\\\?][^?]*?)/+(\?.*)?$") {`,
        '  return 301 $1$2;',
        '}',
        'return 404;',
      ]),
      '}',
      '',
      ...movedPages.flatMap(({ from, to }) => [`location = ${from} {`, `  return 301 ${to}$is_args$args;`, '}']),
      '',
      '# Precompressed variants are served in place of their file, never by their own name.',
      'location ~ "\\.(br|gz)$" {',
      '  return 404;',
      '}',
      '',
      '# The staff editor: its page at /admin/ (the exact match wins over the trailing-slash rule), its files',
      '# below /admin/assets/, both with its own headers; any other path below /admin/ is a 404 like elsewhere.',
      `location = ${adminPage.slice(0, -1)} {`,
      ...indent([...addHeaders(adminSecurityHeaders), `return 301 ${adminPage}$is_args$args;`]),
      '}',
      `location = ${adminPage} {`,
      ...indent([...withCache(cacheControl.page, adminSecurityHeaders), `try_files ${adminPage}index.html =404;`]),
      '}',
      `location ${adminAssetsPrefix} {`,
      ...indent([...withCache(cacheControl.hashedAsset, adminSecurityHeaders), 'try_files $uri =404;']),
      '}',
      '',
      `location ${hashedAssetsPrefix} {`,
      ...indent([...withCache(cacheControl.hashedAsset), 'try_files $uri =404;']),
      '}',
      '',
      'location / {',
      ...indent([...withCache('$globalis_cache_control'), 'try_files $globalis_file =404;']),
      '}',
      '',
      ...apiLocations(),
    ]),
    '}',
    '',
  ].join('\n');
}
