/**
 * What a build tells the rebuild runner about the content it published, written to dist/publishing.json
 * (build/collections/plugin.ts) and read by the runner after a build (server/publishing/): when the next
 * scheduled entry is due, and which job openings wait for a second person's review. Plain data, checked when read.
 */
import * as z from 'zod';

export const publishingReportSchema = z.object({
  /** The build's instant (ms): entries due at or before it are in. */
  builtAt: z.number(),
  /** The soonest publish time still to come (ms), or null: the runner builds again once it has passed. */
  nextPublishAt: z.number().nullable(),
  /** Job openings whose latest version no second person has approved yet (the build's job review). */
  awaitingReview: z.array(
    z.object({
      slug: z.string(),
      locale: z.string(),
      title: z.string(),
      /** Who wrote the version that waits, as git names them. */
      writtenBy: z.string(),
      /** Whether an earlier, approved version stays live meanwhile. */
      earlierVersionLive: z.boolean(),
    }),
  ),
});
export type PublishingReport = z.infer<typeof publishingReportSchema>;
