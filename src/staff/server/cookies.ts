import type { FastifyReply, FastifyRequest } from 'fastify';

export const sessionCookie = 'staff_session';
export const challengeCookie = 'staff_challenge';

/** One cookie's value from the request, or undefined. */
export function readCookie(request: FastifyRequest, name: string): string | undefined {
  for (const part of (request.headers.cookie ?? '').split(';')) {
    const [key, ...value] = part.trim().split('=');
    if (key === name) return value.join('=') || undefined;
  }
  return undefined;
}

/**
 * Sets (or, with maxAgeSeconds 0, clears) a cookie of the inbox: HttpOnly, SameSite=Strict, only for the
 * inbox's paths, Secure when the inbox is served over https (STAFF_ORIGIN).
 */
export function setCookie(
  reply: FastifyReply,
  name: string,
  value: string,
  maxAgeSeconds: number,
  secure: boolean,
): void {
  const attributes = [
    `${name}=${value}`,
    'Path=/staff',
    'HttpOnly',
    'SameSite=Strict',
    `Max-Age=${String(maxAgeSeconds)}`,
  ];
  if (secure) attributes.push('Secure');
  const previous = reply.getHeader('set-cookie');
  const list = Array.isArray(previous) ? previous : typeof previous === 'string' ? [previous] : [];
  reply.header('set-cookie', [...list, attributes.join('; ')]);
}
