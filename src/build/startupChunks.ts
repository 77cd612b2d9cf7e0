import type { Manifest } from 'vite';

/**
 * The site's start module (the shell, hydration): a build input of its own (vite.config.ts) whose code the
 * chunk groups put in the site chunk (chunkGroups.ts). Its own output file only imports that chunk, so
 * main.tsx imports the chunks themselves, by URL, and never fetches it.
 */
export const siteStart = 'src/app/start.ts';

export interface Startup {
  /** The chunks main.tsx evaluates one after another, each in a task of its own (React DOM, then the site). */
  chain: string[];
  /** Every chunk hydration needs, fetched at once after the first paint: the chain, the page's chunk and words. */
  modules: string[];
}

/**
 * The chunks hydration needs at start-up, from the build manifest: the start module's imports (dependencies
 * first), then the page's own modules (its chunk and dictionary parts, app/pageModules.ts) with what they
 * import. The entry the page template loads is left out.
 */
export function startupChunks(manifest: Manifest, pageModules: readonly string[] = []): Startup {
  const entry = Object.values(manifest).find((chunk) => chunk.isEntry && chunk.src === 'index.html');
  const start = manifest[siteStart];
  if (!entry) throw new Error('No index.html entry in the build manifest');
  if (!start?.imports?.length) throw new Error(`No ${siteStart} entry importing the site chunk in the build manifest`);
  const files = new Set<string>();
  const visit = (key: string): void => {
    const chunk = manifest[key];
    if (!chunk) throw new Error(`No chunk for ${key} in the build manifest`);
    const file = `/${chunk.file}`;
    if (files.has(file) || chunk.file === entry.file) return;
    for (const imported of chunk.imports ?? []) visit(imported);
    files.add(file); // after its imports: the chain evaluates dependencies first
  };
  for (const key of start.imports) visit(key);
  const chain = [...files];
  for (const key of pageModules) visit(key);
  return { chain, modules: [...files] };
}
