import type { FastifyInstance } from 'fastify';
import type { ConnectionLimits } from './config';

/** How often one client's refused connections are reported, at most. */
const reportEveryMs = 60_000;

/**
 * Bounds what one client can hold: connections per address (trusted proxies exempt), and a request body
 * that stops making progress (fewer than `progressMinBytes` per `progressWindowMs`) is cut. Headers, whole
 * requests and idle connections have their own time limits, set where the server is made (app.ts).
 */
export function limitConnections(app: FastifyInstance, limits: ConnectionLimits, isTrustedProxy: (address: string) => boolean): void {
  const open = new Map<string, number>();
  // Refusals per address since its last report: a flood is told in one line a minute, with its count.
  const refused = new Map<string, { reportedAt: number; since: number }>();
  app.server.on('connection', (socket) => {
    const address = socket.remoteAddress ?? '';
    if (isTrustedProxy(address)) return;
    const count = (open.get(address) ?? 0) + 1;
    if (count > limits.maxConnectionsPerClient) {
      socket.destroy();
      const now = Date.now();
      const tally = refused.get(address) ?? { reportedAt: 0, since: 0 };
      tally.since += 1;
      refused.set(address, tally);
      if (now - tally.reportedAt > reportEveryMs) {
        app.log.warn({ address, open: count - 1, refused: tally.since }, 'connections refused: this address holds too many');
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
    const hasBody = request.headers['content-length'] !== undefined || request.headers['transfer-encoding'] !== undefined;
    if (!hasBody || request.raw.complete) {
      done();
      return;
    }
    const { socket } = request.raw;
    let seen = socket.bytesRead;
    const watchdog = setInterval(() => {
      if (request.raw.complete) {
        clearInterval(watchdog);
        return;
      }
      if (socket.bytesRead - seen < limits.progressMinBytes) {
        clearInterval(watchdog);
        request.log.warn({ received: socket.bytesRead, windowMs: limits.progressWindowMs }, 'request body cut: it stopped making progress');
        socket.destroy();
        return;
      }
      seen = socket.bytesRead;
    }, limits.progressWindowMs);
    watchdog.unref();
    reply.raw.once('close', () => clearInterval(watchdog));
    done();
  });
}
