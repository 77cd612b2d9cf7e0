import { z } from 'zod';

/**
 * The website's rebuild as the inbox shows it (GET and POST /staff/api/rebuild): where it stands, the build the
 * site serves, a failure after it with its step and last log lines, and whether this person may start one.
 */
const step = z.enum(['fetch', 'install', 'build', 'switch']);
const commit = { commit: z.string(), subject: z.string(), author: z.string() };

export const RebuildReply = z.object({
  phase: z.enum(['waiting', 'building', 'live', 'failed', 'none']),
  live: z.object({ ...commit, since: z.number() }).nullable(),
  building: z.object({ startedAt: z.number(), step }).nullable(),
  failure: z
    .object({
      commit: z.string().optional(),
      subject: z.string().optional(),
      author: z.string().optional(),
      at: z.number(),
      step,
      log: z.array(z.string()),
    })
    .nullable(),
  mayRebuild: z.boolean(),
});
export type RebuildView = z.infer<typeof RebuildReply>;
