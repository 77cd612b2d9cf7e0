/**
 * The globe's second front door, for the globe demo page only: its variants, controls' ranges and extra
 * dots. Apart from index.ts so that the build, which follows imports to cut chunks (build/chunkGroups.ts),
 * keeps them in the demo's chunk instead of the start-up chunk every page loads.
 */
export type { DemoLook, DemoSettings, DemoTile, DemoTileTour } from './demoGlobes';
export { demoDotCounts } from './dotCounts';
export { demoLandDots } from './landDots';
export { showDemoTiles } from './demoTiles';
export {
  demoLookParts,
  demoPalette,
  demoVariantNames,
  drawnVariants,
  initialDemoState,
  parseDemoState,
  radiusRange,
  resetVariant,
  secondsPerTurn,
  serializeDemoState,
  speedRange,
  stepVariant,
  type DemoState,
  type DemoVariantName,
} from './demoVariants';
export {
  kioskDefaultSeconds,
  parseDemoStage,
  presentationBackgrounds,
  presentingClass,
  stageUrl,
  withStage,
  type DemoStage,
  type PresentationBackground,
} from './demoStage';
export type { TourStop } from './tour';
export { marketsFacing, type StageSway } from './stageSway';
