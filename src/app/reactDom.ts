/**
 * React DOM as the start-up evaluates it. React is CommonJS, which the bundler wraps to run on first use:
 * evaluating the react chunk alone would set nothing up, and React DOM's start would run inside the site
 * chunk's evaluation, one long task. Through this module, which the chunk groups put in the react chunk
 * (build/chunkGroups.ts), React DOM starts when its own chunk is evaluated, in a task of its own.
 */
export { hydrateRoot } from 'react-dom/client';
