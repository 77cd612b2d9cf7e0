/**
 * The measuring library as the site uses it: `web-vitals/attribution` (INP's attribution names the component
 * through `generateTarget`, never a selector). Loaded only after consent, in the measuring chunk.
 */
export { onCLS, onFCP, onINP, onLCP, onTTFB } from 'web-vitals/attribution';
export type { LibraryMetric } from './libraryTypes';
