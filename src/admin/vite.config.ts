import { readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { defineConfig, type Plugin } from 'vite';
import { Marked } from 'marked';
import { cmsConfig, editorBackend, editorConfigured } from './cmsConfig';
import { sveltiaLocal } from './sveltiaLocal';

/**
 * The staff editor at /admin/: Sveltia CMS bundled from its npm package, so the editor, its fonts and the
 * code it loads later (syntax colours, image tools) are files of this site, never a CDN's. Its own build,
 * to dist/admin, beside the site's client (none of the site's chunk groups or size budgets apply to it).
 */
const adminRoot = fileURLToPath(new URL('.', import.meta.url));
const outDir = fileURLToPath(new URL('../../dist/admin', import.meta.url));

/**
 * A .gz beside each script, style and font, served in its place (server, nginx's gzip_static). gzip only:
 * brotli at the site's level 11 would take a minute over the editor's 17 MB, for staff on office lines.
 */
function gzipFiles(): Plugin {
  return {
    name: 'admin-gzip',
    apply: 'build',
    closeBundle() {
      for (const name of readdirSync(join(outDir, 'assets'))) {
        if (!/\.(js|css|wasm)$/.test(name)) continue;
        const file = join(outDir, 'assets', name);
        writeFileSync(`${file}.gz`, gzipSync(readFileSync(file), { level: 9 }));
      }
    },
  };
}

const backend = editorBackend(process.env);

/**
 * The one-page guide for staff, from the repository's own Markdown, shown at /admin/?guide (setupPage.ts) in the
 * reader's language where it is written: German, and English for the others.
 */
const guideHtml = (file: string): string =>
  new Marked({ gfm: true }).parse(readFileSync(new URL(`../../docs/${file}`, import.meta.url), 'utf8'), {
    async: false,
  });

/**
 * The site's own stylesheet as the client build wrote it (one file: vite.config.ts, cssCodeSplit false), which the
 * editor's preview pane loads (preview/register.tsx): the same file visitors get, never a copy that could drift.
 * `npm run build` builds the client first; without its manifest the editor is not built.
 */
function siteStylesheet(): string {
  const manifestFile = new URL('../../dist/client/.vite/manifest.json', import.meta.url);
  let manifest: Record<string, { file: string; css?: string[] }>;
  try {
    manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as typeof manifest;
  } catch {
    throw new Error("The editor's preview takes the site's stylesheet from the client build: run `vite build` first.");
  }
  const stylesheets = new Set(
    Object.values(manifest).flatMap(({ file, css = [] }) => [file, ...css].filter((name) => name.endsWith('.css'))),
  );
  if (stylesheets.size !== 1)
    throw new Error(
      `The client build should write one stylesheet, not ${String(stylesheets.size)} (dist/client/.vite/manifest.json).`,
    );
  return `/${[...stylesheets][0] ?? ''}`;
}

/** Read when the editor is built (a tool that only loads this file needs no client build). */
function siteStylesheetDefine(): Plugin {
  return {
    name: 'admin-site-stylesheet',
    config: (_, { command }) => ({
      define: {
        // The dev server serves the source stylesheet as CSS (`?direct`).
        __SITE_STYLESHEET__: JSON.stringify(
          command === 'build'
            ? siteStylesheet()
            : `/@fs${fileURLToPath(new URL('../styles/index.css', import.meta.url))}?direct`,
        ),
      },
    }),
  };
}

/** Warns when the editor is built without its repository: in the build, not whenever a tool reads this file. */
function warnWithoutRepository(): Plugin {
  return {
    name: 'admin-repository-warning',
    apply: 'build',
    buildStart() {
      if (editorConfigured(process.env)) return;
      console.warn(
        'CMS_GITHUB_REPO is not set: /admin/ says that the editor is not set up yet until the site is built with the repository\'s owner/name (README, "Publishing news and jobs").',
      );
    },
  };
}

export default defineConfig({
  root: adminRoot,
  base: '/admin/',
  publicDir: false,
  plugins: [warnWithoutRepository(), siteStylesheetDefine(), sveltiaLocal(), gzipFiles()],
  define: {
    __CMS_CONFIG__: JSON.stringify(cmsConfig(backend)),
    __EDITOR_CONFIGURED__: JSON.stringify(editorConfigured(process.env)),
    __PUBLISHING_GUIDE__: JSON.stringify(guideHtml('publishing-guide.md')),
    __PUBLISHING_GUIDE_DE__: JSON.stringify(guideHtml('publishing-guide.de.md')),
  },
  build: {
    outDir,
    emptyOutDir: true,
    target: 'es2022',
    // Sveltia's own bundle is about 2 MB; it is loaded by staff only, once, and cached for a year.
    chunkSizeWarningLimit: 4096,
  },
});
