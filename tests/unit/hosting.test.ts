import { existsSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultConnectionLimits } from '../../src/server/config';
import { applicationBodyLimit } from '../../src/server/forms/plugin';
import { movedPages } from '../../src/server/hosting/rules';
import { publishStaticSite } from '../../src/server/hosting/publish';
import { pageRules, plainFileRules } from '../../src/server/hosting/staticHost';
import { shareImageFile } from '../../src/routes/shareImage';
import { securityTxtPath } from '../../src/build/securityTxt';
import { demoManifestPath, serviceWorkerUrl } from '../../src/pages/globeDemo/offlinePaths';
import { locales, localizePath } from '../../src/i18n/locales';
import { routes } from '../../src/routes/routes';
import { adminSecurityHeaders, securityHeaders } from '../../src/server/securityHeaders';
import { fakeDist } from './support/fakeDist';

// The files the build writes for static hosts and nginx, from a stand-in build (nginx itself: nginx.spec.ts).
let dist = '';
let staticDir = '';
const read = (file: string) => readFileSync(join(staticDir, file), 'utf8');

beforeAll(() => {
  dist = fakeDist();
  ({ staticDir } = publishStaticSite({
    distDir: dist,
    nginxFile: join(dist, 'nginx', 'globalis.conf'),
    listen: '8080',
    serverName: 'www.example.de',
    formsServers: ['10.0.0.6:3000', '10.0.0.7:3000'],
    formsOrigin: 'https://forms.example.de/ignored/path',
  }));
});

afterAll(() => rmSync(dist, { recursive: true, force: true }));

/** Every page of the real site in every language, and the plain files the build writes beside them. */
const sitePagePaths = routes.flatMap((route) => locales.map((locale) => localizePath(route.path, locale)));
const sitePlainFiles = [
  ...['/favicon.svg', '/logo.svg', '/robots.txt', '/sitemap.xml', serviceWorkerUrl, securityTxtPath],
  ...locales.map(demoManifestPath),
  ...new Set(routes.flatMap((route) => locales.map((locale) => `/${shareImageFile(route.canonical, locale)}`))),
];

/** `_headers` as path -> headers; a path listed twice would have its values joined by the host. */
function headerRules(text: string): Map<string, Record<string, string>> {
  const rules = new Map<string, Record<string, string>>();
  let current: Record<string, string> | undefined;
  for (const line of text.split('\n')) {
    if (line.startsWith('#') || line.trim() === '') continue;
    if (!line.startsWith(' ')) {
      expect(rules.has(line), `${line} listed twice`).toBe(false);
      current = {};
      rules.set(line, current);
      continue;
    }
    const [name = '', ...value] = line.trim().split(': ');
    if (current) current[name] = value.join(': ');
  }
  return rules;
}

