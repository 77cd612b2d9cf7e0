import type { FastifyReply, FastifyRequest } from 'fastify';

export const sessionCookie = 'staff_session';
export const challengeCookie = 'staff_challenge';
/** Given by a passkey confirmation to the browser that made it, for minutes: with the session, it allows a change. */
export const verifiedCookie = 'staff_verified';
type CookieName = typeof sessionCookie | typeof challengeCookie | typeof verifiedCookie;

/**
 * Over https the cookie is `__Host-` prefixed: the browser then takes it only Secure, for the whole host and
 * from this host alone, so no sibling subdomain can set or shadow it. Plain http (localhost) cannot have it.
 */
const named = (name: CookieName, secure: boolean): string => (secure ? `__Host-${name}` : name);

/** One cookie's value from the request, or undefined. */
export function readCookie(request: FastifyRequest, base: CookieName, secure: boolean): string | undefined {
  const name = named(base, secure);
  for (const part of (request.headers.cookie ?? '').split(';')) {
    const [key, ...value] = part.trim().split('=');
    if (key === name) return value.join('=') || undefined;
  }
  return undefined;
}

/**
 * Sets (or, with maxAgeSeconds 0, clears) a cookie of the inbox: HttpOnly, SameSite=Strict; over https
 * (STAFF_ORIGIN) Secure and `__Host-` (path /: the inbox's listener is its host's alone), else for /staff.
 */
export function setCookie(
  reply: FastifyReply,
  name: CookieName,
  value: string,
  maxAgeSeconds: number,
  secure: boolean,
): void {
  const attributes = [
    `${named(name, secure)}=${value}`,
    secure ? 'Path=/' : 'Path=/staff',
    'HttpOnly',
    'SameSite=Strict',
    `Max-Age=${String(maxAgeSeconds)}`,
  ];
  if (secure) attributes.push('Secure');
  const previous = reply.getHeader('set-cookie');
  const list = Array.isArray(previous) ? previous : typeof previous === 'string' ? [previous] : [];
  reply.header('set-cookie', [...list, attributes.join('; ')]);
}
