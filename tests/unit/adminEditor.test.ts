import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { rewriteSveltiaEntry } from '../../src/admin/sveltiaLocal';
import { robotsTxt, sitemapXml } from '../../src/build/sitemap';
import { routes } from '../../src/routes/routes';

const root = join(import.meta.dirname, '../..');
const sveltiaNpm = join(root, 'node_modules/@sveltia/cms/npm');

describe('the editor is bundled from the npm package without other hosts (src/admin/sveltiaLocal.ts)', () => {
  const entry = readFileSync(join(sveltiaNpm, 'index.js'), 'utf8');
  const shipped = readdirSync(join(sveltiaNpm, 'assets'));
  const rewritten = rewriteSveltiaEntry(entry, shipped);

  it('points the stylesheet’s fonts at the files the package ships, and none at jsDelivr', () => {
    expect(entry).toContain('cdn.jsdelivr.net/fontsource');
    expect(rewritten).not.toContain('cdn.jsdelivr.net/fontsource');
    for (const font of shipped.filter((name) => name.endsWith('.woff2'))) {
      expect(rewritten, font).toContain(`new URL('./assets/${font}', import.meta.url)`);
    }
  });

  it('drops the GitHub status poll (www.githubstatus.com) and fails loudly where the package moved it', () => {
    expect(rewritten).not.toMatch(/checkStatus:(?!void 0)[\w$]+/);
    expect(() => rewriteSveltiaEntry('const css = `src:url(https://example.de/font.woff2)`;', shipped)).toThrow(
      /Sveltia CMS changed/,
    );
    expect(() =>
      rewriteSveltiaEntry(
        '`url(https://cdn.jsdelivr.net/fontsource/fonts/comic-sans@1.0.0/latin-400-normal.woff2)`; x={checkStatus:y}',
        shipped,
      ),
    ).toThrow(/ships no such font/);
  });
});

describe('the editor stays out of the public site', () => {
  it('is in no route, not in the sitemap, and robots.txt leaves it to its noindex', () => {
    expect(routes.filter((route) => route.path.startsWith('/admin'))).toEqual([]);
    expect(sitemapXml()).not.toContain('/admin');
    // A Disallow would keep crawlers from ever reading the page's noindex.
    expect(robotsTxt()).not.toContain('/admin');
  });

  it('is linked from nowhere in the site’s source (pages, components, dictionaries)', () => {
    const scanned = ['src/app', 'src/components', 'src/pages', 'src/i18n', 'src/routes', 'src/content'];
    const linking = scanned.flatMap((folder) =>
      readdirSync(join(root, folder), { recursive: true, withFileTypes: true })
        .filter((entry) => entry.isFile() && /\.(ts|tsx)$/.test(entry.name))
        .map((entry) => join(entry.parentPath, entry.name))
        .filter((file) => /["'`(]\/admin\b/.test(readFileSync(file, 'utf8')))
        .map((file) => relative(root, file)),
    );
    expect(linking).toEqual([]);
  });
});
