import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { pageManifestFile, type PageManifest } from '../../routes/pageManifest';
import { hashedAssetsPrefix } from './rules';

/** What the build produced, as URL paths: the pages, the 404 page of each language, and the other files. */
export interface SiteFiles {
  manifest: PageManifest;
  /** Files served under their own name that are not hashed assets ("/robots.txt", "/favicon.svg"). */
  plainFiles: string[];
}

const isVariant = (file: string): boolean => file.endsWith('.br') || file.endsWith('.gz');

/** Every file under `directory`, relative to it, with "/" separators; the build's .vite folder left out. */
export function filesUnder(directory: string): string[] {
  return readdirSync(directory, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => relative(directory, join(entry.parentPath, entry.name)).split(sep).join('/'))
    .filter((file) => !file.startsWith('.vite/'))
    .sort();
}

export function readSiteFiles(distDir: string): SiteFiles {
  const manifest = JSON.parse(readFileSync(join(distDir, 'pages', pageManifestFile), 'utf8')) as PageManifest;
  const plainFiles = filesUnder(join(distDir, 'client'))
    .map((file) => `/${file}`)
    .filter((path) => !path.startsWith(hashedAssetsPrefix) && !isVariant(path));
  return { manifest, plainFiles };
}