describe('dist/static', () => {
  it('holds the pages, the assets with their variants and a top-level 404 page, but not the build’s own files', () => {
    for (const file of [
      'index.html',
      'about.html',
      'about.html.br',
      'de/about.html',
      'de/404.html',
      'assets/app-abc123.js',
      'assets/app-abc123.js.br',
      'robots.txt',
      '.well-known/security.txt',
    ]) {
      expect(existsSync(join(staticDir, file)), file).toBe(true);
    }
    expect(read('404.html')).toBe(readFileSync(join(dist, 'pages', 'en', '404.html'), 'utf8'));
    // The staff editor in its folder: the host serves /admin/ from admin/index.html.
    expect(read('admin/index.html')).toBe('<title>editor</title>');
    expect(existsSync(join(staticDir, 'admin/assets/index-def456.js.gz'))).toBe(true);
    expect(existsSync(join(staticDir, 'pages.json'))).toBe(false);
  });

  it('_headers: the fastify server’s security headers on every path, and one cache rule per path', () => {
    const rules = headerRules(read('_headers'));
    expect(rules.get('/*')).toEqual(securityHeaders);
    expect(rules.get('/assets/*')).toEqual({ 'Cache-Control': 'public, max-age=31536000, immutable' });
    expect(rules.get('/robots.txt')).toEqual({ 'Cache-Control': 'public, max-age=3600' });
    // A folder without pages is one rule.
    expect(rules.get('/.well-known/*')).toEqual({ 'Cache-Control': 'public, max-age=3600' });
    for (const page of ['/', '/about', '/de/*']) expect(rules.get(page), page).toEqual({ 'Cache-Control': 'no-cache' });
  });

  it('_headers: the staff editor’s own headers after the site’s, which Netlify lets win for /admin/*', () => {
    const text = read('_headers');
    const rules = headerRules(text);
    expect(rules.get('/admin/*')).toEqual(adminSecurityHeaders);
    expect(rules.get('/admin/')).toEqual({ 'Cache-Control': 'no-cache' });
    expect(rules.get('/admin/assets/*')).toEqual({ 'Cache-Control': 'public, max-age=31536000, immutable' });
    expect(text.indexOf('\n/admin/*\n')).toBeGreaterThan(text.indexOf('\n/*\n'));
    // The site's rules do not reach into the editor's folder but through "/*".
    expect([...rules.keys()].filter((path) => path.startsWith('/admin'))).toEqual([
      '/admin/*',
      '/admin/',
      '/admin/assets/*',
    ]);
  });

  it('names every page and file of the real site in few enough rules for Cloudflare Pages (100), each page in exactly one', () => {
    const rules = pageRules(sitePagePaths, sitePlainFiles);
    // "/*" (security headers), "/assets/*" and the editor's three ("/admin/*", "/admin/", "/admin/assets/*") besides these.
    expect(rules.length + plainFileRules(sitePlainFiles, sitePagePaths).length + 5).toBeLessThanOrEqual(100);
    const matches = (rule: string, path: string) =>
      rule.endsWith('/*') ? path.startsWith(rule.slice(0, -1)) : rule === path;
    for (const path of sitePagePaths)
      expect(
        rules.filter((rule) => matches(rule, path)),
        path,
      ).toHaveLength(1);
    for (const file of [...sitePlainFiles, '/assets/app-abc123.js'])
      expect(
        rules.filter((rule) => matches(rule, file)),
        file,
      ).toEqual([]);
  });

  it('_headers: the share pictures of every page in one rule, revalidated hourly like robots.txt', () => {
    const pictures = new Set(
      routes.flatMap((route) => locales.map((locale) => `/${shareImageFile(route.canonical, locale)}`)),
    );
    const plainFiles = ['/robots.txt', '/de/old.txt', ...pictures];
    // A plain file in a folder of pages keeps its own rule: "/de/*" would make the pages hourly.
    expect(plainFileRules(plainFiles, sitePagePaths).sort()).toEqual(['/de/old.txt', '/og/*', '/robots.txt']);
  });

  it('_redirects: moved pages in every language, the forms API, the 404 page of the path’s language last', () => {
    const rules = read('_redirects')
      .split('\n')
      .filter((line) => line && !line.startsWith('#'))
      .map((line) => line.split(/\s+/));
    for (const { from, to } of movedPages) expect(rules).toContainEqual([from, to, '301']);
    expect(rules).toContainEqual(['/api/*', 'https://forms.example.de/api/:splat', '200']);
    // Pages are served from their files by the hosts themselves: a rewrite to .html would loop on Cloudflare Pages.
    expect(rules.filter(([, target = '']) => target.endsWith('.html') && !target.includes('404'))).toEqual([]);
    expect(rules.slice(-3)).toEqual([
      ['/de/*', '/de/404.html', '404'],
      ['/tr/*', '/tr/404.html', '404'],
      ['/*', '/en/404.html', '404'],
    ]);
    // Every target but the forms server's is a path on this site.
    for (const [, target = ''] of rules.filter(([from]) => from !== '/api/*')) expect(target).toMatch(/^\/(?![/\\])/);
  });
});

