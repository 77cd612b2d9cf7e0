/**
 * The location the site renders. A navigation (a link's pushState, Back, Forward) first loads the new page's
 * code and words (prepareLocation.ts), then updates the location: React renders the new page without
 * suspending, and breadcrumbs, globe framing and page change together (the head's tags once it is painted).
 * A later navigation overtakes an earlier one that is still waiting.
 */
import { useSetAtom } from 'jotai';
import { createContext, startTransition, useContext, useEffect, useRef, useState, type ReactNode } from 'react';
import { navigate } from 'wouter/use-browser-location';
import { whenIdleAfterLoad } from '../browser/whenIdle';
import { afterNextPaint } from '../browser/afterNextPaint';
import { pressedPath, releasePressed } from '../browser/pressedLink';
import { hydrationDone } from '../browser/hydrationProgress';
import { holdGlobeForPage } from '../globe';
import { pendingNavigationAtom } from '../state/pendingNavigation';
import { prepareLocation } from './prepareLocation';

const historyEvents = ['popstate', 'pushState', 'replaceState'] as const;
const LocationContext = createContext('/');

/** `prerendered`: the path being prerendered; in the browser the first path is the address bar's. */
export function LocationProvider({ prerendered, children }: { prerendered?: string; children: ReactNode }) {
  const [path, setPath] = useState(() => prerendered ?? window.location.pathname);
  // What the progress indication waits on (components/NavigationProgress.tsx): from the click to the commit.
  const setPending = useSetAtom(pendingNavigationAtom);
  const shown = useRef(path);
  useEffect(() => {
    shown.current = path;
    // The globe draws nothing while the next page renders: its frames between the render's slices pushed the
    // page's heading back (issue 40, home → about at 8.3x: 1,013 ms, and 466 ms with the globe hidden). Both
    // wait for the new page's frame: the pending navigation's end renders the header and the indication again,
    // and React ran that render before the frame (issue 57: 14 ms of script at a phone's slowdown).
    return afterNextPaint(() => {
      holdGlobeForPage(false);
      if (pressedPath() === path) releasePressed();
      setPending((pending) => (pending?.path === path ? null : pending));
    });
  }, [path, setPending]);
  // A page's first change of its history entry costs Chromium 4 to 5 ms of a desktop's CPU, later ones a tenth
  // of that (issue 57): paid once the loaded page is idle rather than by the first click. The same entry, by
  // the browser's own method: no address change for the listeners below.
  useEffect(
    () => whenIdleAfterLoad(() => History.prototype.replaceState.call(window.history, window.history.state, '')),
    [],
  );
  useEffect(() => {
    let latest = window.location.pathname;
    const follow = (): void => {
      const next = window.location.pathname;
      // Another path than the one shown or on its way (not a query of the same page: the services filter).
      const moves = next !== latest;
      latest = next;
      if (moves) setPending(next === shown.current ? null : { path: next });
      // Back, Forward or another link's address overtook the followed link's page.
      if (moves && pressedPath() !== next) releasePressed();
      // The render starts once the page's code and words are here (a render that suspended would be thrown away
      // and done again from the top, which a cheap phone feels) and the press's own frame is painted: the
      // header's current item answers the tap at once. Then React renders the page in one go rather than in a
      // transition's slices, between which Chromium ran other tasks and frames: the heading came 60 to 120 ms
      // later at a phone's slowdown (issue 57). While the page still hydrates, a transition: an urgent update
      // would replace prerendered parts that have not hydrated yet.
      const painted = moves ? new Promise<void>((resolve) => afterNextPaint(resolve)) : undefined;
      Promise.all([prepareLocation(next), painted]).then(
        () => {
          if (next !== latest) return;
          if (moves) {
            holdGlobeForPage(true);
            letGoOfFocusInPage();
          }
          if (hydrationDone()) setPath(next);
          else startTransition(() => setPath(next));
        },
        // Offline, or a newer deployment replaced the build: the server has the page. Its hydration does not
        // reload, so this cannot loop.
        () => next === latest && window.location.reload(),
      );
    };
    historyEvents.forEach((event) => window.addEventListener(event, follow));
    // A link followed while the page was still hydrating, before this listened.
    follow();
    return () => historyEvents.forEach((event) => window.removeEventListener(event, follow));
  }, [setPending]);
  return <LocationContext value={path}>{children}</LocationContext>;
}

/**
 * Focus on a link of the page about to be replaced (a card) is let go while that page is still laid out: React
 * removing the focused element made Chromium update style and layout in the middle of the commit, half the old
 * page gone (issue 57: 13 to 17 ms at a phone's slowdown, on /services → energy). The new page takes focus once
 * it is painted (ScrollManager.tsx), as it would have.
 */
function letGoOfFocusInPage(): void {
  const focused = document.activeElement;
  const main = document.getElementById('main');
  if (focused instanceof HTMLElement && main && focused !== main && main.contains(focused)) focused.blur();
}

/** wouter's location hook (App.tsx): the rendered path, and the browser's navigate. */
export function useRenderedLocation(): [string, typeof navigate] {
  return [useContext(LocationContext), navigate];
}
