import type { Socket } from 'node:net';

/** Node's own http server calls this after a `Connection: close` answer: end our side, destroy once sent. */
type ClosingSocket = Socket & { destroySoon?: () => void };

/** Long enough for the client to read the answer out of its buffers; the socket is not read meanwhile. */
const gentleCloseMs = 1_000;

/**
 * After answering a request whose body was not read to its end (too large, refused early): send the
 * answer and our end of the connection, and drop the connection a second later rather than at once.
 * Closing a socket that still holds unread bytes sends a reset, and a reset can wipe the answer from the
 * client's buffers before it is read: the visitor (and the body-limit test) then saw an empty reply
 * instead of the 413. Nothing more is read meanwhile, so the body limit still holds on the wire.
 */
export function closeGently(socket: ClosingSocket): void {
  socket.destroySoon = () => {
    socket.end();
    const timer = setTimeout(() => socket.destroy(), gentleCloseMs);
    timer.unref();
    socket.once('close', () => clearTimeout(timer));
  };
}
