/**
 * The globe's fourth front door, for the demo's stage show (pages/globeDemo/StageShow.tsx, loaded on
 * first use): the guided tour's stops and clock, modules the shell already carries for home's tour, and the
 * stop at a placed news article or opening (entryStop.ts, the show's own), and where a tour's place stands on the
 * presented globe (tilePoint.ts, for its name there). A
 * door of its own so that the lazy show shares no module with the demo page's chunk (build/chunkGroups.ts).
 */
export { tourStop, tourStopMs, tourStoppingEvents, tourStops, type TourStop } from './tour';
export { useTourSequence } from './useTourSequence';
export { entryStopView } from './entryStop';
export { watchTilePoint } from './tilePoint';
export type { Rotation } from './geo';
