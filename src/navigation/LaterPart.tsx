import { startTransition, useEffect, useState, type ReactNode } from 'react';
import { hydrationDone } from '../browser/hydrationProgress';
import { afterNextPaint } from './afterNextPaint';

/**
 * A part of a page below its first screen: on a page a click brought, rendered in a transition once the first
 * screen is painted (a screen-high placeholder keeps the footer below the fold meanwhile); prerendered, at once.
 * `whole`: the address asks for a section it holds (a sub-service's, any #section). No Suspense boundary.
 */
export function LaterPart({ children, whole = false }: { children: ReactNode; whole?: boolean }) {
  // At mount, shown unless a click brought the page: a part that hydrates must render what was prerendered.
  const [shown, setShown] = useState(() => whole || !hydrationDone() || window.location.hash !== '');
  useEffect(() => (shown ? undefined : afterNextPaint(() => startTransition(() => setShown(true)))), [shown]);
  return shown ? children : <div className="later-part" />;
}
