import { dayInPotsdam, startOfPotsdamDay } from '../../content/potsdamDay';
import type { RebuildRequest, RebuildStatus } from '../../serverKit';

/** Why the runner builds now. */
export type RebuildReason = 'first' | 'requested' | 'scheduled' | 'newDay';

/**
 * Whether a build is due, and why: a request not yet taken (a push, an admin); a scheduled entry's time that no
 * build since has seen; a new day in Potsdam (job openings past their last day leave; the night's build). A
 * time-based reason counts once: a build that failed after it waits for the next request or reason, so a
 * broken commit is not built again every few minutes.
 */
export function dueReason(
  status: RebuildStatus,
  request: RebuildRequest | undefined,
  now: number,
): RebuildReason | undefined {
  if (request && request.at > status.handled) return 'requested';
  if (!status.live && !status.failure) return 'first';
  const lastTried = Math.max(status.live?.builtFor ?? 0, status.failure?.at ?? 0);
  const next = status.live?.nextPublishAt ?? null;
  if (next !== null && next <= now && lastTried < next) return 'scheduled';
  if (lastTried < startOfPotsdamDay(dayInPotsdam(now))) return 'newDay';
  return undefined;
}
