import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { siteOrigin } from '../../routes/siteOrigin';
import { publishStaticSite } from './publish';

// `node dist/server/hosting.js`: run by `npm run build`; run again with other values for another machine.
const distDefault = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const { values } = parseArgs({
  options: {
    dist: { type: 'string', default: process.env.DIST_DIR ?? distDefault },
    root: { type: 'string' },
    listen: { type: 'string', default: process.env.NGINX_LISTEN ?? '80' },
    // The public origin's host by default: a request for another name gets the default server's 444.
    'server-name': { type: 'string', default: process.env.NGINX_SERVER_NAME ?? new URL(siteOrigin).hostname },
    'default-server': { type: 'string', default: process.env.NGINX_DEFAULT_SERVER ?? 'true' },
    'forms-server': { type: 'string', default: process.env.FORMS_SERVERS ?? '127.0.0.1:3000' },
    'forms-origin': { type: 'string', default: process.env.FORMS_ORIGIN },
    'nginx-out': { type: 'string' },
    'nginx-only': { type: 'boolean', default: false },
    brotli: { type: 'boolean', default: process.env.NGINX_BROTLI === 'true' },
    // HTTPS on nginx, with certbot's certificate for the first server name unless told otherwise; `--tls false`
    // where a proxy in front of nginx terminates TLS.
    tls: { type: 'string', default: process.env.NGINX_TLS ?? 'true' },
    'https-listen': { type: 'string', default: process.env.NGINX_HTTPS_LISTEN ?? '443' },
    'tls-certificate': { type: 'string', default: process.env.NGINX_TLS_CERTIFICATE },
    'tls-key': { type: 'string', default: process.env.NGINX_TLS_KEY },
    'acme-root': { type: 'string', default: process.env.NGINX_ACME_ROOT ?? '/var/www/letsencrypt' },
    // The site's access and error logs (deploy/logrotate/globalis-nginx rotates the default folder).
    'log-dir': { type: 'string', default: process.env.NGINX_LOG_DIR },
  },
});

const distDir = resolve(values.dist);
const serverNames = values['server-name'].split(/[\s,]+/).filter(Boolean);
const certbotLive = `/etc/letsencrypt/live/${serverNames[0] ?? 'localhost'}`;
const tls =
  values.tls === 'false'
    ? undefined
    : {
        listen: values['https-listen'],
        certificate: values['tls-certificate'] ?? `${certbotLive}/fullchain.pem`,
        certificateKey: values['tls-key'] ?? `${certbotLive}/privkey.pem`,
        acmeRoot: values['acme-root'],
      };
const nginxFile = resolve(values['nginx-out'] ?? join(distDir, 'nginx', 'globalis.conf'));
const { staticDir, files } = publishStaticSite({
  distDir,
  root: values.root && resolve(values.root),
  nginxFile,
  nginxOnly: values['nginx-only'],
  brotli: values.brotli,
  listen: values.listen,
  tls,
  serverName: serverNames.join(' '),
  defaultServer: values['default-server'] !== 'false',
  formsServers: values['forms-server']
    .split(',')
    .map((server) => server.trim())
    .filter(Boolean),
  formsOrigin: values['forms-origin'],
  logDir: values['log-dir'],
});
console.log(
  values['nginx-only']
    ? `nginx: ${nginxFile}`
    : `Static site: ${String(files)} files in ${staticDir} with _headers and _redirects; nginx: ${nginxFile}`,
);
