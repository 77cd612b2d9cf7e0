import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { z } from 'zod';

/** The inbox's entry in its build manifest (vite build --mode staff). */
const staffEntry = 'src/staff/client/main.tsx';

/** What the inbox's page needs of its build manifest: the entry's script and styles. */
const Manifest = z.record(z.string(), z.object({ file: z.string(), css: z.array(z.string()).optional() }));

/**
 * The one HTML page of the inbox: the React bundle draws every view (sign-in, list, entry) in the browser's
 * language. No inline script or style, so the CSP allows none. Without a build (unit tests) it is the bare page.
 */
export function staffShell(bundleDir: string): string {
  const manifestFile = join(bundleDir, '.vite', 'manifest.json');
  const manifest = existsSync(manifestFile) ? Manifest.parse(JSON.parse(readFileSync(manifestFile, 'utf8'))) : {};
  const entry = manifest[staffEntry];
  const styles = (entry?.css ?? []).map((file) => `<link rel="stylesheet" href="/staff/${file}">`).join('');
  const script = entry ? `<script type="module" src="/staff/${entry.file}"></script>` : '';
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex, nofollow"><meta name="color-scheme" content="light dark"><title>Inbox</title>${styles}${script}</head><body><div id="staff-root"></div></body></html>`;
}
