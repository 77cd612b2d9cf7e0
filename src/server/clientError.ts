import type { FastifyInstance } from 'fastify';
import type { Socket } from 'node:net';
import { securityHeaders } from './securityHeaders';

const reasons: Record<string, [number, string, string]> = {
  HPE_HEADER_OVERFLOW: [431, 'Request Header Fields Too Large', 'The request headers are larger than we accept.'],
  ERR_HTTP_REQUEST_TIMEOUT: [408, 'Request Timeout', 'The request took too long to arrive.'],
};

const headerLines = Object.entries(securityHeaders)
  .map(([name, value]) => `${name}: ${value}\r\n`)
  .join('');

/**
 * Requests Node's HTTP parser refuses (headers too large, broken framing, too slow) never reach a route:
 * answer them with a problem document and the security headers too, log it, then close the connection.
 */
export function clientErrorHandler(
  this: FastifyInstance | undefined,
  error: Error & { code?: string },
  socket: Socket,
): void {
  // Fastify calls this with itself as `this`; a client that vanished is no news worth a warning.
  const lost = error.code === 'ECONNRESET' || !socket.writable;
  this?.log[lost ? 'info' : 'warn'](
    { code: error.code, remoteAddress: socket.remoteAddress },
    `request refused before routing: ${error.message}`,
  );
  if (!socket.writable) {
    socket.destroy();
    return;
  }
  const [status, title, detail] = reasons[error.code ?? ''] ?? [400, 'Bad Request', 'The request could not be read.'];
  const body = JSON.stringify({ type: 'about:blank', status, title, detail });
  socket.end(
    `HTTP/1.1 ${String(status)} ${title}\r\nContent-Type: application/problem+json; charset=utf-8\r\n${headerLines}` +
      `Content-Length: ${String(Buffer.byteLength(body))}\r\nConnection: close\r\n\r\n${body}`,
  );
}
