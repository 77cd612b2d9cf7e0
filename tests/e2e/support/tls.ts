import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export interface TestCertificates {
  directory: string;
  /** The test's own certificate authority, PEM file: what a client trusts. */
  ca: string;
  certificate: string;
  certificateKey: string;
}

/**
 * A certificate authority of the test's own and a server certificate it signed for 127.0.0.1 and localhost
 * (P-256 keys, two days), made with openssl as an operator would; nothing leaves the test's directory.
 */
export function makeTestCertificates(): TestCertificates {
  const directory = mkdtempSync(join(tmpdir(), 'site-tls-'));
  const file = (name: string): string => join(directory, name);
  const openssl = (...args: string[]): void => {
    execFileSync('openssl', args, { stdio: 'pipe' });
  };
  const ecKey = ['-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:P-256', '-nodes'];
  openssl(
    'req',
    '-x509',
    ...ecKey,
    '-days',
    '2',
    '-subj',
    '/CN=Globalis test CA',
    '-keyout',
    file('ca.key'),
    '-out',
    file('ca.pem'),
  );
  openssl('req', ...ecKey, '-subj', '/CN=localhost', '-keyout', file('server.key'), '-out', file('server.csr'));
  writeFileSync(
    file('server.ext'),
    [
      'subjectAltName = IP:127.0.0.1, DNS:localhost',
      'extendedKeyUsage = serverAuth',
      'basicConstraints = CA:FALSE',
    ].join('\n'),
  );
  openssl(
    'x509',
    '-req',
    '-in',
    file('server.csr'),
    '-CA',
    file('ca.pem'),
    '-CAkey',
    file('ca.key'),
    '-CAcreateserial',
    '-days',
    '2',
    '-extfile',
    file('server.ext'),
    '-out',
    file('server.pem'),
  );
  return { directory, ca: file('ca.pem'), certificate: file('server.pem'), certificateKey: file('server.key') };
}
