/**
 * React DOM as the start-up evaluates it: React is CommonJS, run on first use, so its start would fall inside
 * the site chunk's evaluation, one long task. This module, in the react chunk (build/chunkGroups.ts), starts
 * React DOM when that chunk is evaluated, in a task of its own.
 */
export { hydrateRoot } from 'react-dom/client';
