/**
 * A failed rebuild, e-mailed to the staff address (MAIL_TO) through the kit's outbox: the runner records the
 * failure in the status file (it has no mail server of its own), and this server, which has one, sends it once
 * and tries again with growing pauses until the mail server takes it. Its queue is a file of its own beside the
 * status (`failure-mail.json`), written by this server only, so the runner's writes never race it.
 */
import type { FastifyBaseLogger } from 'fastify';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import * as z from 'zod';
import { Outbox, readRebuildStatus, replaceFile, type RebuildStatus } from '../../serverKit';
import { potsdamTimeWithIntl } from '../../i18n/intlFormat';
import { company } from '../../content/company';
import type { Locale } from '../../i18n/locales';
import type { SendMail } from '../mail/Outbox';
import { fill, staffMailWords } from '../mail/words';

type Failure = NonNullable<RebuildStatus['failure']>;

/** What was sent of which failure (its `at`), and when it is due again. */
const mailStateSchema = z.object({
  failureAt: z.number(),
  sentAt: z.number().nullable(),
  attempts: z.number(),
  dueAt: z.number(),
});
type MailState = z.infer<typeof mailStateSchema>;

interface QueuedFailure {
  id: string;
  attempts: number;
  failure: Failure;
}

function readState(file: string): MailState | undefined {
  try {
    const parsed = mailStateSchema.safeParse(JSON.parse(readFileSync(file, 'utf8')));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined; // none sent yet
  }
}

/** The e-mail in the company's language: when (Potsdam time), at which step, which change, the log's last lines. */
function failureMail(failure: Failure, inbox: string | undefined, locale: Locale): { subject: string; text: string } {
  const words = staffMailWords[locale];
  const step = words.rebuild.steps[failure.step];
  const commit = failure.commit
    ? fill(words.rebuild.commit, {
        hash: failure.commit.slice(0, 8),
        subject: failure.subject ?? '',
        author: failure.author ?? '',
      })
    : words.rebuild.noCommit;
  return {
    subject: `${words.subjectPrefix} ${fill(words.rebuild.subject, { step })}`,
    text: [
      fill(words.rebuild.failed, { time: potsdamTimeWithIntl(failure.at, locale), step }),
      '',
      commit,
      ...(inbox ? ['', fill(words.rebuild.inInbox, { link: `${inbox}/staff/` })] : []),
      '',
      words.rebuild.log,
      ...failure.log.map((line) => `  ${line}`),
    ].join('\n'),
  };
}

export function rebuildFailureMailer(options: {
  dir: string;
  mail: { from: string; to: string; send: SendMail };
  staffOrigin?: string | undefined;
  /** The company's language (STAFF_MAIL_LOCALE); German unless set. */
  locale?: Locale | undefined;
  logger?: Pick<FastifyBaseLogger, 'info' | 'warn'> | undefined;
  pollMs?: number;
}): Outbox<QueuedFailure> {
  const file = join(options.dir, 'failure-mail.json');
  const write = (state: MailState) => {
    replaceFile(file, `${JSON.stringify(state)}\n`);
  };
  return new Outbox<QueuedFailure>({
    queue: {
      claim: (now, leaseMs) => {
        const { failure } = readRebuildStatus(options.dir);
        if (!failure) return Promise.resolve(undefined);
        const known = readState(file);
        const state =
          known?.failureAt === failure.at ? known : { failureAt: failure.at, sentAt: null, attempts: 0, dueAt: 0 };
        if (state.sentAt !== null || state.dueAt > now) return Promise.resolve(undefined);
        write({ ...state, dueAt: now + leaseMs });
        return Promise.resolve({ id: String(failure.at), attempts: state.attempts, failure });
      },
      sent: (item, now) => {
        write({ failureAt: item.failure.at, sentAt: now, attempts: item.attempts + 1, dueAt: now });
        return Promise.resolve();
      },
      failed: (item, _reason, retryAt) => {
        write({ failureAt: item.failure.at, sentAt: null, attempts: item.attempts + 1, dueAt: retryAt });
        return Promise.resolve();
      },
    },
    send: ({ failure }) =>
      options.mail.send({
        from: options.mail.from,
        to: options.mail.to,
        ...failureMail(failure, options.staffOrigin, options.locale ?? company.language),
      }),
    words: {
      field: 'rebuildFailure',
      delivered: 'failed rebuild e-mailed to staff',
      failed: 'failed rebuild could not be e-mailed; will retry',
      unreadable: 'the rebuild status could not be read; will retry',
      stillSending: 'failed rebuild still being e-mailed at shutdown; it is sent after the next start',
    },
    retryDelaysMs: [60_000, 5 * 60_000, 15 * 60_000, 60 * 60_000],
    pollMs: options.pollMs ?? 60_000,
    logger: options.logger,
  });
}
