/**
 * Where a navigation's time goes (issue 57): a Chromium trace of one link's press at the bench's slowdown,
 * from the press (its pointerdown) to the frame with the next page's heading (the mark watchNextHeading sets),
 * split on the page's main thread into compiling and evaluating modules, script by file (React's render and
 * commit run from the react chunk's scheduler), style, layout and paint, garbage collection, the rest, and
 * idle time (waiting for the network or a frame); with the requests made in that time and the busy time of
 * the other threads (the globe's worker draws the framing change).
 */
import type { Browser, Page } from '@playwright/test';
import type { TraceEvent } from './mainThreadTrace';

const stylePaint =
  /^(UpdateLayoutTree|Layout|PrePaint|Paint|Layerize|Commit|UpdateLayer|PaintImage|HitTest|ScrollLayer|IntersectionObserverController::computeIntersections)$/;
const moduleWork =
  /^(v8\.compileModule|v8\.evaluateModule|v8\.compile|EvaluateScript|CompileScript|v8\.produceModuleCache)$/;

/** A chunk's name without its hash: "react", "AboutPage", "en" (words). */
const chunkName = (url: string | undefined): string =>
  url ? url.slice(url.lastIndexOf('/') + 1).replace(/-[\w-]{8}\.js$/, '') : '?';

function kindOf(event: TraceEvent): string | undefined {
  if (stylePaint.test(event.name)) return 'style, layout, paint';
  if (moduleWork.test(event.name)) return 'compile and evaluate modules';
  if (/GC/.test(event.name)) return 'garbage collection';
  if (event.name === 'FunctionCall' || event.name === 'TimerFire' || event.name === 'FireAnimationFrame')
    return event.args?.data?.url ? `script in ${chunkName(event.args.data.url)}` : undefined;
  if (event.name === 'EventDispatch') return `event ${event.args?.data?.type ?? ''}`;
  return undefined;
}

const genericTasks = new Set(['RunTask', 'ThreadControllerImpl::RunTask']);

/** Self time per kind of the tasks of one thread inside [from, to], a kind inherited from the nearest named ancestor. */
function splitThread(events: readonly TraceEvent[], from: number, to: number): Map<string, number> {
  const split = new Map<string, number>();
  const spans = events
    .flatMap((event) => (event.ph === 'X' && event.dur ? [{ event, end: event.ts + event.dur }] : []))
    .sort((a, b) => a.event.ts - b.event.ts || b.end - a.end);
  const stack: { end: number; name: string; kind: string; childMs: number; ms: number }[] = [];
  const close = (upTo: number): void => {
    for (let done = stack.at(-1); done && done.end <= upTo; done = stack.at(-1)) {
      stack.pop();
      split.set(done.kind, (split.get(done.kind) ?? 0) + done.ms - done.childMs);
    }
  };
  for (const { event, end } of spans) {
    close(event.ts);
    const ms = Math.max(0, Math.min(end, to) - Math.max(event.ts, from)) / 1000;
    const parent = stack.at(-1);
    if (parent) parent.childMs += ms;
    // A task's wrapper names nothing: what runs inside it is named by its own event.
    const inherited = parent && !genericTasks.has(parent.name) ? parent.kind : undefined;
    stack.push({ end, name: event.name, kind: kindOf(event) ?? inherited ?? `other: ${event.name}`, childMs: 0, ms });
  }
  close(Number.POSITIVE_INFINITY);
  return split;
}

/** The kinds of a split of 1 ms or more, largest first; the `count` largest if given. */
const describe = (split: Map<string, number>, count?: number): string =>
  [...split]
    .filter(([, ms]) => ms >= 1)
    .sort((a, b) => b[1] - a[1])
    .slice(0, count)
    .map(([kind, ms]) => `${kind} ${ms.toFixed(0)}`)
    .join(', ');

/**
 * The thread's tasks of 3 ms or more inside [from, to] in the order they ran, each with its three largest kinds
 * of work: the split above says what the time went to, this in which order (the press's task with the hover's
 * events, then what ran before the new page's render: frames, responses, module evaluation, others' work).
 */
