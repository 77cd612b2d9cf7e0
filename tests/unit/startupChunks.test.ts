import type { Manifest } from 'vite';
import { describe, expect, it } from 'vitest';
import { startupChunks } from '../../src/build/startupChunks';

const manifest: Manifest = {
  'index.html': { file: 'assets/index.js', isEntry: true, imports: ['_runtime.js'], dynamicImports: ['react-dom/client.js', 'src/app/hydrate.tsx'] },
  '_runtime.js': { file: 'assets/runtime.js' },
  '_react.js': { file: 'assets/react.js', imports: ['_runtime.js'] },
  'react-dom/client.js': { file: 'assets/client.js', isDynamicEntry: true, imports: ['_runtime.js', '_react.js'] },
  'src/app/hydrate.tsx': { file: 'assets/hydrate.js', isDynamicEntry: true, imports: ['_react.js', '_fields.js'], dynamicImports: ['src/forms/schema.ts'] },
  '_fields.js': { file: 'assets/fields.js' },
  'src/forms/schema.ts': { file: 'assets/schema.js', isDynamicEntry: true },
  'src/pages/ContactPage.tsx': { file: 'assets/ContactPage.js', isDynamicEntry: true, imports: ['_react.js', '_fields.js', '_form.js'] },
  '_form.js': { file: 'assets/form.js' },
  'src/i18n/dict/core/de.ts': { file: 'assets/de.js', isDynamicEntry: true },
};

describe('the chunks hydration fetches at start-up', () => {
  it('are the two start-up modules and what they import, once each, without what the page already loads or what loads later', () => {
    expect(startupChunks(manifest)).toEqual(['/assets/client.js', '/assets/react.js', '/assets/hydrate.js', '/assets/fields.js']);
  });

  it("add the page's own chunk, its imports and its words after them, still once each", () => {
    expect(startupChunks(manifest, ['src/pages/ContactPage.tsx', 'src/i18n/dict/core/de.ts'])).toEqual([
      '/assets/client.js',
      '/assets/react.js',
      '/assets/hydrate.js',
      '/assets/fields.js',
      '/assets/ContactPage.js',
      '/assets/form.js',
      '/assets/de.js',
    ]);
  });

  it('fail the build when a start-up module is missing from the manifest', () => {
    const broken: Manifest = { ...manifest, 'index.html': { file: 'assets/index.js', isEntry: true, dynamicImports: ['src/app/missing.tsx'] } };
    expect(() => startupChunks(broken)).toThrow(/No chunk for src\/app\/missing.tsx/);
  });
});
