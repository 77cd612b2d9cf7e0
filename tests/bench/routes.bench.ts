/**
 * `npm run bench -- routes`: Lighthouse (mobile, simulated throttling, software compositing, a fresh
 * Chromium per run) on every route of the route table in English, and on home, a service page and a legal
 * page in German and Turkish; median of 5 runs each (issues 17, 28 and 39). The CPU slowdown is calibrated to a
 * low-tier phone first: five runs read the machine's benchmark index, and every run then slows the CPU by
 * their median / 264 (lighthouse.ts calibrate). Prints the index and the multiplier, one table (performance with every
 * run's score and total blocking time, largest contentful paint, layout shift, script files and bytes,
 * accessibility, best practices, SEO), the worst route, and the longest main-thread tasks of home and
 * /about from Chromium traces, unthrottled.
 * `ROUTE_PAGES=/,/about` limits the pages, `ROUTE_RUNS=3` changes the runs; `BASELINE_ORIGIN=http://…` measures
 * another build's server in the same runs, each page on both in turn, and prints the two side by side (before and
 * after a change); `TRACE_ORIGIN=http://…` traces another build's server as well. `BENCH_DIST=dist-content` measures the build with the sample
 * news and jobs (tests/build-content.sh): `ROUTE_PAGES=/blog/solar-park-brandenburg,/careers/it-support-specialist`.
 */
import { chromium, test } from '@playwright/test';
import { routes } from '../../src/routes/routes';
import { chromeFlags, chromiumPath } from './chrome';
import { calibrate, lowTierPhoneBenchmarkIndex, withRetry } from './lighthouse';
import { longestTasks, type TracedTask } from './mainThreadTrace';
import { median } from './median';
import { passFail, table } from './report';
import { measure, type PageRun } from './routeRun';
import { ensureSiteBuilt, freePort, snapshotSite, startSite } from './server';

/** Issue 28's bar, for every route at the calibrated slowdown: median performance, median total blocking time. */
const targetScore = 98;
const targetTbtMs = 150;
/** Pages whose every run is printed with its long tasks: where single slow runs were seen (issue 17), and the demo (issue 31). */
const tracedPages = new Set(['/', '/about', '/globe-demo']);

function pagesToMeasure(): string[] {
  const chosen = process.env.ROUTE_PAGES?.split(',').filter(Boolean);
  if (chosen?.length) return chosen;
  const inOtherLanguages = ['de', 'tr'].flatMap((locale) =>
    ['', '/services/it', '/privacy-policy'].map((path) => `/${locale}${path}`),
  );
  return [...routes.map((route) => route.path), ...inOtherLanguages];
}

/** The longest main-thread tasks of `paths` on `origin`: the median of 3 loads by the longest task, unthrottled. */
async function tracedTasks(origin: string, paths: readonly string[]): Promise<Map<string, TracedTask[]>> {
  const browser = await chromium.launch({
    executablePath: chromiumPath,
    args: chromeFlags.filter((flag) => !flag.startsWith('--headless')),
  });
  try {
    const traced = new Map<string, TracedTask[]>();
    for (const path of paths) {
      const loads: TracedTask[][] = [];
      for (let load = 0; load < 3; load += 1) loads.push(await longestTasks(browser, `${origin}${path}?globe=2d`));
      const byLongest = loads.sort((a, b) => (a[0]?.ms ?? 0) - (b[0]?.ms ?? 0));
      traced.set(path, byLongest[1] ?? []);
    }
    return traced;
  } finally {
    await browser.close();
  }
}

/** This build's medians beside the baseline's, measured in the same runs, and how many routes each did better on. */
function besideBaseline(
  pages: readonly string[],
  measured: Map<string, PageRun[]>,
  onBaseline: Map<string, PageRun[]>,
  baselineOrigin: string,
): string {
  const both = (path: string, pick: (run: PageRun) => number, digits = 0) => {
    const mine = median((measured.get(path) ?? []).map(pick));
    const theirs = median((onBaseline.get(path) ?? []).map(pick));
    return { mine, theirs, text: `${mine.toFixed(digits)} / ${theirs.toFixed(digits)}` };
  };
  const runsOf = (path: string, from: Map<string, PageRun[]>): string =>
    (from.get(path) ?? []).map((run) => run.tbtMs.toFixed(0)).join(' ');
  const tally = { lower: 0, higher: 0, same: 0 };
  const rows = pages.map((path) => {
    const tbt = both(path, (run) => run.tbtMs);
    tally[tbt.mine < tbt.theirs ? 'lower' : tbt.mine > tbt.theirs ? 'higher' : 'same'] += 1;
    return [
      path,
      tbt.text,
      `${runsOf(path, measured)} / ${runsOf(path, onBaseline)}`,
      both(path, (run) => run.score).text,
      both(path, (run) => run.lcpMs).text,
      both(path, (run) => run.jsBytes / 1024, 1).text,
    ];
  });
  return [
    `This build / the baseline at ${baselineOrigin}, the same runs (median):`,
    table(['route', 'TBT ms', 'TBT runs', 'perf', 'LCP ms', 'JS KB sent'], rows),
    `Median TBT lower on ${tally.lower}, higher on ${tally.higher}, the same on ${tally.same} of ${pages.length} routes`,
  ].join('\n');
}

