import { connect, createServer, type Socket } from 'node:net';
import type { AddressInfo } from 'node:net';

export interface CuttableLink {
  port: number;
  /** Drops every connection and refuses new ones: the network between a server and its database fails. */
  cut: () => void;
  /** Lets new connections through again. */
  heal: () => void;
  close: () => Promise<void>;
}

/** A TCP relay to `targetPort` on 127.0.0.1 that the test can cut, for one server's link to a shared database. */
export async function cuttableLink(targetPort: number): Promise<CuttableLink> {
  const sockets = new Set<Socket>();
  let isCut = false;
  const server = createServer((client) => {
    if (isCut) {
      client.destroy();
      return;
    }
    const upstream = connect(targetPort, '127.0.0.1');
    for (const socket of [client, upstream]) {
      sockets.add(socket);
      socket.once('close', () => sockets.delete(socket));
      socket.on('error', () => undefined);
    }
    client.pipe(upstream).pipe(client);
    client.once('close', () => upstream.destroy());
    upstream.once('close', () => client.destroy());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.address() as AddressInfo).port,
    cut: () => {
      isCut = true;
      for (const socket of sockets) socket.destroy();
    },
    heal: () => {
      isCut = false;
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}
