import type { FastifyReply, FastifyRequest } from 'fastify';
import { statfs } from 'node:fs/promises';
import { ProblemError } from './problem';

/** Seconds a refused upload is asked to wait before trying again. */
const retryAfterSeconds = 60;

/**
 * Admits an upload only while fewer than `maxConcurrent` are being received and the data directory's
 * file system keeps `minFreeBytes` free; otherwise 503 with Retry-After, before a byte of the body is read.
 */
export function uploadGate(dataDir: string, maxConcurrent: number, minFreeBytes: number) {
  let inFlight = 0;
  return async (request: FastifyRequest, reply: FastifyReply): Promise<void> => {
    if (inFlight >= maxConcurrent) {
      request.log.warn({ inFlight }, 'upload refused: too many uploads at once');
      throw new ProblemError('unavailable', {}, retryAfterSeconds);
    }
    inFlight += 1;
    reply.raw.once('close', () => {
      inFlight -= 1;
    });
    const free = await freeBytes(dataDir);
    if (free < minFreeBytes) {
      request.log.error({ dataDir, free, minFreeBytes }, 'upload refused: the data directory is short of free space');
      throw new ProblemError('unavailable', {}, retryAfterSeconds);
    }
  };
}

/** Free bytes for this process on the file system of `path` (or of its nearest existing parent). */
async function freeBytes(path: string): Promise<number> {
  try {
    const stats = await statfs(path);
    return stats.bavail * stats.bsize;
  } catch {
    // The directory does not exist (yet): the store reports that; here it is no reason to refuse.
    return Number.POSITIVE_INFINITY;
  }
}
