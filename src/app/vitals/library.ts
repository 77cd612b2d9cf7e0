/**
 * The measuring library as the site uses it: the part of `web-vitals/attribution`'s API it calls. The
 * package is not installed yet, so this chunk carries a small first-party stand-in (standIn.ts) with the same
 * calls; with the package, this file becomes `export { onCLS, onFCP, onINP, onLCP, onTTFB } from
 * 'web-vitals/attribution'` and nothing else changes. Loaded only after consent, in the measuring chunk.
 */
export { onCLS, onFCP, onINP, onLCP, onTTFB } from './standIn';
export type { LibraryMetric } from './libraryTypes';
