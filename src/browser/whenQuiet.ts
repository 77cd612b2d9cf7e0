import { whenIdleAfterLoad } from './whenIdle';

/**
 * Runs `task` once the page has loaded and then gone `quietMs` without a long task (50 ms or more of
 * the main thread), in an idle period: for background work a visitor does not wait for, such as the
 * offline demo's precache (about 1.6 MB), which must not compete with a slow phone's first seconds for its
 * network or its processor. Where the browser reports no long tasks, `quietMs` after the load; on a
 * device that never goes quiet that long, `latestMs` after the load all the same.
 */
export function whenQuietAfterLoad(
  task: () => void,
  { quietMs, latestMs }: { quietMs: number; latestMs: number },
): () => void {
  let quietTimer = 0;
  let latestTimer = 0;
  let observer: PerformanceObserver | null = null;
  let cancelIdle: (() => void) | null = null;
  const run = (): void => {
    window.clearTimeout(quietTimer);
    window.clearTimeout(latestTimer);
    observer?.disconnect();
    cancelIdle ??= whenIdleAfterLoad(task);
  };
  const restart = (): void => {
    window.clearTimeout(quietTimer);
    quietTimer = window.setTimeout(run, quietMs);
  };
  const start = (): void => {
    if (PerformanceObserver.supportedEntryTypes.includes('longtask')) {
      observer = new PerformanceObserver(restart);
      observer.observe({ type: 'longtask' });
    }
    restart();
    latestTimer = window.setTimeout(run, latestMs);
  };
  if (document.readyState === 'complete') start();
  else window.addEventListener('load', start, { once: true });
  return () => {
    window.removeEventListener('load', start);
    window.clearTimeout(quietTimer);
    window.clearTimeout(latestTimer);
    observer?.disconnect();
    cancelIdle?.();
  };
}
