import { useDeferredValue, useState, type ReactNode } from 'react';
import { hydrationDone } from '../browser/hydrationProgress';
import { HydrationPart } from './HydrationPart';

/**
 * A part of a page below its first screen. On the prerendered page it is a HydrationPart: its markup is
 * there at once and hydrates in a later pass. On a page a click brought, it renders in a second commit:
 * the first shows the new page's heading and first screen without waiting for the rest's render, style
 * and layout (issue 57: at a phone's CPU the whole page's render held the heading back by a third), and
 * React renders the rest in a deferred transition right after. Until then a screen-high placeholder keeps
 * the footer below the fold, so nothing in view moves.
 *
 * `whole`: the page is asked for at a section this part holds (a sub-service's section), which must be
 * there to scroll to; an address with a #section always renders whole.
 */
export function LaterPart({ children, whole = false }: { children: ReactNode; whole?: boolean }) {
  // Decided once, when the part mounts: a part that hydrates must render what was prerendered.
  const [deferred] = useState(() => !whole && hydrationDone() && window.location.hash === '');
  // React 19: with an initial value, the first render shows it and a deferred render follows at once.
  const shown = useDeferredValue(true, deferred ? false : undefined);
  return <HydrationPart>{shown ? children : <div className="later-part" />}</HydrationPart>;
}
