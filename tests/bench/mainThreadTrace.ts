/**
 * The page's main-thread tasks as Chromium's trace records them, unthrottled: every task of the page's
 * renderer main thread from navigation until the page has hydrated and the network has been quiet for 2 s.
 * Lighthouse's long-task list shows simulated durations; this shows what the machine really spent.
 */
import type { Browser } from '@playwright/test';

export interface TracedTask {
  /** The task's duration, ms. */
  ms: number;
  /** What ran in it: its longest parts (script evaluation by file where the trace names it, layout, parsing). */
  parts: string[];
}

/** One event of a Chromium trace, as far as the benchmarks read it. */
export interface TraceEvent {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  args?: {
    name?: string;
    data?: { url?: string; type?: string; requestId?: string; finishTime?: number; fileName?: string };
    fileName?: string;
  };
}

const quietMs = 2_000;

/** The `count` longest main-thread tasks of one load of `url`, longest first. */
export async function longestTasks(browser: Browser, url: string, count = 3): Promise<TracedTask[]> {
  const context = await browser.newContext();
  const page = await context.newPage();
  let lastActivity = Date.now();
  page.on('request', () => (lastActivity = Date.now()));
  page.on('requestfinished', () => (lastActivity = Date.now()));
  await browser.startTracing(page, {
    categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'v8.execute'],
  });
  await page.goto(url);
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached', timeout: 60_000 });
  while (Date.now() - lastActivity < quietMs) await page.waitForTimeout(quietMs - (Date.now() - lastActivity));
  const trace = JSON.parse((await browser.stopTracing()).toString('utf8')) as { traceEvents: TraceEvent[] };
  await context.close();
  const events = trace.traceEvents;
  const mainThread = events.find(
    (event) => event.name === 'thread_name' && event.args?.name === 'CrRendererMain' && rendererOf(events, event.pid),
  );
  if (!mainThread) throw new Error(`no renderer main thread in the trace of ${url}`);
  const onMain = events.filter(
    (event) => event.pid === mainThread.pid && event.tid === mainThread.tid && event.ph === 'X',
  );
  const tasks = onMain.filter((event) => event.name === 'RunTask' && event.dur !== undefined);
  return tasks
    .sort((a, b) => (b.dur ?? 0) - (a.dur ?? 0))
    .slice(0, count)
    .map((task) => ({ ms: (task.dur ?? 0) / 1000, parts: partsOf(onMain, task) }));
}

const scriptEvents = /^(EvaluateScript|FunctionCall|v8\.compileModule|v8\.compile)$/;

/** Whether a process drew the site's page (it compiled the site's scripts), not a blank tab. */
function rendererOf(events: readonly TraceEvent[], pid: number): boolean {
  return events.some(
    (event) => event.pid === pid && scriptEvents.test(event.name) && (event.args?.data?.url ?? '').includes('/assets/'),
  );
}

/** The task's three longest direct parts, named by their script file where the trace gives one. */
function partsOf(events: readonly TraceEvent[], task: TraceEvent): string[] {
  const end = task.ts + (task.dur ?? 0);
  const inside = events.filter(
    (event) => event !== task && event.ts >= task.ts && event.ts < end && (event.dur ?? 0) >= 1000,
  );
  // Direct parts only: an event inside another part is counted with it.
  const direct = inside.filter(
    (event) =>
      !inside.some(
        (other) =>
          other !== event &&
          other.ts <= event.ts &&
          other.ts + (other.dur ?? 0) >= event.ts + (event.dur ?? 0) &&
          (other.dur ?? 0) > (event.dur ?? 0),
      ),
  );
  return direct
    .sort((a, b) => (b.dur ?? 0) - (a.dur ?? 0))
    .slice(0, 3)
    .map((event) => {
      const url = event.args?.data?.url ?? '';
      const file = url.includes('/assets/') ? ` ${url.slice(url.lastIndexOf('/') + 1)}` : '';
      return `${event.name}${file} ${((event.dur ?? 0) / 1000).toFixed(1)}`;
    });
}
