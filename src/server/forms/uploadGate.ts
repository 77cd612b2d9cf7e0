import type { FastifyReply, FastifyRequest } from 'fastify';
import { statfs } from 'node:fs/promises';
import { clientKey } from '../clientAddress';
import { ProblemError } from './problem';

/** Seconds a refused upload is asked to wait before trying again. */
const retryAfterSeconds = 60;

export interface UploadLimits {
  /** Uploads received at once, from everyone together. */
  maxConcurrent: number;
  /** Uploads received at once from one client (IPv6: one /64), so one sender cannot hold them all. */
  maxPerClient: number;
  /** The data directory's file system must keep this much free. */
  minFreeBytes: number;
}

/** Why an upload was turned away before its body was read (the metrics count each). */
export type UploadRefusal = 'busy' | 'perClient' | 'diskSpace';

/**
 * Admits an upload only while fewer than `maxConcurrent` are being received, fewer than `maxPerClient`
 * from this client, and the data directory's file system keeps `minFreeBytes` free; otherwise 503 with
 * Retry-After, before a byte of the body is read. `inFlight()` tells how many are being received.
 */
export function uploadGate(
  dataDir: string,
  { maxConcurrent, maxPerClient, minFreeBytes }: UploadLimits,
  onRefused: (reason: UploadRefusal) => void = () => undefined,
) {
  let inFlight = 0;
  const perClient = new Map<string, number>();
  const admit = async (request: FastifyRequest, reply: FastifyReply): Promise<void> => {
    const client = clientKey(request.ip);
    const fromClient = perClient.get(client) ?? 0;
    if (inFlight >= maxConcurrent || fromClient >= maxPerClient) {
      const reason =
        inFlight >= maxConcurrent
          ? 'upload refused: too many uploads at once'
          : 'upload refused: this address already sends as many uploads as it may';
      request.log.warn({ inFlight, fromClient }, reason);
      onRefused(inFlight >= maxConcurrent ? 'busy' : 'perClient');
      throw new ProblemError('unavailable', {}, retryAfterSeconds);
    }
    inFlight += 1;
    perClient.set(client, fromClient + 1);
    reply.raw.once('close', () => {
      inFlight -= 1;
      const left = (perClient.get(client) ?? 1) - 1;
      if (left > 0) perClient.set(client, left);
      else perClient.delete(client);
    });
    const free = await freeBytes(dataDir);
    if (free < minFreeBytes) {
      request.log.error({ dataDir, free, minFreeBytes }, 'upload refused: the data directory is short of free space');
      onRefused('diskSpace');
      throw new ProblemError('unavailable', {}, retryAfterSeconds);
    }
  };
  return Object.assign(admit, { inFlight: () => inFlight });
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
