import type { FastifyRequest } from 'fastify';
import { createHash } from 'node:crypto';
import { isIdempotencyConflict } from '../store/rows';
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

/**
 * What was sent, as one digest: the validated fields (in a fixed order) and the CV's digest. A retry
 * under the same key must send the same; anything else is a conflict, not a silent duplicate.
 */
export function requestFingerprint(fields: object, cvSha256?: string): string {
  const ordered = Object.entries(fields)
    .filter(([, value]) => value !== undefined && value !== '')
    .sort(([a], [b]) => (a < b ? -1 : 1));
  return createHash('sha256')
    .update(JSON.stringify([ordered, cvSha256 ?? null]))
    .digest('hex');
}

/** The answer to a retry: the first submission's id, or a conflict when the content differs. */
export function earlierSubmission(
  earlier: { id: string; requestHash: string | null } | undefined,
  fingerprint: string,
): string | undefined {
  if (!earlier) return undefined;
  if (isIdempotencyConflict(earlier.requestHash, fingerprint)) throw new ProblemError('idempotencyConflict');
  return earlier.id;
}
