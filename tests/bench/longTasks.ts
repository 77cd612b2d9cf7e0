/**
 * Section 5b: main-thread long tasks of the WebGL globe's start-up on a 4x slower CPU: every long task
 * that started after the request for the globe's worker began (three.js then loads inside the worker), until the globe took over (+1 s).
 */
import type { BrowserContext } from '@playwright/test';
import { freshPage, waitForRenderer } from './chrome';
import { queryFor } from './siteFrames';

export const cpuSlowdown = 4;
const afterTakeoverMs = 1_000;

export interface LongTaskRun {
  count: number;
  longestMs: number;
  totalMs: number;
  /** From the chunk request to the stage reporting the WebGL renderer. */
  takeoverMs: number;
}

interface CollectedTask {
  start: number;
  duration: number;
}

declare global {
  interface Window {
    __benchLongTasks?: CollectedTask[];
  }
}

export async function measureLongTasks(context: BrowserContext, origin: string): Promise<LongTaskRun> {
  const page = await freshPage(context);
  // Observed from the document's first script on, so nothing before the chunk request is missed either.
  await page.addInitScript(() => {
    const tasks: CollectedTask[] = [];
    window.__benchLongTasks = tasks;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) tasks.push({ start: entry.startTime, duration: entry.duration });
    }).observe({ type: 'longtask', buffered: true });
  });
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdown });
  await page.goto(`${origin}/${queryFor('webgl')}`);
  await waitForRenderer(page, 'webgl', 180_000);
  const takeoverAt = await page.evaluate(() => performance.now());
  await new Promise((resolve) => setTimeout(resolve, afterTakeoverMs));
  const { tasks, chunkStart } = await page.evaluate(() => {
    const chunk = performance.getEntriesByType('resource').find((entry) => entry.name.includes('/globe.worker-'));
    return { tasks: window.__benchLongTasks ?? [], chunkStart: chunk?.startTime ?? Number.NaN };
  });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
  await cdp.detach();
  await page.close();
  if (Number.isNaN(chunkStart)) throw new Error('the globe worker was not requested');
  const startUp = tasks.filter((task) => task.start >= chunkStart);
  return {
    count: startUp.length,
    longestMs: Math.max(0, ...startUp.map((task) => task.duration)),
    totalMs: startUp.reduce((sum, task) => sum + task.duration, 0),
    takeoverMs: takeoverAt - chunkStart,
  };
}
