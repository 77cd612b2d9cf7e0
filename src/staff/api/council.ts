import { z } from 'zod';
import { locales } from '../../i18n/locales';
import { JobSlug } from './roles';

/**
 * The works council's windows: for an opening, HR opens one, and while it is open the works council reads that
 * opening's applications (never changes them). Open for `defaultWindowDays` unless HR picks a last day, at
 * most `maxWindowDays` ahead: long enough for the council's week under the Works Constitution Act, never an
 * access left open and forgotten.
 */
export const defaultWindowDays = 7;
export const maxWindowDays = 30;

const Day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

/** One window as the inbox shows it: its opening, who opened it when, its last Potsdam day, and whether it is open. */
export const CouncilWindow = z.object({
  id: z.string(),
  jobSlug: JobSlug,
  openedBy: z.string(),
  openedAt: z.number(),
  /** The last Potsdam day it is open ("YYYY-MM-DD"); it closes when that day ends. */
  lastDay: Day,
  closedBy: z.string().nullable(),
  closedAt: z.number().nullable(),
  open: z.boolean(),
});
export type CouncilWindow = z.infer<typeof CouncilWindow>;

/**
 * HR and admins: every window and every opening the site publishes (each may get one), with today's Potsdam
 * day and the last day they may choose. The works council: only the windows open now, and no openings.
 */
export const CouncilReply = z.object({
  windows: z.array(CouncilWindow),
  openings: z.array(z.object({ slug: JobSlug, titles: z.partialRecord(z.enum(locales), z.string()) })),
  today: Day,
  latestDay: Day,
});
export type CouncilReply = z.infer<typeof CouncilReply>;

/** Opening a window: the opening, and its last day (absent: `defaultWindowDays` from today). */
export const CouncilOpenRequest = z.object({ job: JobSlug, lastDay: Day.optional() });
/** Closing an opening's window early. */
export const CouncilCloseRequest = z.object({ job: JobSlug });
