import { readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import type { Plugin } from 'vite';

/**
 * Two things Sveltia CMS's npm build would fetch from other hosts when the editor opens, changed as it is
 * bundled (src/admin/vite.config.ts), so staff browsers ask no one but this site:
 * - its three fonts: the package ships them (npm/assets), but its stylesheet names jsDelivr's copies;
 *   the stylesheet is pointed at the shipped files, which Vite then emits beside the editor.
 * - GitHub's status page (www.githubstatus.com, polled every five minutes for an outage banner): left out.
 *   When GitHub fails, the editor still says that a request failed.
 * Each change must find what it changes: a later Sveltia that moved them fails the build here, not silently.
 */
const cmsEntry = /@sveltia[\\/]cms[\\/]npm[\\/]index\.js$/;
const cdnFont = /https:\/\/cdn\.jsdelivr\.net\/fontsource\/fonts\/([a-z0-9-]+)(?::vf)?@[\d.]+\/([a-z0-9-]+)\.woff2/g;
const statusCheck = /checkStatus:[\w$]+(?=[,}])/g;

export function rewriteSveltiaEntry(code: string, shippedAssets: readonly string[]): string {
  let fonts = 0;
  let checks = 0;
  const localFonts = code.replace(cdnFont, (url, family: string, variant: string) => {
    const file = shippedAssets.find((name) => name.startsWith(`${family}-${variant}-`) && name.endsWith('.woff2'));
    if (!file)
      throw new Error(`Sveltia CMS names ${url}, and its package ships no such font: update src/admin/sveltiaLocal.ts`);
    fonts += 1;
    // The stylesheet is a template literal: the expression becomes the emitted file's URL.
    return `\${new URL('./assets/${file}', import.meta.url).href}`;
  });
  const noStatus = localFonts.replace(statusCheck, () => {
    checks += 1;
    return 'checkStatus:void 0';
  });
  if (fonts === 0 || checks === 0 || cdnFont.test(noStatus)) {
    throw new Error(
      `Sveltia CMS changed (fonts from the CDN: ${String(fonts)}, status checks: ${String(checks)}): update src/admin/sveltiaLocal.ts`,
    );
  }
  return noStatus;
}

export function sveltiaLocal(): Plugin {
  return {
    name: 'sveltia-local',
    enforce: 'pre',
    transform(code, id) {
      if (!cmsEntry.test(id)) return undefined;
      return { code: rewriteSveltiaEntry(code, readdirSync(join(dirname(id), 'assets'))), map: null };
    },
  };
}
