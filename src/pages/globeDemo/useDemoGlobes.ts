/** Hands the demo's tiles to the globe runtime, which draws a globe over each of them. */
import { useEffect, useRef, type RefObject } from 'react';
import { globeRuntime } from '../../globe';
import { demoBodies, demoLandDots, type DemoSettings, type DemoTile } from '../../globe/demo';

/** The variants' bodies, in the stage's layer under the canvases: made once a variant shows one, kept for the page's life. */
const placeBody = demoBodies(() => globeRuntime().demoBodiesLayer);

/** `only`: the index of the variant being presented, whose globe alone is drawn; null for all four. */
export function useDemoGlobes(variants: readonly DemoSettings[], elements: RefObject<(HTMLElement | null)[]>, only: number | null): void {
  // Tiles outlive settings changes, so a globe keeps its rotation while its controls move.
  const tiles = useRef(new Map<number, DemoTile>());

  useEffect(() => {
    let current = true;
    void Promise.all(variants.map((settings) => demoLandDots(settings.dots))).then((lands) => {
      if (!current) return;
      const list: DemoTile[] = [];
      lands.forEach((land, index) => {
        const element = elements.current[index];
        const settings = variants[index];
        if (!element || !settings || (only !== null && only !== index)) return;
        const tile = tiles.current.get(index) ?? { key: `demo-${index}`, element, settings, land, phi: -0.6 + index * 0.9, storyTime: 0 };
        Object.assign(tile, { element, settings, land });
        tiles.current.set(index, tile);
        list.push(tile);
      });
      globeRuntime().setDemoTiles(list, placeBody);
    });
    return () => {
      current = false;
    };
  }, [variants, elements, only]);

  useEffect(() => () => globeRuntime().setDemoTiles([]), []);
}
