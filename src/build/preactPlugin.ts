import type { Plugin } from 'vite';

/**
 * The page's React is Preact (preact/compat): the same components, hooks and libraries (wouter, jotai,
 * lucide) for about a sixth of React DOM's bytes, which alone were 65 KB gzip of every page's 90 KB budget
 * (issue 17). The code is still written and typed against React's API (@types/react).
 *
 * A plugin rather than `resolve.alias`: the alias would reach the globe's worker too, whose
 * react-three-fiber needs React's reconciler. Vite gives build-time plugins to the page's bundles only
 * (the worker has `worker.plugins`), so the worker keeps React.
 */
const preactFor: Readonly<Record<string, string>> = {
  react: 'preact/compat',
  'react-dom': 'preact/compat',
  'react-dom/client': 'preact/compat/client',
  'react-dom/server': 'preact/compat/server',
  'react/jsx-runtime': 'preact/jsx-runtime',
  'react/jsx-dev-runtime': 'preact/jsx-dev-runtime',
  // wouter's shim of React 18's useSyncExternalStore: preact/compat has the hook itself.
  'use-sync-external-store/shim/index.js': 'preact/compat',
};

/**
 * Libraries that import React: bundled (server-side builds) and inlined (vitest) rather than left to
 * node, which would give them React itself, so the plugin reaches their imports too.
 */
export const reactLibraries = ['wouter', 'jotai', 'lucide-react', 'country-flag-icons', 'use-sync-external-store', 'preact', 'preact-render-to-string'];

export function preactPlugin(): Plugin {
  return {
    name: 'globalis:preact',
    enforce: 'pre',
    async resolveId(source, importer, options) {
      const target = preactFor[source];
      if (target === undefined) return null;
      return this.resolve(target, importer, { ...options, skipSelf: true });
    },
  };
}
