import { createTransport } from 'nodemailer';
import type { MailSettings } from '../config';
import type { SendMail } from './Outbox';

/** Mail delivery gives up on a mail server that stops answering, so nothing waits on it for long. */
const mailTimeouts = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 };
/** A pooled connection is replaced after this many messages (some servers cap a session). */
const messagesPerConnection = 100;

/**
 * The mail server, through a pool: at most `maxConnections` connections, each reused for many messages,
 * and at most `ratePerSecond` messages a second. A burst (a wave of applications after a job fair) is
 * sent over a few connections at a pace the provider accepts, instead of a connection per message.
 */
export function mailTransport({ host, port, secure, user, pass, maxConnections, ratePerSecond }: MailSettings): {
  send: SendMail;
  close: () => void;
} {
  const transport = createTransport({
    host,
    port,
    secure,
    ...mailTimeouts,
    ...(user && pass ? { auth: { user, pass } } : {}),
    pool: true,
    maxConnections,
    maxMessages: messagesPerConnection,
    rateDelta: 1000,
    rateLimit: ratePerSecond,
  });
  return { send: (message) => transport.sendMail(message), close: () => transport.close() };
}
