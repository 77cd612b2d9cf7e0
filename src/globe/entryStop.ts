/**
 * Where a kiosk's tour stops for a placed news article or job opening (pages/globeDemo/useDemoTour.ts): the
 * globe turns to its place and draws the story's arc there, where it has one (story.ts). Made of the shell's
 * modules, it travels with the stand's show alone.
 */
import { entryArcEnds } from '../content/collections/entryArcs';
import type { PlacedEntry } from '../content/collections/placedEntries';
import { rotationFacing, type Rotation } from './geo';
import { sitePlaces } from './markets';
import { arcTo } from './story';

export function entryStopView(entry: PlacedEntry): { facing: Rotation; arc: number } {
  const facing = rotationFacing(entry.lat, entry.lon);
  if (entry.site) return { facing, arc: arcTo(entry.site) };
  // story.ts draws the arcs to the company's places (Potsdam, their start, has none) first, then those to the
  // newest entries' own places; a place beyond those has no arc, and the stop shows it without one.
  const end = entryArcEnds.findIndex((place) => place.lat === entry.lat && place.lon === entry.lon);
  return { facing, arc: end < 0 ? -1 : sitePlaces.length - 1 + end };
}
