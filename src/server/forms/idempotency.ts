import type { FastifyRequest } from 'fastify';
import { ProblemError } from './problem';

// The browser sends a random UUID; accept any reasonable opaque token, refuse anything odd.
const keyPattern = /^[A-Za-z0-9_-]{8,128}$/;

/** The request's Idempotency-Key header, if any; a malformed key is a malformed request. */
export function idempotencyKey(request: FastifyRequest): string | undefined {
  const header = request.headers['idempotency-key'];
  if (header === undefined) return undefined;
  if (typeof header !== 'string' || !keyPattern.test(header)) throw new ProblemError('malformed');
  return header;
}
