/** Hands the demo's tiles to the globe, which draws a globe over each of them. */
import { useEffect, useRef, type RefObject } from 'react';
import { wakeGlobe } from '../../globe';
import {
  demoLandDots,
  marketsFacing,
  showDemoTiles,
  type DemoSettings,
  type DemoTile,
  type DemoTileTour,
} from '../../globe/demo';
import type { StageSway } from '../../globe/demo';

/** What the globe needs of a tour's stop (pages/globeDemo/demoTourStop.ts): where it faces, which arc it draws. */
type TileStop = Pick<DemoTileTour, 'facing' | 'arc'>;

/** A tour's stop on the presented tile: it turns there, sways slowly about it and draws its arc out from the start. */
function tileTour(stop: TileStop | null, index: number, only: number | null): DemoTileTour | null {
  return stop && index === only ? { facing: stop.facing, arc: stop.arc, reach: 0, since: 0 } : null;
}

/** The presented tile (`only`) is on a stage: it faces the markets and sways across them (globe/stageSway.ts). */
function tileStage(current: StageSway | null, index: number, only: number | null): StageSway | null {
  return index === only ? (current ?? { since: 0 }) : null;
}

/**
 * `only`: the index of the variant being presented, whose globe alone is drawn; null for all four.
 * `tour`: a guided tour's stop, shown on the presented variant.
 */
export function useDemoGlobes(
  variants: readonly DemoSettings[],
  elements: RefObject<(HTMLElement | null)[]>,
  only: number | null,
  tour: TileStop | null = null,
): void {
  // Tiles outlive settings changes, so a globe keeps its rotation while its controls move.
  const tiles = useRef(new Map<number, DemoTile>());
  const currentTour = useRef<TileStop | null>(tour);

  useEffect(() => {
    currentTour.current = tour;
    for (const [index, tile] of tiles.current) {
      tile.tour = tileTour(tour, index, only);
      tile.stage = tileStage(tile.stage, index, only);
    }
    wakeGlobe();
  }, [tour, only]);

  useEffect(() => {
    let current = true;
    void Promise.all(variants.map((settings) => demoLandDots(settings.dots))).then((lands) => {
      if (!current) return;
      const list: DemoTile[] = [];
      lands.forEach((land, index) => {
        const element = elements.current[index];
        const settings = variants[index];
        if (!element || !settings || (only !== null && only !== index)) return;
        const tile = tiles.current.get(index) ?? {
          key: `demo-${index}`,
          element,
          settings,
          land,
          // A stage starts facing the markets; the four tiles side by side, each turned its own way.
          ...(index === only ? marketsFacing : { phi: -0.6 + index * 0.9, theta: 0.35 }),
          storyTime: 0,
          tour: tileTour(currentTour.current, index, only),
          stage: tileStage(null, index, only),
        };
        Object.assign(tile, { element, settings, land });
        tiles.current.set(index, tile);
        list.push(tile);
      });
      showDemoTiles(list);
    });
    return () => {
      current = false;
    };
  }, [variants, elements, only]);

  useEffect(() => () => showDemoTiles([]), []);
}
