/**
 * `npm run bench -- kiosk`: a trade-fair kiosk over hours, compressed. The kiosk link (`every=5`, the
 * WebGL globe) runs 200 cycles of the variants on the page's own clock (each cycle jumps 5 s ahead, then
 * draws real frames for a while), and the tour kiosk 200 stops. Samples: the page's JS heap after a
 * forced collection, the WebGL worker's heap, and frame times (rAF intervals over a second), first
 * cycles against last. Figures only, no timed assertions: a leak shows as a heap that keeps climbing.
 */
import { expect, test, type Page } from '@playwright/test';
import { attach, freshPage, launchChrome, waitForRenderer } from './chrome';
import { median } from './median';
import { ensureSiteBuilt, freePort, snapshotSite, startSite } from './server';

/** `KIOSK_CYCLES=1000` runs longer (a slow growth shows whether it levels off). */
const cycles = Number(process.env.KIOSK_CYCLES ?? 200);
const everyMs = 5_000;
/** Real time each cycle draws after its jump, so each variant is really rendered. */
const drawMs = 150;
const sampleEvery = Math.max(1, Math.round(cycles / 10));

interface Sample {
  cycle: number;
  pageHeapMb: number;
  workerHeapMb: number | null;
  frameMs: number;
  drawnPerSecond: number;
}

/**
 * The heaps after a forced collection: the page's, and the largest of its workers' (the WebGL globe's).
 * Workers are reached through the page's DevTools session, attached to as child targets.
 */
async function heaps(page: Page): Promise<{ page: number; worker: number | null }> {
  const session = await page.context().newCDPSession(page);
  await session.send('HeapProfiler.collectGarbage');
  const { usedSize } = await session.send('Runtime.getHeapUsage');
  const workerSessions: string[] = [];
  session.on('Target.attachedToTarget', (event) => {
    if (event.targetInfo.type === 'worker') workerSessions.push(event.sessionId);
  });
  await session.send('Target.setAutoAttach', { autoAttach: true, waitForDebuggerOnStart: false, flatten: false });
  let nextId = 1;
  const replies = new Map<number, (result: { usedSize?: number }) => void>();
  session.on('Target.receivedMessageFromTarget', (event) => {
    const reply = JSON.parse(event.message) as { id?: number; result?: { usedSize?: number } };
    if (reply.id !== undefined) replies.get(reply.id)?.(reply.result ?? {});
  });
  const ask = (sessionId: string, method: string): Promise<{ usedSize?: number }> => {
    const id = nextId++;
    const answered = new Promise<{ usedSize?: number }>((resolve) => replies.set(id, resolve));
    void session.send('Target.sendMessageToTarget', { sessionId, message: JSON.stringify({ id, method }) });
    return Promise.race([
      answered,
      new Promise<{ usedSize?: number }>((resolve) => setTimeout(() => resolve({}), 5_000)),
    ]);
  };
  let worker: number | null = null;
  for (const sessionId of workerSessions) {
    await ask(sessionId, 'HeapProfiler.collectGarbage');
    const { usedSize: used } = await ask(sessionId, 'Runtime.getHeapUsage');
    if (used !== undefined) worker = Math.max(worker ?? 0, used);
  }
  await session.detach();
  return { page: usedSize / 2 ** 20, worker: worker === null ? null : worker / 2 ** 20 };
}

/**
 * Over a second of real time: the median interval between animation frames (ms) and how many frames
 * the globe drew in it (its runtime's count): a kiosk that slows down shows in either.
 */
const frameTime = (page: Page): Promise<{ interval: number; drawn: number }> =>
  page.evaluate(
    () =>
      new Promise<{ interval: number; drawn: number }>((resolve) => {
        const times: number[] = [];
        const drawnBefore = window.__globe?.frames ?? 0;
        const step = (time: number): void => {
          times.push(time);
          if (times.length < 2 || time - (times[0] ?? time) < 1000) {
            requestAnimationFrame(step);
            return;
          }
          const intervals = times
            .slice(1)
            .map((value, index) => value - (times[index] ?? value))
            .sort((a, b) => a - b);
          resolve({
            interval: intervals[Math.floor(intervals.length / 2)] ?? 0,
            drawn: (window.__globe?.frames ?? 0) - drawnBefore,
          });
        };
        requestAnimationFrame(step);
      }),
  );

