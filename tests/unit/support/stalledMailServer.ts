import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface StalledMailServer {
  port: number;
  /** Resolves once a whole message has arrived (and its end of DATA is left unanswered). */
  dataArrived: Promise<void>;
  close: () => Promise<void>;
}

/** A local SMTP server that takes a message and never answers the end of DATA: a stalled mail server. */
export async function startStalledMailServer(): Promise<StalledMailServer> {
  let arrived: () => void = () => undefined;
  const dataArrived = new Promise<void>((resolve) => (arrived = resolve));
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    // Closing does not wait for the stalled client.
    closeTimeout: 100,
    onData(stream) {
      stream.resume();
      stream.on('end', arrived);
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.server.address() as AddressInfo).port,
    dataArrived,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
