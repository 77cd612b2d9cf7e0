import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface MailReceiver {
  /** Each message as received, headers and body, its quoted-printable body decoded. */
  received: string[];
  /** The messages to one address, in the order they arrived. */
  to: (address: string) => string[];
  port: number;
  close: () => Promise<void>;
}

/** A local mail server that keeps each message whole, for a server under test to send to (SMTP_HOST, SMTP_PORT). */
export async function startMailServer(): Promise<MailReceiver> {
  const received: string[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks)
          .toString('latin1')
          .replace(/=\r?\n/g, '');
        received.push(
          Buffer.from(
            raw.replace(/=([0-9A-F]{2})/g, (_all, hex: string) => String.fromCharCode(parseInt(hex, 16))),
            'latin1',
          ).toString('utf8'),
        );
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  const addressed = (address: string) =>
    new RegExp(`^To: (.*<)?${address.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}>?\\s*$`, 'im');
  return {
    received,
    to: (address) => received.filter((text) => addressed(address).test(text)),
    port,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The private page's path in a receipt ("/applicant/<token>"), or undefined. */
export const applicantPath = (mail: string): string | undefined =>
  /https?:\/\/[^/\s]+(\/applicant\/[\w-]{43})/.exec(mail)?.[1];
