/**
 * Runs `task` when the main thread is idle (within `timeoutMs` at the latest); returns its cancel. Without
 * requestIdleCallback (Safari) a short timer stands in, which lets the work at hand finish first.
 */
export function whenIdle(task: () => void, timeoutMs?: number): () => void {
  if (typeof window.requestIdleCallback !== 'function') {
    const timer = setTimeout(task, 50);
    return () => clearTimeout(timer);
  }
  const handle = window.requestIdleCallback(task, timeoutMs === undefined ? undefined : { timeout: timeoutMs });
  return () => window.cancelIdleCallback(handle);
}

/** Runs `task` once the page has loaded and is idle: heavy start-up work never delays its first paint or input. */
export function whenIdleAfterLoad(task: () => void): () => void {
  let cancelIdle = (): void => undefined;
  const schedule = (): void => void (cancelIdle = whenIdle(task, 4000));
  if (document.readyState === 'complete') schedule();
  else window.addEventListener('load', schedule, { once: true });
  return () => {
    window.removeEventListener('load', schedule);
    cancelIdle();
  };
}
