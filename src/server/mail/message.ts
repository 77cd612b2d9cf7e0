import type { SendMailOptions } from 'nodemailer';
import type { SubmissionRecord } from '../store/types';

/**
 * The e-mail staff receive for one submission: plain text, the visitor as Reply-To. A CV is never attached:
 * the mail names it and the command that fetches it from the store, so the CV lives in one place only, where
 * the six-month retention deletes it (npm run retention), not in mailboxes the policy cannot promise to clear.
 */
export function submissionMail(record: SubmissionRecord, from: string, to: string): SendMailOptions {
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
    ...(record.cv
      ? [
          `CV: ${record.cv.name} (${String(record.cv.size)} bytes), not attached. Fetch it on the server with:`,
          `  npm run submissions -- export ${record.id} --out <folder>`,
          'and delete your copy once the decision is made.',
        ]
      : []),
    '',
    record.message ?? '',
    '',
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