function taskTimeline(events: readonly TraceEvent[], from: number, to: number): string[] {
  const tasks = events
    .filter((event) => event.ph === 'X' && event.dur && genericTasks.has(event.name))
    .sort((a, b) => a.ts - b.ts || (b.dur ?? 0) - (a.dur ?? 0));
  const lines: string[] = [];
  let end = Number.NEGATIVE_INFINITY;
  for (const task of tasks) {
    const taskEnd = task.ts + (task.dur ?? 0);
    // A task's nested wrapper (ThreadControllerImpl::RunTask inside RunTask) is the same task.
    if (task.ts < end) continue;
    end = taskEnd;
    if (taskEnd < from || task.ts > to || (task.dur ?? 0) < 3_000) continue;
    const inside = events.filter((event) => event.ts >= task.ts && event.ts < taskEnd);
    const parts = describe(splitThread(inside, task.ts, taskEnd), 3);
    lines.push(
      `    at ${((task.ts - from) / 1000).toFixed(0)} ms, ${((task.dur ?? 0) / 1000).toFixed(0)} ms: ${parts}`,
    );
  }
  return lines;
}

/** Runs `act` (the press) under a trace; waits for `headingShown`; returns the split as printable lines. */
export async function navigationSplit(
  browser: Browser,
  page: Page,
  act: () => Promise<void>,
  headingShown: () => Promise<unknown>,
): Promise<string[]> {
  await browser.startTracing(page, {
    categories: [
      'devtools.timeline',
      'disabled-by-default-devtools.timeline',
      'v8.execute',
      'v8',
      'blink.user_timing',
      'toplevel',
    ],
  });
  await act();
  await headingShown();
  const { traceEvents: events } = JSON.parse((await browser.stopTracing()).toString('utf8')) as {
    traceEvents: TraceEvent[];
  };
  const threads = new Map<string, string>();
  for (const event of events)
    if (event.name === 'thread_name') threads.set(`${event.pid}:${event.tid}`, event.args?.name ?? '?');
  const press = events.find((event) => event.name === 'EventDispatch' && event.args?.data?.type === 'pointerdown');
  const shown = events.find((event) => event.name === 'bench:next-heading');
  if (!press || !shown) return ['(the trace has no press or no heading mark)'];
  const main = `${press.pid}:${press.tid}`;
  // From the pointer's first event (arriving: the move onto the link just before the press), so the press's
  // wait behind the hover's work is in the split.
  const arrival = events.find(
    (event) => event.name === 'EventDispatch' && /^pointer(move|over)$/.test(event.args?.data?.type ?? ''),
  );
  const [from, to] = [Math.min(arrival?.ts ?? press.ts, press.ts), shown.ts];
  const byThread = new Map<string, TraceEvent[]>();
  for (const event of events) {
    const key = `${event.pid}:${event.tid}`;
    const list = byThread.get(key);
    if (list) list.push(event);
    else byThread.set(key, [event]);
  }
  const mainSplit = splitThread(byThread.get(main) ?? [], from, to);
  const busy = [...mainSplit.values()].reduce((sum, ms) => sum + ms, 0);
  const windowMs = (to - from) / 1000;
  const at = (ts: number): string => ((ts - from) / 1000).toFixed(0);
  const finished = new Map<string, number>();
  for (const event of events)
    if (event.name === 'ResourceFinish' && event.args?.data?.requestId && event.args.data.finishTime)
      finished.set(event.args.data.requestId, event.args.data.finishTime * 1e6);
  const requests = events
    .filter((event) => event.name === 'ResourceSendRequest' && event.ts >= from - 300_000 && event.ts <= to)
    .map((event) => {
      const end = finished.get(event.args?.data?.requestId ?? '');
      return `${chunkName(event.args?.data?.url)} ${at(event.ts)}→${end ? at(end) : '?'}`;
    });
  const others = [...byThread]
    .filter(([key]) => key !== main)
    .map(([key, list]) => {
      const taskMs = list
        .filter(
          (event) => event.ph === 'X' && (event.name === 'ThreadControllerImpl::RunTask' || event.name === 'RunTask'),
        )
        .reduce(
          (sum, event) => sum + Math.max(0, Math.min(event.ts + (event.dur ?? 0), to) - Math.max(event.ts, from)),
          0,
        );
      return [threads.get(key) ?? key, taskMs / 1000] as const;
    })
    .filter(([, ms]) => ms >= 5)
    .sort((a, b) => b[1] - a[1]);
  return [
    `pointer's arrival → press dispatched ${at(press.ts)} ms → heading frame ${windowMs.toFixed(0)} ms; main thread busy ${busy.toFixed(0)}, idle ${(windowMs - busy).toFixed(0)}`,
    `main thread: ${describe(mainSplit)}`,
    `main thread's tasks of 3 ms or more, in order (ms after the arrival):`,
    ...taskTimeline(byThread.get(main) ?? [], from, to),
    `requests (ms after the arrival, sent→finished; negative: before it): ${requests.join(', ') || 'none'}`,
    `other threads: ${others.map(([name, ms]) => `${name} ${ms.toFixed(0)}`).join(', ')}`,
  ];
}
