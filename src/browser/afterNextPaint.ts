/**
 * Runs `task` once the browser has painted the next frame, and returns its cancel. What a navigation's commit
 * sets off that the visitor does not see (the head's tags, focus moving to the new page) waits until the new
 * page is on screen: run as React's effects, it came before that frame and held it back (issue 57: 15 of the
 * 57 ms of script between a click on the header's About and the heading's frame, before a phone's slowdown).
 * A hidden page paints no frame: the task runs at once.
 */
export function afterNextPaint(task: () => void): () => void {
  if (document.visibilityState === 'hidden') {
    task();
    return () => undefined;
  }
  let timer: ReturnType<typeof setTimeout> | undefined;
  // A timer set in a frame's callback fires after that frame's paint.
  const frame = requestAnimationFrame(() => {
    timer = setTimeout(task, 0);
  });
  return () => {
    cancelAnimationFrame(frame);
    clearTimeout(timer);
  };
}
