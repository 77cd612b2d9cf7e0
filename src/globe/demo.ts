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
  presentationBackgrounds,
  radiusRange,
  resetVariant,
  secondsPerTurn,
  serializeDemoState,
  speedRange,
  stepVariant,
  type DemoState,
  type PresentationBackground,
} from './demoVariants';
export { kioskDefaultSeconds, parseDemoStage, stageUrl, withStage, type DemoStage } from './demoStage';
export { marketsFacing, type StageSway } from './stageSway';
