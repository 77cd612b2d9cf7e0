/**
 * Vite plugin serving the baked land dots as three modules: `virtual:land-dots/home` (the home count, in
 * the first-paint bundle), `virtual:land-dots/variants` (the counts of the demo's four variants, which the
 * demo draws at once) and `virtual:land-dots/demo` (the control's other counts, loaded on first use).
 * Baking every count takes seconds, and one build runs Vite three times, so the result is kept in
 * node_modules/.cache, keyed by the baker's source and the map data.
 */
import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';
import { demoDotCountList, homeDotCount } from '../globe/dotCounts';
import { demoVariants } from '../globe/demoVariants';
import { bakeLandDots, type BakedDots } from './landDots';

const variantCounts = (): number[] => [...new Set(demoVariants.map((variant) => variant.dots))].sort((a, b) => a - b);

const modules = {
  'virtual:land-dots/home': () => [homeDotCount],
  'virtual:land-dots/variants': variantCounts,
  'virtual:land-dots/demo': () => {
    const variants = variantCounts();
    return demoDotCountList().filter((count) => !variants.includes(count));
  },
} as const;

type ModuleId = keyof typeof modules;
const resolvedPrefix = '\0';
const baked = new Map<number, BakedDots>();

function cacheFile(): string {
  const require = createRequire(import.meta.url);
  const here = dirname(fileURLToPath(import.meta.url));
  const inputs = [
    require.resolve('world-atlas/land-110m.json'),
    require.resolve('world-atlas/countries-110m.json'),
    join(here, 'landDots.ts'),
    join(here, 'marketDots.ts'),
    join(here, 'polygonRings.ts'),
    join(here, '../content/places.ts'),
    join(here, '../globe/geo.ts'),
  ];
  const hash = createHash('sha256');
  for (const file of inputs) {
    try {
      hash.update(readFileSync(file));
    } catch {
      hash.update(file); // bundled config: the sources are not beside it; the map data still keys the cache
    }
  }
  return join(process.cwd(), 'node_modules/.cache/globe-land-dots', `${hash.digest('hex').slice(0, 16)}.json`);
}

function readCache(file: string): void {
  try {
    for (const dots of JSON.parse(readFileSync(file, 'utf8')) as BakedDots[]) baked.set(dots.count, dots);
  } catch {
    // No cache yet: bake.
  }
}

/** The baked sets for these counts, from the cache or baked now (also read by globeStillPlugin.ts). */
export function bakedFor(counts: number[]): BakedDots[] {
  const file = cacheFile();
  if (baked.size === 0) readCache(file);
  const missing = counts.filter((count) => !baked.has(count));
  if (missing.length > 0) {
    for (const dots of bakeLandDots(missing)) baked.set(dots.count, dots);
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, JSON.stringify([...baked.values()]));
  }
  return counts.map((count) => {
    const dots = baked.get(count);
    if (!dots) throw new Error(`land dots for ${count} were not baked`);
    return dots;
  });
}

function isModuleId(id: string): id is ModuleId {
  return id in modules;
}

export function landDotsPlugin(): Plugin {
  return {
    name: 'globe-land-dots',
    resolveId(id) {
      return isModuleId(id) ? resolvedPrefix + id : null;
    },
    load(id) {
      if (!id.startsWith(resolvedPrefix)) return null;
      const name = id.slice(resolvedPrefix.length);
      if (!isModuleId(name)) return null;
      const sets = bakedFor(modules[name]());
      return `export default ${JSON.stringify(sets)};`;
    },
  };
}
