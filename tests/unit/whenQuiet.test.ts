// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { whenQuietAfterLoad } from '../../src/browser/whenQuiet';

/** The browser's long-task reports, driven by the test: `longTask()` reports one. */
let reportLongTask: () => void = () => undefined;
class FakeObserver {
  static supportedEntryTypes = ['longtask'];
  constructor(callback: () => void) {
    reportLongTask = callback;
  }
  observe(): void {}
  disconnect(): void {
    reportLongTask = () => undefined;
  }
}

const timing = { quietMs: 5000, latestMs: 30_000 };

/** After `ms` more, the task has been asked for and run in the idle period that follows, once. */
function expectRunAfter(task: ReturnType<typeof vi.fn>, ms: number): void {
  vi.advanceTimersByTime(ms);
  vi.runOnlyPendingTimers();
  expect(task).toHaveBeenCalledTimes(1);
}

describe('background work waits for a quiet page (the offline demo registers its worker so)', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.stubGlobal('PerformanceObserver', FakeObserver);
    // An idle period comes at once here: what is measured is when the work is asked for.
    vi.stubGlobal('requestIdleCallback', (callback: () => void) => window.setTimeout(callback, 0));
    vi.stubGlobal('cancelIdleCallback', (handle: number) => window.clearTimeout(handle));
    expect(document.readyState).toBe('complete');
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('runs once the page has gone the quiet time without a long task, and only once', () => {
    const task = vi.fn();
    whenQuietAfterLoad(task, timing);
    vi.advanceTimersByTime(4999);
    expect(task).not.toHaveBeenCalled();
    expectRunAfter(task, 1);
    vi.advanceTimersByTime(60_000);
    expect(task).toHaveBeenCalledTimes(1);
  });

  it('a long task starts the quiet time again', () => {
    const task = vi.fn();
    whenQuietAfterLoad(task, timing);
    vi.advanceTimersByTime(4000);
    reportLongTask();
    vi.advanceTimersByTime(4000);
    expect(task).not.toHaveBeenCalled();
    expectRunAfter(task, 1000);
  });

  it('a page that is never quiet runs it at the latest time all the same', () => {
    const task = vi.fn();
    whenQuietAfterLoad(task, timing);
    for (let elapsed = 0; elapsed < 29_000; elapsed += 1000) {
      vi.advanceTimersByTime(1000);
      reportLongTask();
    }
    expect(task).not.toHaveBeenCalled();
    expectRunAfter(task, 1000);
  });

  it('a page left before then never runs it', () => {
    const task = vi.fn();
    const cancel = whenQuietAfterLoad(task, timing);
    vi.advanceTimersByTime(2000);
    cancel();
    vi.advanceTimersByTime(60_000);
    expect(task).not.toHaveBeenCalled();
  });
});
