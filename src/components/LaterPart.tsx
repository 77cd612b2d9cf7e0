import { startTransition, useEffect, useState, type ReactNode } from 'react';
import { afterNextPaint } from '../browser/afterNextPaint';
import { hydrationDone } from '../browser/hydrationProgress';

/**
 * A part of a page below its first screen. On the prerendered page it is there at once, as prerendered. On a
 * page a click brought, it renders in a second commit: the first shows the new page's heading and first
 * screen without waiting for the rest's render, style and layout (issue 57), and React renders the rest in a
 * transition once that first screen is painted. Until then a screen-high placeholder keeps the footer below
 * the fold, so nothing in view moves. Not at once after the first commit (React's useDeferredValue): Chromium
 * ran that render's slices before the first screen's frame (about → IT services: 24 ms of script at a
 * desktop's CPU between the commit and the frame), which showed the heading that much later.
 *
 * It is no Suspense boundary: a page hydrates it with what is around it, unless the page also makes it a
 * HydrationPart (home, service pages). Made one of its own on about, careers and the privacy policy, it
 * raised their load's total blocking time by 30 to 60 ms in issue 57's route bench at a phone's CPU.
 *
 * `whole`: the page is asked for at a section this part holds (a sub-service's section), which must be
 * there to scroll to; an address with a #section always renders whole.
 */
export function LaterPart({ children, whole = false }: { children: ReactNode; whole?: boolean }) {
  // At mount, shown unless a click brought the page: a part that hydrates must render what was prerendered.
  const [shown, setShown] = useState(() => whole || !hydrationDone() || window.location.hash !== '');
  useEffect(() => {
    return shown ? undefined : afterNextPaint(() => startTransition(() => setShown(true)));
  }, [shown]);
  return shown ? children : <div className="later-part" />;
}
