import { indent, logs, quote } from './nginxSyntax';

/** TLS on nginx itself: a certificate (certbot's by default), and where HTTPS listens. */
export interface NginxTls {
  /** The certificate chain, PEM: certbot's /etc/letsencrypt/live/<name>/fullchain.pem. */
  certificate: string;
  /** Its private key, PEM: certbot's /etc/letsencrypt/live/<name>/privkey.pem. */
  certificateKey: string;
  /** What HTTPS listens on: "443", "127.0.0.1:8443". */
  listen: string;
  /** Where certbot's webroot plugin writes its challenges (certbot certonly --webroot -w <acmeRoot>). */
  acmeRoot: string;
}

/**
 * Mozilla's "intermediate" TLS settings for nginx with OpenSSL 3: TLS 1.2 and 1.3 only, forward-secret AEAD
 * ciphers, the client's preference (all are strong), no session tickets (their keys would outlive a restart).
 */
export const tlsSettings = [
  'ssl_protocols TLSv1.2 TLSv1.3;',
  'ssl_ciphers ECDHE-ECDSA-AES128-GCM-SHA256:ECDHE-RSA-AES128-GCM-SHA256:ECDHE-ECDSA-AES256-GCM-SHA384:ECDHE-RSA-AES256-GCM-SHA384:ECDHE-ECDSA-CHACHA20-POLY1305:ECDHE-RSA-CHACHA20-POLY1305;',
  'ssl_prefer_server_ciphers off;',
  'ssl_session_timeout 1d;',
  'ssl_session_cache shared:globalis_tls:10m;',
  'ssl_session_tickets off;',
];

/** The port in an nginx listen value ("443", "127.0.0.1:8443"). */
const portOf = (listen: string): string => /(\d+)$/.exec(listen)?.[1] ?? '443';

/** Plain HTTP under TLS: certbot's challenges from its webroot, everything else 301 to the same host over HTTPS. */
export function redirectServer(listen: string, serverName: string, tls: NginxTls, logDir: string): string[] {
  const port = portOf(tls.listen);
  return [
    'server {',
    ...indent([
      `listen ${listen};`,
      `server_name ${serverName};`,
      ...logs(logDir),
      'server_tokens off;',
      '',
      '# certbot certonly --webroot: the one path plain HTTP still answers.',
      'location ^~ /.well-known/acme-challenge/ {',
      ...indent([`root ${quote(tls.acmeRoot)};`, 'default_type text/plain;', 'try_files $uri =404;']),
      '}',
      '',
      '# The same host over HTTPS first (HSTS is sent there, where browsers keep it).',
      'location / {',
      `  return 301 https://$host${port === '443' ? '' : `:${port}`}$request_uri;`,
      '}',
    ]),
    '}',
    '',
  ];
}