async function runKiosk(page: Page, url: string): Promise<Sample[]> {
  await page.clock.install();
  await page.goto(url);
  await waitForRenderer(page, 'webgl');
  const samples: Sample[] = [];
  for (let cycle = 0; cycle <= cycles; cycle += 1) {
    if (cycle % sampleEvery === 0) {
      const heap = await heaps(page);
      const frames = await frameTime(page);
      samples.push({
        cycle,
        pageHeapMb: heap.page,
        workerHeapMb: heap.worker,
        frameMs: frames.interval,
        drawnPerSecond: frames.drawn,
      });
    }
    if (cycle === cycles) break;
    await page.clock.fastForward(everyMs);
    await page.waitForTimeout(drawMs);
  }
  return samples;
}

function report(name: string, samples: Sample[]): string {
  const rows = samples.map(
    (sample) =>
      `  cycle ${String(sample.cycle).padStart(3)}: page heap ${sample.pageHeapMb.toFixed(2)} MB, worker heap ${sample.workerHeapMb === null ? 'n/a' : `${sample.workerHeapMb.toFixed(2)} MB`}, frame ${sample.frameMs.toFixed(1)} ms, ${sample.drawnPerSecond} globe frames/s`,
  );
  const first = samples[1] ?? samples[0];
  const last = samples.at(-1);
  if (!first || !last) return name;
  const frames = median(samples.slice(1, 4).map((sample) => sample.frameMs));
  const lastFrames = median(samples.slice(-3).map((sample) => sample.frameMs));
  return [
    name,
    ...rows,
    `  page heap, cycle ${first.cycle} -> ${last.cycle}: ${first.pageHeapMb.toFixed(2)} -> ${last.pageHeapMb.toFixed(2)} MB (${(last.pageHeapMb / first.pageHeapMb).toFixed(3)}x)`,
    first.workerHeapMb !== null && last.workerHeapMb !== null
      ? `  worker heap, cycle ${first.cycle} -> ${last.cycle}: ${first.workerHeapMb.toFixed(2)} -> ${last.workerHeapMb.toFixed(2)} MB (${(last.workerHeapMb / first.workerHeapMb).toFixed(3)}x)`
      : '  worker heap: not readable in this browser',
    `  frame time, median of the first three samples vs the last three: ${frames.toFixed(1)} vs ${lastFrames.toFixed(1)} ms; globe frames/s ${median(samples.slice(1, 4).map((sample) => sample.drawnPerSecond))} vs ${median(samples.slice(-3).map((sample) => sample.drawnPerSecond))}`,
  ].join('\n');
}

test('kiosk over 200 compressed cycles', async () => {
  test.setTimeout(20 * 60_000);
  ensureSiteBuilt();
  await snapshotSite();
  const site = await startSite(await freePort(4470));
  const chrome = await launchChrome();
  try {
    const { browser, context } = await attach(chrome);
    const variants = await runKiosk(await freshPage(context), `${site.origin}/globe-demo?kiosk=1&every=5&globe=webgl`);
    const tour = await runKiosk(
      await freshPage(context),
      `${site.origin}/globe-demo?kiosk=1&every=5&tour=1&globe=webgl`,
    );
    console.log(
      `\n${report(`Kiosk, variants (${cycles} cycles of ${everyMs / 1000} s, compressed)`, variants)}\n\n${report(`Kiosk, tour (${cycles} stops)`, tour)}\n`,
    );
    expect(variants.at(-1)?.cycle).toBe(cycles);
    await browser.close();
  } finally {
    chrome.kill();
    await site.stop();
  }
});
