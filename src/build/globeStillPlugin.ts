/**
 * Vite plugin serving `virtual:globe-still.css`: the hero still's size and place (globeStillCss.ts),
 * generated from framing.ts and the home dots' lattice when the style sheet is built, so it can never
 * lag behind the framing the live globe uses.
 */
import type { Plugin } from 'vite';
import { homeDotCount } from '../globe/dotCounts';
import { framings } from '../globe/framing';
import { stillCss } from './globeStillCss';
import { bakedFor } from './landDotsPlugin';

const id = 'virtual:globe-still.css';
const resolved = `\0${id}`;

export function globeStillPlugin(): Plugin {
  return {
    name: 'globe-still-css',
    resolveId(source) {
      return source === id ? resolved : null;
    },
    load(source) {
      if (source !== resolved) return null;
      const [home] = bakedFor([homeDotCount]);
      if (!home) throw new Error('the home land dots were not baked');
      return stillCss(framings.hero, home.latticeSize);
    },
  };
}
