import { Address6 } from 'ip-address';
import { isIPv6 } from 'node:net';

/** One household or phone network gets a whole IPv6 /64: its addresses count as one client. */
const ipv6ClientPrefix = 64;

/**
 * The key under which a client's connections, uploads and form submissions (the rate limit) are all
 * counted: its IPv4 address (also when written IPv4-mapped, ::ffff:1.2.3.4), or the /64 network of its
 * IPv6 address. Otherwise one sender could take a fresh address of its /64 for every connection and never
 * reach a limit.
 */
export function clientKey(address: string): string {
  if (!isIPv6(address)) return address.toLowerCase();
  const parsed = new Address6(address);
  if (parsed.isMapped4()) return parsed.to4().correctForm();
  return `${new Address6(`${address}/${String(ipv6ClientPrefix)}`).startAddress().correctForm()}/${String(ipv6ClientPrefix)}`;
}
