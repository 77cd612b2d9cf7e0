/**
 * The website's rebuild as files in one folder (REBUILD_DIR), which three processes share without a database:
 * the forms server writes a request when GitHub says the branch moved (its webhook), the staff inbox writes one
 * when an admin asks and reads the status, and the rebuild runner (src/server/rebuild/), started by systemd,
 * takes the requests and records what it did. Each file has one writer kind and is replaced whole (written
 * beside, then renamed), so a reader never sees half of it.
 */
import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import * as z from 'zod';

/** The steps of one build, in order; a failure names the one that failed. */
const rebuildSteps = ['fetch', 'install', 'build', 'switch'] as const;
export type RebuildStep = (typeof rebuildSteps)[number];

const commit = z.object({
  /** The full hash. */
  commit: z.string(),
  /** The commit's first line: the editor writes `Update news "baku-trade-fair" (editor, a-schmidt)`. */
  subject: z.string(),
  author: z.string(),
});
export type CommitInfo = z.infer<typeof commit>;

const rebuildStatusSchema = z.object({
  /** The newest request a build has taken (its `at`): a newer one means one more build. */
  handled: z.number(),
  /** A build under way, and its step. */
  building: z.object({ startedAt: z.number(), step: z.enum(rebuildSteps) }).nullable(),
  /** The build the site serves: its commit, the instant its content was built for, when it went live. */
  live: commit
    .extend({
      builtFor: z.number(),
      since: z.number(),
      /** The next publish time of an entry this build left out (ms), or null. */
      nextPublishAt: z.number().nullable(),
    })
    .nullable(),
  /** The last build that failed after the live one, or null once a later build went live. */
  failure: commit
    .partial()
    .extend({ at: z.number(), step: z.enum(rebuildSteps), log: z.array(z.string()) })
    .nullable(),
});
export type RebuildStatus = z.infer<typeof rebuildStatusSchema>;

const requestSchema = z.object({ at: z.number(), by: z.string() });
export type RebuildRequest = z.infer<typeof requestSchema>;

export const emptyRebuildStatus: RebuildStatus = { handled: 0, building: null, live: null, failure: null };

const statusFile = (dir: string) => join(dir, 'status.json');
const requestFile = (dir: string) => join(dir, 'request.json');

/** Written beside, then renamed: a reader sees the old file or the new one, never half of one. */
export function replaceFile(file: string, text: string): void {
  const beside = `${file}.${String(process.pid)}.tmp`;
  writeFileSync(beside, text);
  renameSync(beside, file);
}

function readJson<T>(file: string, schema: z.ZodType<T>): T | undefined {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch {
    return undefined; // not written yet
  }
  const parsed = schema.safeParse(JSON.parse(text));
  return parsed.success ? parsed.data : undefined;
}

export const readRebuildStatus = (dir: string): RebuildStatus =>
  readJson(statusFile(dir), rebuildStatusSchema) ?? emptyRebuildStatus;

export function writeRebuildStatus(dir: string, status: RebuildStatus): void {
  mkdirSync(dir, { recursive: true });
  replaceFile(statusFile(dir), `${JSON.stringify(status, null, 2)}\n`);
}

export const readRebuildRequest = (dir: string): RebuildRequest | undefined =>
  readJson(requestFile(dir), requestSchema);

/**
 * Asks for a build: the runner, started by systemd watching this file (or by its timer), builds once more.
 * Each request is later than the last, so one written during a build is never taken for the one it started with.
 */
export function requestRebuild(dir: string, by: string, now = Date.now()): RebuildRequest {
  const previous = readRebuildRequest(dir)?.at ?? 0;
  const request = { at: Math.max(now, previous + 1), by };
  mkdirSync(dir, { recursive: true });
  replaceFile(requestFile(dir), `${JSON.stringify(request)}\n`);
  return request;
}

/** Where the rebuild stands, as the inbox shows it. */
export type RebuildPhase = 'waiting' | 'building' | 'live' | 'failed' | 'none';

export function rebuildPhase(status: RebuildStatus, request: RebuildRequest | undefined): RebuildPhase {
  if (status.building) return 'building';
  if (request && request.at > status.handled) return 'waiting';
  if (status.failure) return 'failed';
  return status.live ? 'live' : 'none';
}
