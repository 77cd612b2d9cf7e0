/**
 * The hero globe's still: the build-time picture (build/globeStill.ts) that shows the globe at first
 * paint, before any script, and with JavaScript off. The prerender hands its markup in through
 * GlobeStillMarkup; in the browser the element is hydrated as it is (React, and Preact, leave an element's inner
 * HTML alone when hydrating), so the picture costs the script bundle nothing. The stage unmounts it
 * once the live globe has drawn, and a client-side render never fills it, so no stale still comes back.
 */
import { createContext, memo, useContext } from 'react';
import 'virtual:globe-still.css';

/** The still's SVG markup: given by the prerender, empty in the browser. */
export const GlobeStillMarkup = createContext('');

/** One object for every render: a new one would make React write (empty) inner HTML over the picture. */
const keepServerMarkup = { __html: '' };

export const GlobeStill = memo(function GlobeStill() {
  const markup = useContext(GlobeStillMarkup);
  return (
    <div
      className="globe-still"
      data-testid="globe-still"
      dangerouslySetInnerHTML={markup ? { __html: markup } : keepServerMarkup}
    />
  );
});
