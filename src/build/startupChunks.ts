import type { Manifest } from 'vite';

/**
 * The chunks the browser entry imports dynamically at start-up (main.tsx: React DOM, then the site),
 * with everything they import: main.tsx fetches them all at once, not one after another.
 */
export function startupChunks(manifest: Manifest): string[] {
  const entry = Object.values(manifest).find((chunk) => chunk.isEntry);
  if (!entry) throw new Error('No entry chunk in the build manifest');
  const startupModules = entry.dynamicImports ?? [];
  if (startupModules.length === 0) throw new Error('The entry chunk imports nothing dynamically: main.tsx changed?');
  // The page template already loads what the entry imports statically.
  const inTemplate = new Set([entry.file, ...(entry.imports ?? []).map((key) => manifest[key]?.file)]);
  const files = new Set<string>();
  const visit = (key: string): void => {
    const chunk = manifest[key];
    if (!chunk) throw new Error(`No chunk for ${key} in the build manifest`);
    if (!inTemplate.has(chunk.file)) files.add(`/${chunk.file}`);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const module of startupModules) visit(module);
  return [...files];
}
