import type { SendMailOptions } from 'nodemailer';
import type { SubmissionRecord } from '../store/types';

/** The entry's page in the staff inbox. */
const inboxLink = (staffOrigin: string, id: string): string => `${staffOrigin}/staff/entry/${encodeURIComponent(id)}`;

/**
 * The e-mail staff receive for one submission: plain text, the visitor as Reply-To. A CV is never attached:
 * the mail names it and the command that fetches it from the store, so the CV lives in one place only, where
 * the six-month retention deletes it (npm run retention), not in mailboxes the policy cannot promise to clear.
 * With the staff inbox (STAFF_ORIGIN) the mail links to the entry there instead of naming a shell command.
 */
export function submissionMail(
  record: SubmissionRecord,
  from: string,
  to: string,
  staffOrigin?: string,
): SendMailOptions {
  const applied = record.job ? `${record.job.title} [${record.job.slug}]` : record.position || 'speculative';
  const what = record.kind === 'contact' ? `Contact (${record.service ?? '-'})` : `Application (${applied})`;
  const lines = [
    `${what} received ${new Date(record.createdAt).toISOString()} via the website (${record.locale}).`,
    '',
    `Name: ${record.name}`,
    `E-mail: ${record.email}`,
    ...(record.phone ? [`Phone: ${record.phone}`] : []),
    ...(record.job ? [`Job opening: ${record.job.title} (${record.job.slug})`] : []),
    ...(record.position ? [`Position: ${record.position}`] : []),
    ...(record.service ? [`Service: ${record.service}`] : []),
    ...(record.cv && staffOrigin
      ? [
          `CV: ${record.cv.name} (${String(record.cv.size)} bytes), not attached. Read the application and its CV in the staff inbox:`,
          `  ${inboxLink(staffOrigin, record.id)}`,
        ]
      : record.cv
        ? [
            `CV: ${record.cv.name} (${String(record.cv.size)} bytes), not attached. Fetch it on the server with:`,
            `  npm run submissions -- export ${record.id} --out <folder>`,
            'and delete your copy once the decision is made.',
          ]
        : []),
    '',
    record.message ?? '',
    '',
    ...(staffOrigin && !record.cv ? [`In the staff inbox: ${inboxLink(staffOrigin, record.id)}`] : []),
    `Reference: ${record.id}`,
  ];
  return {
    from,
    to,
    replyTo: { name: record.name, address: record.email },
    subject: `[Website] ${what}: ${record.name}`,
    text: lines.join('\n'),
    headers: { 'X-Submission-Id': record.id },
  };
}
