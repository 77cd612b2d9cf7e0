import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import type { FormsSettings } from '../../../src/server/config';
import { locales, localizePath } from '../../../src/i18n/locales';
import { routes } from '../../../src/routes/routes';
import { pageFileName, type PageManifest } from '../../../src/routes/pageManifest';

/**
 * A tiny stand-in for dist/: the server is tested without running the whole build. With `everyPage`, it also
 * holds a page for every route of the route table in every language, named and listed as the prerender names
 * and lists them (pageFileName), each page's body its own URL.
 */
export function fakeDist(options: { everyPage?: boolean } = {}): string {
  const dist = mkdtempSync(join(tmpdir(), 'site-dist-'));
  const write = (file: string, content: string | Buffer): void => {
    mkdirSync(join(dist, file, '..'), { recursive: true });
    writeFileSync(join(dist, file), content);
  };
  const manifest: PageManifest = {
    pages: { '/': 'index.html', '/about': 'about.html', '/de/about': 'de/about.html' },
    notFound: { en: 'en/404.html', de: 'de/404.html', tr: 'tr/404.html' },
  };
  write('pages/index.html', '<h1>home</h1>');
  write('pages/about.html', '<h1>about</h1>');
  write('pages/about.html.br', brotliCompressSync('<h1>about</h1>'));
  write('pages/de/about.html', '<h1>über uns</h1>');
  if (options.everyPage) {
    for (const url of locales.flatMap((locale) => routes.map((route) => localizePath(route.path, locale)))) {
      if (manifest.pages[url]) continue;
      manifest.pages[url] = pageFileName(url);
      write(`pages/${pageFileName(url)}`, `<h1>${url}</h1>`);
    }
  }
  write('pages/pages.json', JSON.stringify(manifest));
  write('pages/en/404.html', '<h1>not found</h1>');
  write('pages/de/404.html', '<h1>nicht gefunden</h1>');
  write('pages/tr/404.html', '<h1>bulunamadı</h1>');
  write('client/assets/app-abc123.js', 'console.log(1)');
  write('client/assets/app-abc123.js.br', brotliCompressSync('console.log(1)'));
  write('client/robots.txt', 'User-agent: *');
  write('client/.well-known/security.txt', 'Contact: mailto:security@example.com\n');
  // The staff editor's build (src/admin): its page and one hashed file with its gzip variant.
  write('admin/index.html', '<title>editor</title>');
  write('admin/assets/index-def456.js', 'console.log(2)');
  write('admin/assets/index-def456.js.gz', gzipSync('console.log(2)'));
  return dist;
}

/** Form settings for a test server: its own data directory, no mail, a rate limit tests will not reach. */
export function testForms(dataDir: string, rateLimitMax = 1000): FormsSettings {
  return {
    dataDir,
    rateLimit: { max: rateLimitMax, windowMs: 60_000 },
    mail: undefined,
    publicOrigins: ['https://www.example.com'],
    maxConcurrentUploads: 8,
    maxUploadsPerClient: 8,
    minFreeBytes: 0,
    // The tests' servers run no retention of their own (their clocks differ from the data's); retention's tests turn it on.
    retentionAt: 'off',
  };
}
