/**
 * The globe's front door: what the layout and the pages may use. Everything else in src/globe is the
 * globe's own (the dependency rules in tests/dependency-cruiser.json hold other folders to this file;
 * the build-time code in src/build reads the look and the framing directly to draw the still).
 */
export { GlobeStage } from './GlobeStage';
export { GlobeMarkers } from './GlobeMarkers';
export { GlobePauseButton } from './GlobePauseButton';
export { globeRuntime } from './runtime';
export type { DemoSettings, DemoTile } from './demoGlobes';
export { demoDotCounts } from './dotCounts';
export { demoLandDots } from './landDots';
export {
  demoPalette,
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
