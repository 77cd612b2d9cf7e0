/**
 * The globe's third front door, for home only: the hero's places (markers with their cards). Apart from
 * index.ts so that the build, which follows imports to cut chunks (build/chunkGroups.ts), keeps them in
 * home's chunk instead of the start-up chunk every page loads.
 */
export { GlobeMarkers } from './GlobeMarkers';
