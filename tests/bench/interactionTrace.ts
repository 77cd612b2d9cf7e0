/**
 * What an interaction's presentation delay is made of (issue 39): a Chromium trace from just before the
 * press until its Event Timing entry has arrived, summed per thread (the page's main thread, the workers,
 * the compositor, the GPU process, raster), with the longest kinds of work on each.
 */
import type { Browser, Page } from '@playwright/test';
import type { TraceEvent } from './mainThreadTrace';

/** Wrappers that only say "a task ran": the work is named by what they contain. */
const wrappers = new Set([
  'RunTask',
  'ThreadControllerImpl::RunTask',
  'Scheduler::RunTask',
  'TaskQueueManager::ProcessTaskFromWorkQueue',
]);

/** Runs `act` under a trace and returns one line per busy thread, busiest first. */
export async function tracedWork(browser: Browser, page: Page, act: () => Promise<void>): Promise<string[]> {
  await browser.startTracing(page, {
    categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'toplevel', 'viz', 'gpu', 'cc'],
  });
  await act();
  const trace = JSON.parse((await browser.stopTracing()).toString('utf8')) as { traceEvents: TraceEvent[] };
  const events = trace.traceEvents;
  const threadNames = new Map<string, string>();
  for (const event of events)
    if (event.name === 'thread_name') threadNames.set(`${event.pid}:${event.tid}`, event.args?.name ?? '?');
  const perThread = new Map<string, { taskMs: number; work: Map<string, number> }>();
  for (const event of events) {
    if (event.ph !== 'X' || !event.dur) continue;
    const thread = threadNames.get(`${event.pid}:${event.tid}`) ?? 'unnamed';
    const entry = perThread.get(thread) ?? { taskMs: 0, work: new Map<string, number>() };
    const ms = event.dur / 1000;
    if (event.name === 'RunTask' || event.name === 'ThreadControllerImpl::RunTask') entry.taskMs += ms;
    else if (!wrappers.has(event.name) && ms >= 1) entry.work.set(event.name, (entry.work.get(event.name) ?? 0) + ms);
    perThread.set(thread, entry);
  }
  return [...perThread]
    .filter(([, entry]) => entry.taskMs >= 5)
    .sort((a, b) => b[1].taskMs - a[1].taskMs)
    .map(([thread, entry]) => {
      const longest = [...entry.work]
        .sort((a, b) => b[1] - a[1])
        .slice(0, 4)
        .map(([name, ms]) => `${name} ${ms.toFixed(0)}`)
        .join(', ');
      return `${thread}: ${entry.taskMs.toFixed(0)} ms in tasks (${longest})`;
    });
}
