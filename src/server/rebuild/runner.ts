import {
  readRebuildRequest,
  readRebuildStatus,
  writeRebuildStatus,
  type CommitInfo,
  type RebuildStatus,
  type RebuildStep,
} from '../../serverKit';
import type { CommitStatusReport } from './commitStatus';
import { dueReason, type RebuildReason } from './due';

/** What one build does, step by step (steps.ts runs git, npm and the switch; tests give their own). */
export interface BuildSteps {
  /** The branch's newest commit, checked out in the build's folder. */
  fetch(log: (line: string) => void): Promise<CommitInfo>;
  install(log: (line: string) => void): Promise<void>;
  /** Builds the checked-out commit for the instant `builtFor` (BUILD_TIME): entries due by then are in. */
  build(builtFor: number, log: (line: string) => void): Promise<void>;
  /** Puts the finished build live in one step; its next publish time (dist/publishing.json), or null. */
  switchLive(commit: CommitInfo, log: (line: string) => void): Promise<{ nextPublishAt: number | null }>;
}

export interface RunnerOptions {
  /** REBUILD_DIR: the request and the status (serverKit/rebuild.ts). */
  dir: string;
  steps: BuildSteps;
  now?: () => number;
  /** Told of each build's end: the log line of the service. */
  report?: (line: string) => void;
  /** Tells GitHub where each built commit stands (commitStatus.ts); unset, nothing is sent. */
  commitStatus?: CommitStatusReport;
}

/** The last lines of a failed build's log the status keeps, for the inbox and the e-mail. */
const logTail = 20;
/** A run builds at most this often: requests that keep coming wait for the timer's next start. */
const maxBuildsPerRun = 5;

/** One build: each step recorded as it starts, then live (the status says since when) or failed (with its step). */
async function buildOnce(options: Required<RunnerOptions>, reason: RebuildReason): Promise<boolean> {
  const { dir, steps, now, commitStatus } = options;
  const before = readRebuildStatus(dir);
  const taken = readRebuildRequest(dir)?.at ?? before.handled;
  const builtFor = now();
  let status: RebuildStatus = { ...before, handled: Math.max(taken, before.handled) };
  const lines: string[] = [];
  const log = (line: string) => {
    lines.push(line);
    if (lines.length > logTail) lines.shift();
  };
  let step: RebuildStep = 'fetch';
  const enter = (next: RebuildStep) => {
    step = next;
    status = { ...status, building: { startedAt: builtFor, step } };
    writeRebuildStatus(dir, status);
  };
  let commit: CommitInfo | undefined;
  try {
    enter('fetch');
    commit = await steps.fetch(log);
    await commitStatus(commit, { state: 'pending' });
    enter('install');
    await steps.install(log);
    enter('build');
    await steps.build(builtFor, log);
    enter('switch');
    const { nextPublishAt } = await steps.switchLive(commit, log);
    writeRebuildStatus(dir, {
      ...status,
      building: null,
      live: { ...commit, builtFor, since: now(), nextPublishAt },
      failure: null,
    });
    options.report(`rebuild (${reason}): ${commit.commit.slice(0, 8)} live`);
    await commitStatus(commit, { state: 'success' });
    return true;
  } catch (error) {
    log(error instanceof Error ? error.message : String(error));
    writeRebuildStatus(dir, {
      ...status,
      building: null,
      failure: { ...commit, at: now(), step, log: lines },
    });
    options.report(`rebuild (${reason}) failed at ${step}; the site stays as it was`);
    // A commit that could not be fetched is not known: nothing to tell GitHub about.
    if (commit) await commitStatus(commit, { state: 'failure', step });
    return false;
  }
}

/**
 * Builds while a build is due (due.ts): requests that arrive during a build are one more build after it, however
 * many they are. Resolves with how many builds went live and how many failed.
 */
export async function runRebuilds(options: RunnerOptions): Promise<{ live: number; failed: number }> {
  const full: Required<RunnerOptions> = {
    now: Date.now,
    report: () => undefined,
    commitStatus: () => Promise.resolve(),
    ...options,
  };
  const result = { live: 0, failed: 0 };
  // Only one runner runs at a time (systemd starts the one service once): a build still marked under way was
  // stopped (the unit's time limit, a reboot), and is recorded as failed at its step.
  const stale = readRebuildStatus(full.dir);
  if (stale.building)
    writeRebuildStatus(full.dir, {
      ...stale,
      building: null,
      failure: { at: full.now(), step: stale.building.step, log: ['The build was stopped before it ended.'] },
    });
  while (result.live + result.failed < maxBuildsPerRun) {
    const reason = dueReason(readRebuildStatus(full.dir), readRebuildRequest(full.dir), full.now());
    if (!reason) break;
    if (await buildOnce(full, reason)) result.live += 1;
    else result.failed += 1;
  }
  return result;
}
