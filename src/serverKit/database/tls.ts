/** Hosts on this machine: the connection never leaves it, so TLS adds nothing. */
const localHosts = new Set(['', 'localhost', '127.0.0.1', '[::1]', '::1']);
/** sslmode values that check the database's certificate (pg reads them from DATABASE_URL). */
const verifyingModes = new Set(['verify-full', 'verify-ca']);

/**
 * The database host when DATABASE_URL reaches another machine without a verified TLS connection (names,
 * messages and CVs would cross the network readable or to an impostor); undefined when it is local (a
 * host name, a Unix socket directory) or sslmode verifies the certificate.
 */
export function unverifiedRemoteDatabase(databaseUrl: string): string | undefined {
  let url: URL;
  try {
    url = new URL(databaseUrl);
  } catch {
    return undefined;
  }
  // ?host=/var/run/postgresql (a Unix socket) overrides the URL's host.
  const host = url.searchParams.get('host') ?? url.hostname;
  if (localHosts.has(host) || host.startsWith('/') || /^127\./.test(host)) return undefined;
  if (verifyingModes.has(url.searchParams.get('sslmode') ?? '')) return undefined;
  return host;
}
