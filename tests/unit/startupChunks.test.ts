import type { Manifest } from 'vite';
import { describe, expect, it } from 'vitest';
import { preloadedBeside } from '../../src/build/chunkGroups';
import { siteStart, startupChunks } from '../../src/build/startupChunks';

const manifest: Manifest = {
  'index.html': { file: 'assets/index.js', src: 'index.html', isEntry: true },
  [siteStart]: { file: 'assets/start.js', src: siteStart, isEntry: true, imports: ['_site.js'] },
  '_runtime.js': { file: 'assets/runtime.js' },
  '_react.js': { file: 'assets/react.js', imports: ['_runtime.js'] },
  '_site.js': {
    file: 'assets/site.js',
    imports: ['_runtime.js', '_react.js'],
    dynamicImports: ['src/submissions/schema.ts', 'src/pages/ContactPage.tsx'],
  },
  'src/submissions/schema.ts': { file: 'assets/schema.js', isDynamicEntry: true },
  'src/pages/ContactPage.tsx': {
    file: 'assets/ContactPage.js',
    isDynamicEntry: true,
    imports: ['_react.js', '_site.js', '_forms.js'],
  },
  '_forms.js': { file: 'assets/forms.js', imports: ['_site.js'] },
  'src/i18n/dict/core/de.ts': { file: 'assets/de.js', isDynamicEntry: true },
};

describe('the chunks hydration fetches at start-up', () => {
  it("are the start module's imports, each after what it imports, without the start module's own file or what loads later", () => {
    expect(startupChunks(manifest)).toEqual({
      chain: ['/assets/runtime.js', '/assets/react.js', '/assets/site.js'],
      modules: ['/assets/runtime.js', '/assets/react.js', '/assets/site.js'],
    });
  });

  it("add the page's own chunk, its imports and its words to what is fetched, once each", () => {
    const { chain, modules } = startupChunks(manifest, ['src/pages/ContactPage.tsx', 'src/i18n/dict/core/de.ts']);
    expect(chain).toEqual(['/assets/runtime.js', '/assets/react.js', '/assets/site.js']);
    expect(modules).toEqual([
      '/assets/runtime.js',
      '/assets/react.js',
      '/assets/site.js',
      '/assets/forms.js',
      '/assets/ContactPage.js',
      '/assets/de.js',
    ]);
  });

  it('fail the build when a module is missing from the manifest, or the start module is', () => {
    expect(() => startupChunks(manifest, ['src/pages/Missing.tsx'])).toThrow(/No chunk for src\/pages\/Missing.tsx/);
    const withoutStart = Object.fromEntries(Object.entries(manifest).filter(([key]) => key !== siteStart));
    expect(() => startupChunks(withoutStart)).toThrow(/No src\/app\/start.ts entry/);
  });
});

describe('what a dynamic import preloads beside it', () => {
  it('is neither the imported chunk nor a chunk every page evaluated at start-up, but what else the chunk imports', () => {
    const deps = [
      'assets/HomePage-DbPG4MdF.js',
      'assets/rolldown-runtime-CO0Nlsmt.js',
      'assets/forms-BBRYGlCG.js',
      'assets/react-D5B7xaey.js',
      'assets/site-O-WnNDNO.js',
    ];
    expect(preloadedBeside('assets/HomePage-DbPG4MdF.js', deps)).toEqual(['assets/forms-BBRYGlCG.js']);
    expect(preloadedBeside('assets/AboutPage-CgJwsGas.js', ['assets/AboutPage-CgJwsGas.js', deps[3] ?? ''])).toEqual(
      [],
    );
  });
});
