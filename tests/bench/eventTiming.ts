/**
 * What a visitor feels after a tap, read in the page: the Event Timing entries of one interaction
 * (Interaction to Next Paint), and, for a link, when the next page's heading reached a frame.
 */
import type { Page } from '@playwright/test';

export interface InteractionTiming {
  /** The interaction's longest event, start to next paint (Event Timing rounds it to 8 ms); 0 when no event took 16 ms. */
  durationMs: number;
  inputDelayMs: number;
  processingMs: number;
  presentationMs: number;
  /** The event type of the longest entry ('pointerdown', 'click', 'keydown' …). */
  event: string;
}

interface TimedEntry {
  name: string;
  interactionId: number;
  startTime: number;
  duration: number;
  processingStart: number;
  processingEnd: number;
}

declare global {
  interface Window {
    __benchEvents?: TimedEntry[];
    __benchHeading?: { startedAt: number; shownAt: number };
    __benchCaptured?: { selector: string; html: string }[];
  }
}

/** Starts recording the page's interactions (events of 16 ms or more, the API's floor). */
export async function recordInteractions(page: Page): Promise<void> {
  await page.evaluate(() => {
    window.__benchEvents = [];
    new PerformanceObserver((list) => {
      // interactionId is in Chromium's Event Timing, not yet in TypeScript's DOM types.
      for (const entry of list.getEntries() as (PerformanceEventTiming & { interactionId: number })[]) {
        if (!entry.interactionId) continue;
        const { name, interactionId, startTime, duration, processingStart, processingEnd } = entry;
        window.__benchEvents?.push({ name, interactionId, startTime, duration, processingStart, processingEnd });
      }
    }).observe({ type: 'event', durationThreshold: 16 });
  });
}

/**
 * The interaction recorded since recordInteractions: its longest entry with the split. Entries are queued
 * once the frame is presented; an interaction under 16 ms leaves none, so a wait that ends without one
 * (the page has drawn 10 frames since) counts as 0 ms.
 */
export async function readInteraction(page: Page): Promise<InteractionTiming> {
  await page
    .waitForFunction(() => (window.__benchEvents?.length ?? 0) > 0, undefined, { timeout: 5_000, polling: 50 })
    .catch(() =>
      page.evaluate(() => new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve, 200)))),
    );
  const entries = await page.evaluate(() => window.__benchEvents ?? []);
  const longest = entries.reduce<TimedEntry | undefined>(
    (worst, entry) => (!worst || entry.duration > worst.duration ? entry : worst),
    undefined,
  );
  if (!longest) return { durationMs: 0, inputDelayMs: 0, processingMs: 0, presentationMs: 0, event: 'none' };
  return {
    durationMs: longest.duration,
    inputDelayMs: longest.processingStart - longest.startTime,
    processingMs: longest.processingEnd - longest.processingStart,
    presentationMs: Math.max(0, longest.startTime + longest.duration - longest.processingEnd),
    event: longest.name,
  };
}

/**
 * Watches for a new level-1 heading: the time from the pointer press (pointerdown: the moment a visitor's
 * finger or button goes down; the link follows on the click after the release) that starts the navigation to the
 * first animation frame in which the new heading is in the document and within the viewport (it is painted in
 * that frame; a page painted at the old page's scroll position does not show it), read
 * when that frame's callbacks run, just before its paint. Not the callback's frame timestamp: Chromium stamps
 * a frame with the vsync that asked for it, so a frame held back by a long task carries a time from before
 * that task ended, here up to 240 ms before the heading was even in the document (a whole page rendered in
 * one blocking task looked faster than the same page rendered in slices, which paints no later).
 * `capture`: elements whose markup that frame's callback keeps (readCaptured).
 */
export async function watchNextHeading(page: Page, capture: readonly string[] = []): Promise<void> {
  await page.evaluate((selectors) => {
    const before = document.querySelector('h1')?.textContent ?? '';
    const timing = { startedAt: Number.NaN, shownAt: Number.NaN };
    window.__benchHeading = timing;
    const started = (event: Event): void => {
      if (Number.isNaN(timing.startedAt)) timing.startedAt = event.timeStamp;
    };
    window.addEventListener('pointerdown', started, { capture: true, once: true });
    window.addEventListener('keydown', started, { capture: true, once: true });
    const observer = new MutationObserver(() => {
      const now = document.querySelector('h1')?.textContent ?? '';
      if (now === before) return;
      observer.disconnect();
      // The frame that shows it: the heading within the viewport, not only in the document (a footer link's
      // page painted once still scrolled to the old page's foot, its heading out of sight).
      const inView = (): boolean => {
        const box = document.querySelector('h1')?.getBoundingClientRect();
        return box !== undefined && box.bottom > 0 && box.top < window.innerHeight;
      };
      const frame = (): void => {
        if (!inView()) {
          requestAnimationFrame(frame);
          return;
        }
        timing.shownAt = performance.now();
        // For the navigation trace (navigationTrace.ts): where its window ends.
        performance.mark('bench:next-heading');
        // For a link's floor (nextPageFrame.ts): what this frame shows.
        window.__benchCaptured = selectors.map((selector) => ({
          selector,
          html: document.querySelector(selector)?.outerHTML ?? '',
        }));
      };
      requestAnimationFrame(frame);
    });
    observer.observe(document.body, { subtree: true, childList: true, characterData: true });
  }, capture);
}

/** Milliseconds from the press to the frame with the next page's heading (waits for it). */
export async function nextHeadingMs(page: Page): Promise<number> {
  await page.waitForFunction(() => !Number.isNaN(window.__benchHeading?.shownAt ?? Number.NaN), undefined, {
    timeout: 30_000,
    polling: 50,
  });
  return page.evaluate(() => {
    const timing = window.__benchHeading;
    return timing ? timing.shownAt - timing.startedAt : Number.NaN;
  });
}

/** The markup watchNextHeading's `capture` kept in the heading's frame (call after nextHeadingMs). */
export const readCaptured = (page: Page): Promise<{ selector: string; html: string }[]> =>
  page.evaluate(() => window.__benchCaptured ?? []);
