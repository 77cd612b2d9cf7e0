/**
 * wouter imports `use-sync-external-store/shim` to run on React 16 and 17 as well; on React 18 and later the
 * shim hands over to React's own hook and its fallback is dead weight in every page's start-up scripts.
 * vite.config.ts resolves the shim to this module: the same hook, React's, without the fallback.
 */
export { useSyncExternalStore } from 'react';
