/**
 * The site's React is React (issue 28): one copy of react and react-dom, the same version, for the pages
 * and for the globe's worker, and no look-alike runtime named as a dependency or installed beside it. The
 * browser test that React DOM itself hydrates the page is in e2e/hydration.spec.ts.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

interface PackageJson {
  dependencies?: Record<string, string>;
  devDependencies?: Record<string, string>;
  overrides?: Record<string, string>;
}
interface PackageLock {
  packages: Record<string, { version?: string }>;
}

const read = (file: string): unknown => JSON.parse(readFileSync(new URL(`../../${file}`, import.meta.url), 'utf8'));
const manifest = read('package.json') as PackageJson;
const lock = read('package-lock.json') as PackageLock;

/** Runtimes that stand in for React (compat layers, forks, look-alikes). */
const lookAlikes =
  /^(preact|preact-.*|@preact\/.*|inferno|inferno-.*|nervjs|react-lite|rax|anujs|million|@million\/.*|solid-js|react-compat)$/;

describe("the site's React", () => {
  it('is named in package.json, and no runtime that stands in for it is', () => {
    const named = { ...manifest.dependencies, ...manifest.devDependencies };
    expect(Object.keys(named).filter((name) => lookAlikes.test(name))).toEqual([]);
    expect(
      Object.keys(manifest.overrides ?? {}).filter((name) => /^react(-dom)?$/.test(name) || lookAlikes.test(name)),
    ).toEqual([]);
    expect(named.react).toBeDefined();
    expect(named['react-dom']).toBe(named.react);
  });

  it('is installed once, react and react-dom of one version, with no look-alike anywhere in the tree', () => {
    const installed = Object.entries(lock.packages).map(([path, { version }]) => ({
      name: path.replace(/^.*node_modules\//, ''),
      path,
      version,
    }));
    const copies = (name: string) => installed.filter((entry) => entry.name === name);
    expect(copies('react').map((entry) => entry.path)).toEqual(['node_modules/react']);
    expect(copies('react-dom').map((entry) => entry.path)).toEqual(['node_modules/react-dom']);
    expect(copies('react-dom')[0]?.version).toBe(copies('react')[0]?.version);
    expect(installed.filter((entry) => lookAlikes.test(entry.name)).map((entry) => entry.path)).toEqual([]);
  });
});
