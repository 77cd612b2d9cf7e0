/**
 * Where the globe's arcs to placed news and openings end (placedEntries.ts `entryArcEnds`): at build time the
 * collections plugin (build/collections/plugin.ts) serves this module with the published entries' places, apart
 * from the index so that the globe's workers carry a few numbers, not the collections. Read without Vite (and
 * while nothing is published) there are none, and the globe draws the arcs it always drew.
 */
export const entryArcEnds: readonly { lat: number; lon: number }[] = [];
