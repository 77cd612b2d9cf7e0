import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { DatabaseAccess } from '../../serverKit';
import { company } from '../../content/company';
import type { Locale } from '../../i18n/locales';
import { applicantPagePrefix } from '../../submissions/endpoints';
import type { RetentionPeriods } from '../../submissions/retention';
import { applicantWords, fill } from './applicantPage';
import { registerApplicantRoutes, type ApplicantRouteOptions } from './applicantRoutes';
import { inOneTransaction, type InboxStoreAccess, type StaffContext } from './context';
import { noticeMailer, type StaffMail } from './noticeMailer';
import type { StaffNotice } from './store/notices';

export interface ApplicantAccessOptions extends ApplicantRouteOptions {
  /** The forms' store, which holds the applications. */
  store: InboxStoreAccess;
  /** The database the server opened: the links and the receipts' queue are the inbox's tables on it. */
  database: DatabaseAccess;
  /** The site's public origin: the receipt's link opens the page there. */
  origin: string;
  retention: RetentionPeriods;
  /** The server's mail transport; without one, receipts wait in the queue until a server with one sends them. */
  mail?: StaffMail | undefined;
  logger: FastifyBaseLogger;
  now?: () => number;
}

/** What the forms' application route tells of an application it stored: nothing the applicant typed but the address. */
export interface ReceiptFacts {
  id: string;
  email: string;
  locale: Locale;
  /** The opening's title as the site names it (ours, not typed), when one was chosen. */
  jobTitle: string | undefined;
}

/** The receipt: received, for which opening, and the private link. No word the applicant typed. */
function receiptNotice(facts: ReceiptFacts, link: string): StaffNotice {
  const words = applicantWords(facts.locale).mail;
  const thanks = facts.jobTitle
    ? fill(words.forJob, { job: facts.jobTitle, company: company.name })
    : fill(words.speculative, { company: company.name });
  return { to: facts.email, subject: words.subject, body: fill(words.body, { thanks, link, company: company.name }) };
}

/**
 * The inbox's notices as the process sends them: one mailer per process, which this side starts on the public
 * listener; the staff listener (staffApp.ts) tells it of each notice it queues instead of polling the same
 * table with a second one.
 */
export interface NoticeSender {
  /** A notice was queued and committed: send it now rather than at the mailer's next look. */
  queued: () => void;
}

/**
 * The applicant's side of the inbox, on the public listener: the receipt e-mailed on an application (its link
 * stored as a hash, the e-mail queued in the inbox's notices, in one transaction, then sent by the kit's
 * outbox until the mail server takes it) and the private page behind the link (applicantRoutes.ts). It runs
 * the process's one mailer of the notices (with a mail server), which the staff listener shares.
 */
export async function applicantAccess(
  app: FastifyInstance,
  options: ApplicantAccessOptions,
): Promise<{ receipt: (facts: ReceiptFacts) => Promise<void>; notices: NoticeSender }> {
  const mailer = options.mail && noticeMailer(options.database, options.mail, options.logger);
  if (mailer) {
    app.addHook('onReady', (done) => {
      mailer.start();
      done();
    });
    app.addHook('onClose', async () => mailer.stop());
  }
  const context: StaffContext = {
    store: options.store,
    database: options.database,
    origin: options.origin,
    rpId: new URL(options.origin).hostname,
    secure: options.origin.startsWith('https:'),
    retention: options.retention,
    now: options.now ?? Date.now,
    log: options.logger,
    noticesQueued: () => mailer?.kick(),
    // Nothing this side sends goes to staff: the receipts are in each applicant's own language.
    mailLocale: company.language,
  };
  await app.register((scope) => registerApplicantRoutes(scope, context, options));
  return {
    notices: { queued: context.noticesQueued },
    async receipt(facts) {
      const now = context.now();
      await inOneTransaction(context, async ({ staff }) => {
        const token = await staff.applicantLinks.create(facts.id, now);
        await staff.notices.add(receiptNotice(facts, `${options.origin}${applicantPagePrefix}${token}`), now);
      });
      context.noticesQueued();
    },
  };
}
