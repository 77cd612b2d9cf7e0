/**
 * The offline demo's files (build/offlineDemo.ts): manifests in each language, the kill switch, and a copy no
 * larger than the privacy policy says.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { checkOfflineCopySize, writeOfflineDemo } from '../../src/build/offlineDemo';
import { offlineCopyStatedBytes } from '../../src/pages/globeDemo/offlineCopySize';
import type { PageManifest } from '../../src/routes/pageManifest';

const dir = mkdtempSync(join(tmpdir(), 'site-offline-demo-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const pages: PageManifest = { pages: {}, notFound: { en: '', de: '', tr: '' } };
const words = {
  en: { name: 'Globe demo – Globalis Group', shortName: 'Globe demo', description: 'Four variants.' },
  de: { name: 'Globus-Demo – Globalis Group', shortName: 'Globus-Demo', description: 'Vier Varianten.' },
  tr: { name: 'Küre demosu – Globalis Group', shortName: 'Küre demosu', description: 'Dört varyant.' },
};

describe('the offline demo', () => {
  it('installs from each language into a presentation of that language', async () => {
    await writeOfflineDemo(dir, dir, pages, words, false);
    const german = JSON.parse(readFileSync(join(dir, 'globe-demo.de.webmanifest'), 'utf8')) as Record<string, unknown>;
    expect(german).toMatchObject({
      name: words.de.name,
      short_name: 'Globus-Demo',
      lang: 'de',
      start_url: '/de/globe-demo?present=1',
      scope: '/de/globe-demo',
      display: 'fullscreen',
    });
    expect(JSON.parse(readFileSync(join(dir, 'globe-demo.webmanifest'), 'utf8'))).toMatchObject({
      start_url: '/globe-demo?present=1',
      lang: 'en',
    });
  });

  it('can be switched off by a deploy: the worker then empties its caches and unregisters itself', async () => {
    expect(await writeOfflineDemo(dir, dir, pages, words, false)).toContain('kill switch');
    const worker = readFileSync(join(dir, 'sw.js'), 'utf8');
    expect(worker).toContain('caches.delete');
    expect(worker).toContain('self.registration.unregister()');
    expect(worker).not.toContain('precache');
  });
});

describe('the offline copy’s size', () => {
  it('fails the build above the size the privacy policy states, and warns far below it', () => {
    expect(checkOfflineCopySize(2_003_102)).toBe('2.00 MB, within the 2.2 MB the privacy policy states');
    expect(checkOfflineCopySize(offlineCopyStatedBytes)).toMatch(/within the 2.2 MB/);
    expect(() => checkOfflineCopySize(offlineCopyStatedBytes + 1)).toThrow(
      /offline demo copy is 2\.20 MB, more than the 2\.2 MB the privacy policy and the demo's hint state/,
    );
    expect(checkOfflineCopySize(1_600_000)).toMatch(/WARNING: well under the "just under 2\.2 MB"/);
  });
});
