/**
 * One Lighthouse run of a route for the route bench (routes.bench.ts): performance with its total blocking
 * time, largest contentful paint and layout shift, the scripts sent, the other categories' scores, and the
 * run's long tasks as Lighthouse attributes them.
 */
import { lighthouseReport } from './lighthouse';

const categories = ['performance', 'accessibility', 'best-practices', 'seo'] as const;

export interface PageRun {
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

export async function measure(url: string, port: number, cpuSlowdownMultiplier: number): Promise<PageRun> {
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
