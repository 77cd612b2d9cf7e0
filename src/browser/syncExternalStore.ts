/**
 * wouter imports `use-sync-external-store/shim`, whose fallback for React 16 and 17 is dead weight in every
 * page's start-up scripts: vite.config.ts resolves the shim to this module, React's own hook.
 */
export { useSyncExternalStore } from 'react';
