import { z } from 'zod';
import { ListItem, type AuditAction } from './replies';

/** The data-protection view looks this many Potsdam days ahead for what retention deletes. */
export const dueWithinDays = 14;

/**
 * The trail's actions that answer an access request: a copy of someone's data taken. One list, so an action
 * the applicant's own page writes (their copy downloaded) joins the view by being named here. Withdrawals need
 * no list: the view reads them from each entry's status, whoever recorded it.
 */
export const copyActions = ['exported', 'applicant-copied'] as const satisfies readonly AuditAction[];

/** A copy taken: when, by whom (null: the applicant), of which entry, and that entry's name while it is kept. */
const CopyLine = z.object({
  id: z.string(),
  at: z.number(),
  staffEmail: z.string().nullable(),
  submissionId: z.string().nullable(),
  name: z.string().nullable(),
});

/**
 * What HR keeps an eye on for the privacy policy's promises: entries retention deletes within `dueWithinDays`,
 * applications waiting for a decision three months and more, withdrawals, and copies taken (from the trail,
 * which keeps a year).
 */
export const DataProtectionReply = z.object({
  today: z.string(),
  due: z.array(ListItem),
  undecided: z.array(ListItem),
  withdrawals: z.array(ListItem.extend({ decidedAt: z.number().nullable() })),
  copies: z.array(CopyLine),
});
export type DataProtectionReply = z.infer<typeof DataProtectionReply>;
