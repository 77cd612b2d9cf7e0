import { connect, type Socket } from 'node:net';

const multipartBoundary = '----raw-test-boundary';

/** The start of an application upload, up to the first bytes of its CV, as a browser would send it. */
export function uploadStart(host: string, contentLength: number | 'chunked'): string {
  const framing =
    contentLength === 'chunked' ? 'Transfer-Encoding: chunked' : `Content-Length: ${String(contentLength)}`;
  return `POST /api/applications HTTP/1.1\r\nHost: ${host}\r\nContent-Type: multipart/form-data; boundary=${multipartBoundary}\r\n${framing}\r\n\r\n`;
}

export const uploadBodyStart =
  `--${multipartBoundary}\r\nContent-Disposition: form-data; name="name"\r\n\r\nSlow Sender\r\n` +
  `--${multipartBoundary}\r\nContent-Disposition: form-data; name="email"\r\n\r\nslow@example.com\r\n` +
  `--${multipartBoundary}\r\nContent-Disposition: form-data; name="cv"; filename="cv.pdf"\r\nContent-Type: application/pdf\r\n\r\n%PDF-1.7\n`;

export interface RawConnection {
  socket: Socket;
  /** Everything the server sent so far. */
  received: () => string;
  /** Resolves when the server (or anyone) closed the connection, with the milliseconds it stayed open. */
  closed: Promise<number>;
}

/** A plain TCP connection to the server, so tests can send slowly, hold, or send too much. */
export function rawConnection(port: number): Promise<RawConnection> {
  return new Promise((resolve, reject) => {
    const started = Date.now();
    const socket = connect(port, '127.0.0.1');
    let text = '';
    socket.on('data', (chunk: Buffer) => (text += chunk.toString('latin1')));
    socket.on('error', () => undefined);
    const closed = new Promise<number>((done) => socket.once('close', () => done(Date.now() - started)));
    socket.once('connect', () => resolve({ socket, received: () => text, closed }));
    socket.once('error', reject);
  });
}

/** Writes `total` bytes in chunks as fast as the server takes them; resolves with what it could write. */
export function pump(socket: Socket, total: number, chunked = false): Promise<number> {
  const chunk = Buffer.alloc(64 * 1024, 0x41);
  const frame = chunked
    ? Buffer.concat([Buffer.from(`${chunk.length.toString(16)}\r\n`), chunk, Buffer.from('\r\n')])
    : chunk;
  return new Promise((resolve) => {
    let sent = 0;
    const finish = () => resolve(sent);
    socket.once('close', finish);
    const next = (): void => {
      while (sent < total && !socket.destroyed) {
        sent += chunk.length;
        if (!socket.write(frame)) {
          socket.once('drain', next);
          return;
        }
      }
      socket.off('close', finish);
      resolve(sent);
    };
    next();
  });
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
