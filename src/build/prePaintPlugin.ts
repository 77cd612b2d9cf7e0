/**
 * Vite plugin serving `virtual:pre-paint-script`: state/prePaintEntry.ts bundled and minified into one
 * IIFE string, for the prerender's <head>, the server's CSP hash and the form result page (all read it
 * through state/prePaintScript.ts), and for vitest. Vite's own bundler (rolldown, with Oxc's minifier)
 * builds it, once per Vite run.
 */
import { fileURLToPath } from 'node:url';
import { build, type Plugin, type Rolldown } from 'vite';

const moduleId = 'virtual:pre-paint-script';
const resolvedId = `\0${moduleId}`;
const entry = fileURLToPath(new URL('../state/prePaintEntry.ts', import.meta.url));

/** The entry bundled on its own: no config file, no plugins, nothing written to disk. */
async function bundlePrePaintScript(): Promise<string> {
  const result = await build({
    configFile: false,
    logLevel: 'silent',
    build: {
      write: false,
      emptyOutDir: false,
      copyPublicDir: false,
      target: 'es2022',
      minify: true,
      lib: { entry, formats: ['iife'], name: 'prePaint' },
    },
  });
  const outputs = (Array.isArray(result) ? result : [result]) as Rolldown.RolldownOutput[];
  const chunk = outputs.flatMap((output) => output.output).find((file) => file.type === 'chunk');
  if (!chunk) throw new Error('The pre-paint script bundled to nothing');
  // One line, no trailing newline: the CSP hash covers these exact bytes.
  return chunk.code.trim();
}

export function prePaintPlugin(): Plugin {
  let script: Promise<string> | undefined;
  return {
    name: 'pre-paint-script',
    resolveId(id) {
      return id === moduleId ? resolvedId : null;
    },
    async load(id) {
      if (id !== resolvedId) return null;
      this.addWatchFile(entry);
      script ??= bundlePrePaintScript();
      return `export default ${JSON.stringify(await script)};`;
    },
  };
}
