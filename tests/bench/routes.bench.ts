/**
 * `npm run bench -- routes`: Lighthouse (mobile, simulated throttling, software compositing, a fresh
 * Chromium per run) on every route of the route table in English, and on home, a service page and a legal
 * page in German and Turkish; median of 5 runs each (issues 17, 28 and 39). The CPU slowdown is calibrated to a
 * low-tier phone first: five runs read the machine's benchmark index, and every run then slows the CPU by
 * their median / 264 (lighthouse.ts calibrate). Prints the index and the multiplier, one table (performance with every
 * run's score and total blocking time, largest contentful paint, layout shift, script files and bytes,
 * accessibility, best practices, SEO), the worst route, and the longest main-thread tasks of home and
 * /about from Chromium traces, unthrottled.
 * `ROUTE_PAGES=/,/about` limits the pages, `ROUTE_RUNS=3` changes the runs; `TRACE_ORIGIN=http://…` traces
 * another build's server as well (to compare two builds). `BENCH_DIST=dist-content` measures the build with the sample
 * news and jobs (tests/build-content.sh): `ROUTE_PAGES=/blog/solar-park-brandenburg,/careers/it-support-specialist`.
 */
import { chromium, test } from '@playwright/test';
import { routes } from '../../src/routes/routes';
import { chromeFlags, chromiumPath } from './chrome';
import { calibrate, lighthouseReport, lowTierPhoneBenchmarkIndex, withRetry } from './lighthouse';
import { longestTasks, type TracedTask } from './mainThreadTrace';
import { median } from './median';
import { passFail, table } from './report';
import { ensureSiteBuilt, freePort, snapshotSite, startSite } from './server';

/** Issue 28's bar, for every route at the calibrated slowdown: median performance, median total blocking time. */
const targetScore = 98;
const targetTbtMs = 150;
const categories = ['performance', 'accessibility', 'best-practices', 'seo'] as const;

interface PageRun {
  score: number;
  tbtMs: number;
  lcpMs: number;
  cls: number;
  jsBytes: number;
  scriptFiles: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  /** Lighthouse's measure of how fast the machine was during the run (higher is faster). */
  benchmarkIndex: number;
  /** The run's long tasks as Lighthouse attributes them ("site-x.js 74 ms"), longest first. */
  longTasks: string[];
  warnings: string[];
}

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

/** The script row of Lighthouse's resource summary: bytes as sent (the server's compression). */
function scriptBytes(details: unknown): number {
  if (typeof details !== 'object' || details === null || !('items' in details) || !Array.isArray(details.items))
    return Number.NaN;
  const items: unknown[] = details.items;
  for (const item of items) {
    if (
      typeof item === 'object' &&
      item !== null &&
      'resourceType' in item &&
      item.resourceType === 'script' &&
      'transferSize' in item
    )
      return Number(item.transferSize);
  }
  return 0;
}

/** The scripts among the requests Lighthouse recorded (workers' included). */
function scriptFileCount(details: unknown): number {
  if (typeof details !== 'object' || details === null || !('items' in details) || !Array.isArray(details.items))
    return Number.NaN;
  const items: unknown[] = details.items;
  return items.filter(
    (item) => typeof item === 'object' && item !== null && 'resourceType' in item && item.resourceType === 'Script',
  ).length;
}

/** Lighthouse's long-tasks diagnostic: each task's script (or "unattributable") and its simulated duration. */
function longTaskList(details: unknown): string[] {
  if (typeof details !== 'object' || details === null || !('items' in details) || !Array.isArray(details.items))
    return [];
  const items: unknown[] = details.items;
  return items.flatMap((item) => {
    if (typeof item !== 'object' || item === null || !('url' in item) || !('duration' in item)) return [];
    const url = String(item.url);
    return [
      `${url.includes('/assets/') ? url.slice(url.lastIndexOf('/') + 1) : url || 'unattributable'} ${Number(item.duration).toFixed(0)} ms`,
    ];
  });
}

async function measure(url: string, port: number, cpuSlowdownMultiplier: number): Promise<PageRun> {
  const lhr = await lighthouseReport(url, port, categories, cpuSlowdownMultiplier);
  const categoryScore = (id: (typeof categories)[number]): number => {
    const score = lhr.categories[id]?.score;
    if (typeof score !== 'number') throw new Error(`Lighthouse gave no ${id} score for ${url}`);
    return Math.round(score * 100);
  };
  const value = (id: string): number => lhr.audits[id]?.numericValue ?? Number.NaN;
  return {
    score: categoryScore('performance'),
    accessibility: categoryScore('accessibility'),
    bestPractices: categoryScore('best-practices'),
    seo: categoryScore('seo'),
    scriptFiles: scriptFileCount(lhr.audits['network-requests']?.details),
    tbtMs: value('total-blocking-time'),
    lcpMs: value('largest-contentful-paint'),
    cls: value('cumulative-layout-shift'),
    jsBytes: scriptBytes(lhr.audits['resource-summary']?.details),
    benchmarkIndex: lhr.environment.benchmarkIndex,
    longTasks: longTaskList(lhr.audits['long-tasks']?.details),
    warnings: lhr.runWarnings,
  };
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

test("Lighthouse on every route, at a low-tier phone's CPU", async () => {
  const pages = pagesToMeasure();
  const runs = Number(process.env.ROUTE_RUNS ?? 5);
  test.setTimeout((pages.length * runs * 50 + 420) * 1000);
  ensureSiteBuilt();
  await snapshotSite();
  const site = await startSite(await freePort(4393));
  const measured = new Map<string, PageRun[]>(pages.map((path) => [path, []]));
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
        const url = `${site.origin}${path}`;
        measured.get(path)?.push(await withRetry(url, 'software', (port) => measure(url, port, multiplier)));
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
  const worst = [...rows].sort((a, b) => a.score - b.score || b.tbt - a.tbt)[0];
  const warnings = [...new Set([...measured.values()].flat().flatMap((run) => run.warnings))];
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
