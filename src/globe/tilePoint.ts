/**
 * Where a point of the earth stands on a demo tile's globe, after each frame the runtime draws: the guided tour
 * names its place on the presented globe itself (pages/globeDemo/TourPlaceLabel.tsx), and the name follows the
 * place as the globe turns to it and sways about it. Read from the tile's globe as drawn (the runtime's stats),
 * so the name stands where either renderer drew the place.
 */
import { latLonToVec, project, rotate, type Vec3 } from './geo';
import { globeRuntime } from './runtime';

export interface TilePoint {
  /** CSS pixels of the globe's stage. */
  x: number;
  y: number;
  /** On the side facing the viewer, a little in from the rim (as home's markers count it). */
  front: boolean;
}

const frontFacing = 0.12;

/** Calls `onPoint` after each frame with where (lat, lon) is on tile `key` (null while the tile is not drawn). */
export function watchTilePoint(
  key: string,
  lat: number,
  lon: number,
  onPoint: (point: TilePoint | null, stage: HTMLElement) => void,
): () => void {
  const anchor = latLonToVec(lat, lon);
  const rotated: Vec3 = { x: 0, y: 0, z: 0 };
  const runtime = globeRuntime();
  return runtime.watchFrames((stage) => {
    const tile = runtime.stats.tiles[key];
    if (!tile) {
      onPoint(null, stage);
      return;
    }
    rotate(anchor, tile, rotated);
    onPoint({ ...project(rotated, tile.cx, tile.cy, tile.radius), front: rotated.z > frontFacing }, stage);
  });
}
