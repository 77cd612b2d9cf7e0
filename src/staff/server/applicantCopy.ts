import { anchoredDay } from '../../submissions/decisions';
import type { SubmissionRecord } from '../../submissions/storedSubmission';
import type { StaffStore } from './store/StaffStore';

/**
 * Everything stored about one entry, as one file (Art. 15 GDPR): what the person sent, the CV, the notes
 * staff wrote, the replies sent, the decision and the trail's lines about the entry. The staff members'
 * own addresses stay out (their data, not the applicant's, Art. 15(4)); what they did and when is in.
 * The inbox hands it to staff (an access request by post), the applicant's page to the applicant.
 */
export async function applicantCopy(entry: SubmissionRecord, cv: Buffer | null, staff: StaffStore, now: number) {
  const trail = await staff.auditTrail(entry.id, 10_000);
  return {
    madeAt: new Date(now).toISOString(),
    entry: {
      id: entry.id,
      kind: entry.kind,
      receivedAt: new Date(entry.createdAt).toISOString(),
      language: entry.locale,
      name: entry.name,
      email: entry.email,
      phone: entry.phone,
      topic: entry.service,
      position: entry.position,
      job: entry.job,
      message: entry.message,
    },
    cv:
      entry.cv && cv
        ? { name: entry.cv.name, type: entry.cv.type, size: entry.cv.size, base64: cv.toString('base64') }
        : null,
    decision: {
      status: entry.status,
      effectiveOn: entry.decidedAt === null ? null : anchoredDay(entry.decidedAt),
    },
    notes: (await staff.writings.notesOf(entry.id)).map(({ at, text }) => ({ at: new Date(at).toISOString(), text })),
    replies: (await staff.writings.repliesOf(entry.id)).map(({ at, template, locale, subject, body }) => ({
      at: new Date(at).toISOString(),
      template,
      language: locale,
      subject,
      body,
    })),
    // The trail, oldest first, as what happened and when.
    history: trail
      .map((line) => ({ at: new Date(line.at).toISOString(), action: line.action, detail: line.detail }))
      .reverse(),
  };
}

/** The copy's file name: the entry's kind and its day, never the person's name (it may travel by mail). */
export const copyFileName = (entry: Pick<SubmissionRecord, 'kind' | 'createdAt'>): string =>
  `${entry.kind}-${new Date(entry.createdAt).toISOString().slice(0, 10)}.json`;
