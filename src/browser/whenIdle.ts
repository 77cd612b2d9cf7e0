/**
 * Runs `task` when the main thread is idle (within `timeoutMs` at the latest); returns its cancel. Safari has
 * no requestIdleCallback: there a short timer stands in, which lets the work at hand finish first.
 */
export function whenIdle(task: () => void, timeoutMs?: number): () => void {
  if (typeof window.requestIdleCallback !== 'function') {
    const timer = setTimeout(task, 50);
    return () => clearTimeout(timer);
  }
  const handle = window.requestIdleCallback(task, timeoutMs === undefined ? undefined : { timeout: timeoutMs });
  return () => window.cancelIdleCallback(handle);
}

/**
 * Runs `task` once the page has loaded and the main thread is idle, so heavy start-up work (the globe's
 * three.js) never competes with the page's own content for the first paint or the first input.
 */
export function whenIdleAfterLoad(task: () => void): () => void {
  let cancelled = false;
  let cancelIdle = (): void => undefined;
  const schedule = (): void => {
    if (cancelled) return;
    cancelIdle = whenIdle(() => {
      if (!cancelled) task();
    }, 4000);
  };
  if (document.readyState === 'complete') schedule();
  else window.addEventListener('load', schedule, { once: true });
  return () => {
    cancelled = true;
    window.removeEventListener('load', schedule);
    cancelIdle();
  };
}
