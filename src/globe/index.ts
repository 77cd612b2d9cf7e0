/**
 * The globe's front door: what the layout and the pages may use (the demo page also has demo.ts, home
 * homeMarkers.ts, the demo's stage show stage.ts). A few named components, hooks and commands, never the
 * engine (runtime.ts), so the inside can change without touching a page (the dependency rules in
 * tests/dependency-cruiser.json hold other folders to these doors; the build-time code in src/build reads
 * the look and the framing directly to draw the still).
 */
export { GlobeStage } from './GlobeStage';
export { GlobePauseButton } from './GlobePauseButton';
export { setGlobePaused, toggleGlobePause, wakeGlobe } from './globeCommands';
export { useGlobePaused } from './useGlobeState';
/** The globe's quality steps, which the field measurements name in their own enum (app/vitals/globeShown.ts). */
export type { GlobeQuality } from './drawing';