test("Lighthouse on every route, at a low-tier phone's CPU", async () => {
  const pages = pagesToMeasure();
  const runs = Number(process.env.ROUTE_RUNS ?? 5);
  const baselineOrigin = process.env.BASELINE_ORIGIN;
  test.setTimeout((pages.length * runs * (baselineOrigin ? 100 : 50) + 420) * 1000);
  ensureSiteBuilt();
  await snapshotSite();
  const site = await startSite(await freePort(4393));
  const measured = new Map<string, PageRun[]>(pages.map((path) => [path, []]));
  const measuredOnBaseline = new Map<string, PageRun[]>(pages.map((path) => [path, []]));
  let index = Number.NaN;
  let traces = new Map<string, TracedTask[]>();
  let otherTraces = new Map<string, TracedTask[]>();
  const traceOrigin = process.env.TRACE_ORIGIN;
  try {
    const calibration = await calibrate(`${site.origin}/`);
    index = calibration.index;
    const multiplier = calibration.multiplier;
    // Alternating the pages spreads any drift of the machine over all of them.
    for (let run = 0; run < runs; run += 1) {
      for (const path of pages) {
        await site.ensureRunning();
        // With a baseline, each page on both builds in turn, the first alternating by run: drift falls on both.
        const builds: [string, Map<string, PageRun[]>][] = [[site.origin, measured]];
        if (baselineOrigin) builds[run % 2 ? 'unshift' : 'push']([baselineOrigin, measuredOnBaseline]);
        for (const [origin, into] of builds) {
          const url = `${origin}${path}`;
          into.get(path)?.push(await withRetry(url, 'software', (port) => measure(url, port, multiplier)));
        }
      }
    }
    traces = await tracedTasks(site.origin, [...tracedPages]);
    if (traceOrigin) otherTraces = await tracedTasks(traceOrigin, [...tracedPages]);
  } finally {
    await site.stop();
  }
  const rows = pages.map((path) => {
    const pageRuns = measured.get(path) ?? [];
    const mid = (pick: (run: PageRun) => number): number => median(pageRuns.map(pick));
    return {
      path,
      score: mid((run) => run.score),
      scores: pageRuns.map((run) => run.score),
      tbt: mid((run) => run.tbtMs),
      tbts: pageRuns.map((run) => run.tbtMs.toFixed(0)),
      lcp: mid((run) => run.lcpMs),
      cls: mid((run) => run.cls),
      js: mid((run) => run.jsBytes),
      files: mid((run) => run.scriptFiles),
      others: [mid((run) => run.accessibility), mid((run) => run.bestPractices), mid((run) => run.seo)],
    };
  });
  const passes = (row: (typeof rows)[number]): boolean =>
    row.score >= targetScore && row.tbt <= targetTbtMs && row.others.every((score) => score === 100);
  console.log(
    table(
      [
        'route',
        'perf (runs)',
        'TBT ms (runs)',
        'LCP ms',
        'CLS',
        'scripts',
        'JS KB sent',
        'a11y/bp/seo',
        `>= ${targetScore}, <= ${targetTbtMs} ms, 100s`,
      ],
      rows.map((row) => [
        row.path,
        `${row.score} (${row.scores.join(' ')})`,
        `${row.tbt.toFixed(0)} (${row.tbts.join(' ')})`,
        row.lcp.toFixed(0),
        row.cls.toFixed(3),
        String(row.files),
        (row.js / 1024).toFixed(1),
        row.others.join('/'),
        passFail(passes(row)),
      ]),
    ),
  );
  if (baselineOrigin) console.log(besideBaseline(pages, measured, measuredOnBaseline, baselineOrigin));
  const worst = [...rows].sort((a, b) => a.score - b.score || b.tbt - a.tbt)[0];
  const warnings = [
    ...new Set([...measured.values(), ...measuredOnBaseline.values()].flat().flatMap((run) => run.warnings)),
  ];
  if (worst)
    console.log(
      `Worst route: ${worst.path}, median ${worst.score}, TBT ${worst.tbt.toFixed(0)} ms, LCP ${worst.lcp.toFixed(0)} ms; ${rows.filter(passes).length} of ${rows.length} routes meet the bar (index ${index.toFixed(0)}, slowdown ${(index / lowTierPhoneBenchmarkIndex).toFixed(2)}x)`,
    );
  const describe = (tasks: readonly TracedTask[]): string =>
    tasks.map((task) => `${task.ms.toFixed(1)} ms [${task.parts.join(', ')}]`).join('; ');
  for (const [path, tasks] of traces)
    console.log(`Longest main-thread tasks of ${path} (trace, unthrottled, median of 3 loads): ${describe(tasks)}`);
  for (const [path, tasks] of otherTraces) console.log(`  the same on ${traceOrigin ?? ''}${path}: ${describe(tasks)}`);
  for (const path of pages.filter((page) => tracedPages.has(page))) {
    for (const [index, run] of (measured.get(path) ?? []).entries()) {
      console.log(
        `${path} run ${index + 1}: score ${run.score}, TBT ${run.tbtMs.toFixed(0)} ms, machine index ${run.benchmarkIndex.toFixed(0)}; long tasks: ${run.longTasks.join(', ') || 'none'}`,
      );
    }
  }
  for (const warning of warnings) console.log(`   warning: ${warning}`);
});
