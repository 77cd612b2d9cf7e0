import type { FastifyInstance } from 'fastify';
import { clientKey } from './clientAddress';
import { clientErrorHandler } from './clientError';
import type { ConnectionLimits } from './config';

/**
 * A listener's time limits, one source for every listener the server opens (the public site, the staff
 * inbox): headers, whole requests and idle connections; requests Node's parser refuses are answered.
 */
export function listenerTimeouts(limits: ConnectionLimits) {
  return {
    clientErrorHandler,
    connectionTimeout: limits.idleMs,
    keepAliveTimeout: Math.min(10_000, limits.idleMs),
    requestTimeout: limits.requestMs,
    // Node checks header and request deadlines on this interval (default 30 s: too coarse).
    http: { headersTimeout: limits.headersMs, connectionsCheckingInterval: 2_000 },
  };
}

/** How often one client's refused connections are reported, at most. */
const reportEveryMs = 60_000;

/**
 * Bounds what one client can hold: connections per address (IPv6 per /64; trusted proxies exempt), and a
 * request body that stops making progress (fewer than `progressMinBytes` per `progressWindowMs`) or,
 * after its first window, averages fewer than `minAverageBytesPerSecond`, is cut. Headers, whole
 * requests and idle connections have their own time limits, set where the server is made (app.ts).
 */
export function limitConnections(
  app: FastifyInstance,
  limits: ConnectionLimits,
  isTrustedProxy: (address: string) => boolean,
): void {
  const open = new Map<string, number>();
  // Refusals per address since its last report: a flood is told in one line a minute, with its count.
  const refused = new Map<string, { reportedAt: number; since: number }>();
  app.server.on('connection', (socket) => {
    const peer = socket.remoteAddress ?? '';
    if (isTrustedProxy(peer)) return;
    const address = clientKey(peer);
    const count = (open.get(address) ?? 0) + 1;
    if (count > limits.maxConnectionsPerClient) {
      socket.destroy();
      const now = Date.now();
      const tally = refused.get(address) ?? { reportedAt: 0, since: 0 };
      tally.since += 1;
      refused.set(address, tally);
      if (now - tally.reportedAt > reportEveryMs) {
        app.log.warn(
          { address, open: count - 1, refused: tally.since },
          'connections refused: this address holds too many',
        );
        refused.set(address, { reportedAt: now, since: 0 });
      }
      return;
    }
    open.set(address, count);
    socket.once('close', () => {
      const left = (open.get(address) ?? 1) - 1;
      if (left > 0) open.set(address, left);
      else {
        open.delete(address);
        refused.delete(address);
      }
    });
  });

  app.addHook('onRequest', (request, reply, done) => {
    const hasBody =
      request.headers['content-length'] !== undefined || request.headers['transfer-encoding'] !== undefined;
    if (!hasBody || request.raw.complete) {
      done();
      return;
    }
    const { socket } = request.raw;
    const startedWith = socket.bytesRead;
    const startedAt = Date.now();
    let seen = startedWith;
    const cut = (reason: string, received: number): void => {
      clearInterval(watchdog);
      request.log.warn(
        { received, windowMs: limits.progressWindowMs, minBytesPerSecond: limits.minAverageBytesPerSecond },
        reason,
      );
      socket.destroy();
    };
    const watchdog = setInterval(() => {
      if (request.raw.complete) {
        clearInterval(watchdog);
        return;
      }
      const received = socket.bytesRead - startedWith;
      if (socket.bytesRead - seen < limits.progressMinBytes) {
        cut('request body cut: it stopped making progress', received);
        return;
      }
      // A trickle that keeps each window busy still holds an upload slot for minutes: after the first
      // window the body must keep an average rate as well.
      const seconds = (Date.now() - startedAt) / 1000;
      if (received / seconds < limits.minAverageBytesPerSecond) {
        cut('request body cut: it arrives too slowly on average', received);
        return;
      }
      seen = socket.bytesRead;
    }, limits.progressWindowMs);
    watchdog.unref();
    reply.raw.once('close', () => clearInterval(watchdog));
    done();
  });
}
