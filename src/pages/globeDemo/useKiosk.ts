/**
 * Kiosk mode for a stand (demoStage.ts): every `everyMs` the show moves on (the next variant, or the tour's
 * next stop). Touch, a key or pointer movement shows the explore state and holds the show; after a minute
 * without input it goes on. No link is ever followed, by click, middle click or drag, and no context menu opens.
 */
import { useEffect, useRef, useState } from 'react';
import type { DemoStage } from '../../globe/demo';
import { tourStoppingEvents } from '../../globe/stage';

/** After this long without input the kiosk leaves its explore state and its show goes on. */
const kioskExploreMs = 60_000;

/** A visitor's input as the tour counts it, and pointer movement too: the kiosk wakes on the slightest sign. */
const inputEvents = [...tourStoppingEvents, 'pointermove'] as const;

function refuse(event: Event): void {
  const target = event.target instanceof Element ? event.target : null;
  if (event.type === 'contextmenu' || target?.closest('a[href]')) event.preventDefault();
}

/** Returns whether the kiosk is in its explore state; `advance` moves the show on while it is not. */
export function useKiosk(stage: DemoStage, advance: () => void): boolean {
  const [exploring, setExploring] = useState(false);
  const latest = useRef(advance);
  useEffect(() => {
    latest.current = advance;
  });
  const kiosk = stage.kind === 'kiosk' ? stage : null;
  const everyMs = kiosk?.everyMs ?? 0;

  useEffect(() => {
    if (!everyMs || exploring) return;
    const timer = window.setInterval(() => latest.current(), everyMs);
    return () => window.clearInterval(timer);
  }, [everyMs, exploring]);

  useEffect(() => {
    if (!kiosk) return;
    let timer = 0;
    const onInput = (): void => {
      setExploring(true);
      window.clearTimeout(timer);
      timer = window.setTimeout(() => setExploring(false), kioskExploreMs);
    };
    for (const name of inputEvents) window.addEventListener(name, onInput, { capture: true, passive: true });
    for (const name of ['click', 'auxclick', 'dragstart', 'contextmenu'])
      document.addEventListener(name, refuse, { capture: true });
    return () => {
      window.clearTimeout(timer);
      for (const name of inputEvents) window.removeEventListener(name, onInput, { capture: true });
      for (const name of ['click', 'auxclick', 'dragstart', 'contextmenu'])
        document.removeEventListener(name, refuse, { capture: true });
    };
  }, [kiosk]);

  return exploring;
}
