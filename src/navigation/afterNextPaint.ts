/**
 * Runs `task` once the browser has painted the next frame; returns its cancel. What a navigation sets off that
 * the visitor does not see waits for the new page's frame instead of holding it back.
 */
export function afterNextPaint(task: () => void): () => void {
  let cancelled = false;
  const run = (): void => {
    if (!cancelled) task();
  };
  // A timer set in a frame's callback fires after that frame's paint. A hidden page paints no frame.
  if (document.visibilityState === 'hidden') run();
  else requestAnimationFrame(() => setTimeout(run, 0));
  return () => {
    cancelled = true;
  };
}
