import type { Manifest } from 'vite';

/**
 * The chunks hydration needs at start-up, with everything they import: what the browser entry imports
 * dynamically (main.tsx: React DOM, then the site), and the page's own modules (its chunk and dictionary
 * parts, app/pageModules.ts). main.tsx fetches them all at once, not one after another. Chunks the page
 * template loads already are left out.
 */
export function startupChunks(manifest: Manifest, pageModules: readonly string[] = []): string[] {
  const entry = Object.values(manifest).find((chunk) => chunk.isEntry);
  if (!entry) throw new Error('No entry chunk in the build manifest');
  const startupModules = entry.dynamicImports ?? [];
  if (startupModules.length === 0) throw new Error('The entry chunk imports nothing dynamically: main.tsx changed?');
  const inTemplate = new Set([entry.file, ...(entry.imports ?? []).map((key) => manifest[key]?.file)]);
  const files = new Set<string>();
  const visit = (key: string): void => {
    const chunk = manifest[key];
    if (!chunk) throw new Error(`No chunk for ${key} in the build manifest`);
    if (!inTemplate.has(chunk.file)) files.add(`/${chunk.file}`);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const module of [...startupModules, ...pageModules]) visit(module);
  return [...files];
}
