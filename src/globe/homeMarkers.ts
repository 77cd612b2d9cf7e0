/**
 * The globe's front door for home alone: the hero's markers with their cards, the keyboard globe and the
 * tour (GlobeMarkers.tsx). Apart from index.ts so that the build, which follows imports to cut chunks
 * (build/chunkGroups.ts), keeps them in home's chunk instead of the start-up chunk every page loads.
 */
export { GlobeMarkers } from './GlobeMarkers';
