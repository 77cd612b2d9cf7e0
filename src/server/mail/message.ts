import type { SendMailOptions } from 'nodemailer';
import { defaultRetention, hiredRetentionDays, type RetentionPeriods } from '../../submissions/retention';
import { shownText } from '../../submissions/shownText';
import type { SubmissionRecord } from '../../submissions/storedSubmission';

/** The entry's page in the staff inbox. */
const inboxLink = (staffOrigin: string, id: string): string => `${staffOrigin}/staff/entry/${encodeURIComponent(id)}`;

/** Where staff read an entry: the inbox when there is one (STAFF_ORIGIN), else the command on the server. */
function whereToRead(record: SubmissionRecord, staffOrigin: string | undefined): string[] {
  if (staffOrigin) return ['Read it in the staff inbox:', `  ${inboxLink(staffOrigin, record.id)}`];
  return ['Read it on the server with:', `  npm run submissions -- show ${record.id}`];
}

/**
 * An application's e-mail is a notice, not a copy (privacy policy): that one arrived, for which job opening,
 * and where to read it. No name, address, phone, message or CV: mailboxes keep what they get beyond any
 * deletion, so the application lives in one place only, the store, where retention deletes it.
 */
function applicationNotice(
  record: SubmissionRecord,
  staffOrigin: string | undefined,
  retention: RetentionPeriods,
): SendMailOptions {
  const what = record.job ? `Application for ${record.job.title}` : 'Speculative application';
  return {
    subject: `[Website] ${what}`,
    text: [
      `${what} received ${new Date(record.createdAt).toISOString()} via the website (${record.locale}).`,
      '',
      ...whereToRead(record, staffOrigin),
      '',
      `Record the decision in the staff inbox: the application and its CV are deleted ${String(retention.applicationMonths)} months after the day the rejection was sent (or the withdrawal arrived), and ${String(hiredRetentionDays)} days after a hiring is recorded; without a decision they are kept (privacy policy). If you hire: move what the personnel file needs out of the inbox within those ${String(hiredRetentionDays)} days (npm run submissions -- export <id>).`,
      '',
      `Reference: ${record.id}`,
    ].join('\n'),
  };
}

/**
 * A contact message's e-mail carries the message, with the visitor as Reply-To: answering from the mailbox
 * is its purpose, and the privacy policy says so.
 */
function contactMail(
  record: SubmissionRecord,
  staffOrigin: string | undefined,
  retention: RetentionPeriods,
): SendMailOptions {
  const what = `Contact (${record.service ?? '-'})`;
  return {
    replyTo: { name: shownText(record.name), address: record.email },
    subject: `[Website] ${what}: ${shownText(record.name)}`,
    text: [
      `${what} received ${new Date(record.createdAt).toISOString()} via the website (${record.locale}).`,
      '',
      `Name: ${shownText(record.name)}`,
      `E-mail: ${record.email}`,
      ...(record.service ? [`Topic: ${record.service}`] : []),
      '',
      record.message ?? '',
      '',
      ...(staffOrigin ? [`In the staff inbox: ${inboxLink(staffOrigin, record.id)}`] : []),
      `Deleted from the website's store ${String(retention.contactDays)} days after it is marked handled, and at the latest ${String(retention.contactUnhandledMonths)} months after it arrived (privacy policy). Delete this e-mail and its replies then too, unless it must be kept as a business letter (§ 257 HGB).`,
      `Reference: ${record.id}`,
    ].join('\n'),
  };
}

/** The e-mail staff receive for one submission: plain text, with the submission's id in a header. */
export function submissionMail(
  record: SubmissionRecord,
  from: string,
  to: string,
  staffOrigin?: string,
  retention: RetentionPeriods = defaultRetention,
): SendMailOptions {
  const mail =
    record.kind === 'application'
      ? applicationNotice(record, staffOrigin, retention)
      : contactMail(record, staffOrigin, retention);
  return { from, to, ...mail, headers: { 'X-Submission-Id': record.id } };
}
