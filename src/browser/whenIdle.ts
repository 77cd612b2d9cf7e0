/**
 * Runs `task` once the page has loaded and the main thread is idle, so heavy start-up work (the globe's
 * three.js) never competes with the page's own content for the first paint or the first input.
 */
export function whenIdleAfterLoad(task: () => void): () => void {
  let cancelled = false;
  let idleHandle = 0;
  const schedule = (): void => {
    if (cancelled) return;
    idleHandle = requestIdleCallback(
      () => {
        if (!cancelled) task();
      },
      { timeout: 4000 },
    );
  };
  if (document.readyState === 'complete') schedule();
  else window.addEventListener('load', schedule, { once: true });
  return () => {
    cancelled = true;
    window.removeEventListener('load', schedule);
    if (idleHandle) cancelIdleCallback(idleHandle);
  };
}
