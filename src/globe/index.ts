/**
 * The globe's front door: what the layout and the pages may use (the demo page also has demo.ts, home
 * places.ts). Everything else in src/globe is the
 * globe's own (the dependency rules in tests/dependency-cruiser.json hold other folders to this file;
 * the build-time code in src/build reads the look and the framing directly to draw the still).
 */
export { GlobeStage } from './GlobeStage';
export { GlobePauseButton } from './GlobePauseButton';
export { globeRuntime } from './runtime';
