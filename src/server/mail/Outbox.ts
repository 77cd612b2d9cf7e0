import type { FastifyBaseLogger } from 'fastify';
import type { SendMailOptions } from 'nodemailer';
import type { Locale } from '../../i18n/locales';
import { Outbox as KitOutbox } from '../../serverKit';
import type { StoreAccess } from '../store/access';
import { defaultRetention, type RetentionPeriods } from '../../submissions/retention';
import type { SubmissionRecord } from '../../submissions/storedSubmission';
import { submissionMail } from './message';

export type SendMail = (message: SendMailOptions) => Promise<unknown>;

export interface OutboxOptions {
  store: Pick<StoreAccess, 'run'>;
  send: SendMail;
  from: string;
  to: string;
  /** The staff inbox's origin (STAFF_ORIGIN): each e-mail links to its entry there. */
  staffOrigin?: string | undefined;
  /** The retention periods each e-mail states (RETENTION_MONTHS, CONTACT_RETENTION_DAYS); the defaults else. */
  retention?: RetentionPeriods;
  /** The company's language (STAFF_MAIL_LOCALE), in which each e-mail is written; German else. */
  locale?: Locale | undefined;
  logger?: Pick<FastifyBaseLogger, 'info' | 'warn'>;
  /** How often due submissions are looked for, besides right after each new one. */
  pollMs?: number;
  /** Deliveries under way at once (the mail pool's connections); 1 by default. */
  concurrency?: number;
  /** Told of every delivery tried (the metrics), `ok` false when the mail server did not take it. */
  onDelivery?: (ok: boolean) => void;
}

/**
 * Delivers stored submissions by e-mail to the company, through the kit's outbox: the submissions table is its
 * queue (a row is due until delivered), and a mail server that is down is tried again for hours, then every six.
 */
export class Outbox extends KitOutbox<SubmissionRecord> {
  constructor({ store, send, from, to, staffOrigin, retention = defaultRetention, locale, ...options }: OutboxOptions) {
    super({
      queue: {
        claim: async (now, leaseMs) => (await store.run((open) => open.claimDue(now, 1, leaseMs)))[0],
        sent: (record, now) => store.run((open) => open.markDelivered(record.id, now)),
        failed: (record, reason, retryAt) => store.run((open) => open.markFailed(record.id, reason, retryAt)),
      },
      send: (record) =>
        send(submissionMail(record, from, to, { staffOrigin, retention, ...(locale ? { locale } : {}) })),
      words: {
        field: 'submission',
        delivered: 'submission delivered by e-mail',
        failed: 'e-mail delivery failed; will retry',
        unreadable: 'e-mail outbox could not read the store; will retry',
        stillSending: 'e-mail delivery still under way at shutdown; it stays queued for the next start',
      },
      retryDelaysMs: [60_000, 5 * 60_000, 15 * 60_000, 60 * 60_000, 3 * 3_600_000, 6 * 3_600_000],
      pollMs: options.pollMs ?? 30_000,
      logger: options.logger,
      concurrency: options.concurrency,
      onDelivery: options.onDelivery,
    });
  }
}
