import type { Socket } from 'node:net';

const reasons: Record<string, [number, string, string]> = {
  HPE_HEADER_OVERFLOW: [431, 'Request Header Fields Too Large', 'The request headers are larger than we accept.'],
};

/**
 * Requests Node's HTTP parser refuses (headers too large, broken framing) never reach a route: answer
 * them with a problem document too, then close the connection.
 */
export function clientErrorHandler(error: Error & { code?: string }, socket: Socket): void {
  if (!socket.writable) {
    socket.destroy();
    return;
  }
  const [status, title, detail] = reasons[error.code ?? ''] ?? [400, 'Bad Request', 'The request could not be read.'];
  const body = JSON.stringify({ type: 'about:blank', status, title, detail });
  socket.end(
    `HTTP/1.1 ${String(status)} ${title}\r\nContent-Type: application/problem+json; charset=utf-8\r\n` +
      `Content-Length: ${String(Buffer.byteLength(body))}\r\nConnection: close\r\n\r\n${body}`,
  );
}
