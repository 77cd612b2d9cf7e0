import type { SendMailOptions } from 'nodemailer';
import type { SubmissionRecord } from '../store/types';

/** The e-mail staff receive for one submission: plain text, the visitor as Reply-To, the CV attached. */
export function submissionMail(record: SubmissionRecord, cv: Buffer | undefined, from: string, to: string): SendMailOptions {
  const what = record.kind === 'contact' ? `Contact (${record.service ?? '-'})` : `Application (${record.position || 'speculative'})`;
  const lines = [
    `${what} received ${new Date(record.createdAt).toISOString()} via the website (${record.locale}).`,
    '',
    `Name: ${record.name}`,
    `E-mail: ${record.email}`,
    ...(record.phone ? [`Phone: ${record.phone}`] : []),
    ...(record.position ? [`Position: ${record.position}`] : []),
    ...(record.service ? [`Service: ${record.service}`] : []),
    ...(record.cv ? [`CV: ${record.cv.name} (${String(record.cv.size)} bytes, attached)`] : []),
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
    attachments: record.cv && cv ? [{ filename: record.cv.name, content: cv }] : [],
  };
}