describe('dist/nginx/globalis.conf', () => {
  const config = () => readFileSync(join(dist, 'nginx', 'globalis.conf'), 'utf8');

  it('serves the publish directory with every page mapped to its file and the forms servers behind /api/', () => {
    const text = config();
    expect(text).toContain(`root "${staticDir}";`);
    expect(text).toContain('listen 8080;');
    expect(text).toContain('server_name www.example.de;');
    expect(text).toContain('"/de/about" "/de/about.html";');
    // Passive health: a dead forms server is skipped for fail_timeout after max_fails failures.
    expect(text).toMatch(
      /upstream globalis_forms \{\s+server 10\.0\.0\.6:3000 max_fails=2 fail_timeout=10s;\s+server 10\.0\.0\.7:3000 max_fails=2 fail_timeout=10s;/,
    );
    // The fastify server's bounds per visitor, which it cannot apply itself behind a proxy.
    expect(text).toContain(
      `limit_conn globalis_per_client ${String(defaultConnectionLimits.maxConnectionsPerClient)};`,
    );
    expect(text).toContain(`client_header_timeout ${String(defaultConnectionLimits.headersMs / 1000)}s;`);
    // Brotli only when asked for: nginx without the module would refuse the directive.
    expect(text).not.toContain('brotli_static on;');
    // Large enough for the biggest application the forms server takes, so it answers the too-large ones itself.
    expect(Number(/client_max_body_size (\d+);/.exec(text)?.[1])).toBeGreaterThan(applicationBodyLimit);
  });

  it("serves only the site's host names: any other Host is closed without an answer by a default server", () => {
    const text = config();
    expect(text).toMatch(
      /server \{\s+listen 8080 default_server;\s+server_name _;\s+access_log [^;]+;\s+error_log [^;]+;\s+return 444;\s+\}/,
    );
    expect(text.match(/server_name [^;]+;/g)).toEqual(['server_name _;', 'server_name www.example.de;']);
  });

  it('sends every security header wherever it sets headers of its own', () => {
    const text = config();
    const groups = text.split('add_header Cache-Control').length - 1;
    // Cache-Control is set for the 404 page, the hashed assets and everything else, and the editor's page and files.
    expect(groups).toBe(5);
    // Where the site's headers are sent: the server, and each of its three locations that set Cache-Control
    // (which replaces the server's). The editor's: its redirect, its page and its files.
    const siteSets = 1 + 3;
    const editorSets = 3;
    for (const [name, value] of Object.entries(securityHeaders)) {
      const line = `add_header ${name} "${value}" always;`;
      const sameForEditor = adminSecurityHeaders[name] === value;
      expect(text.split(line).length - 1, name).toBe(siteSets + (sameForEditor ? editorSets : 0));
      expect(text, name).toContain(`proxy_hide_header ${name};`);
    }
    for (const [name, value] of Object.entries(adminSecurityHeaders)) {
      if (securityHeaders[name] === value) continue;
      // The editor's GitHub sign-in is kept from search engines too.
      const signInSets = name === 'X-Robots-Tag' ? 1 : 0;
      expect(text.split(`add_header ${name} "${value}" always;`).length - 1, name).toBe(editorSets + signInSets);
    }
  });

  it('serves the staff editor: /admin to /admin/, its page and files with its own headers', () => {
    const text = config();
    const location = (head: string) => new RegExp(`location ${head} \\{([^}]*)\\}`).exec(text)?.[1] ?? '';
    expect(location('= /admin')).toContain('return 301 /admin/$is_args$args;');
    const page = location('= /admin/');
    expect(page).toContain('try_files /admin/index.html =404;');
    expect(page).toContain('add_header Cache-Control "no-cache" always;');
    expect(page).toContain(
      `add_header Content-Security-Policy "${adminSecurityHeaders['Content-Security-Policy'] ?? ''}" always;`,
    );
    expect(page).toContain('add_header X-Robots-Tag "noindex" always;');
    const files = location('/admin/assets/');
    expect(files).toContain('add_header Cache-Control "public, max-age=31536000, immutable" always;');
    expect(files).toContain('add_header X-Robots-Tag "noindex" always;');
    expect(files).toContain('try_files $uri =404;');
  });

  it("passes the editor's GitHub sign-in with the forms server's own headers, not the site's", () => {
    const block = /location \^~ \/api\/github-sign-in\/ \{([^}]*)\}/.exec(config())?.[1] ?? '';
    expect(block).toContain('proxy_pass http://globalis_forms;');
    // The callback page's own policy (its script by hash) and COOP pass through: none of them is hidden or set here.
    for (const name of Object.keys(securityHeaders)) expect(block, name).not.toContain(` ${name} `);
    // One header of its own, so nginx adds none of the server block's over the forms server's.
    expect(block.match(/add_header/g)).toEqual(['add_header']);
    expect(block).toContain('add_header X-Robots-Tag "noindex" always;');
    expect(block).toContain('access_log off;');
  });
});
