/**
 * `npm run test:quick` builds again exactly when a file the last build read changed (tests/buildInputs.mjs,
 * tests/run.sh): the files come from the build's strace log, so the publishing guide that the editor's config
 * reads with fs counts as much as a module rolldown reads, and a file the build only wrote does not.
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

const script = new URL('../buildInputs.mjs', import.meta.url).pathname;
const built = 'dist/nginx/globalis.conf';
let repo = '';

function write(path: string, text = ''): void {
  mkdirSync(dirname(join(repo, path)), { recursive: true });
  writeFileSync(join(repo, path), text);
}

/** Sets a file's time to `seconds` after the build's last output was written. */
function touch(path: string, seconds: number): void {
  const time = new Date(statSync(join(repo, built)).mtimeMs + seconds * 1000);
  utimesSync(join(repo, path), time, time);
}

function run(...args: string[]): { status: number | null; output: string } {
  const result = spawnSync('node', [script, ...args], { cwd: repo, encoding: 'utf8' });
  return { status: result.status, output: `${result.stdout}${result.stderr}`.trim() };
}

/** What strace -f -y writes for a build in `repo`: reads, a write, a folder, outside files, a split call. */
const trace = (root: string): string =>
  [
    `101 openat(AT_FDCWD</r>, "vite.config.ts", O_RDONLY|O_CLOEXEC) = 17<${root}/vite.config.ts>`,
    `102 openat(AT_FDCWD</r>, "src/admin/vite.config.ts", O_RDONLY|O_CLOEXEC) = 18<${root}/src/admin/vite.config.ts>`,
    `102 openat(AT_FDCWD</r>, "${root}/docs/publishing-guide.md", O_RDONLY|O_CLOEXEC) = 19<${root}/docs/publishing-guide.md>`,
    `103 openat(AT_FDCWD</r>, "${root}/src/pages", O_RDONLY|O_NONBLOCK|O_CLOEXEC|O_DIRECTORY) = 20<${root}/src/pages>`,
    `104 openat(AT_FDCWD</r>, "${root}/src/main.tsx", O_RDONLY|O_CLOEXEC <unfinished ...>`,
    `101 openat(AT_FDCWD</r>, "/etc/hostname", O_RDONLY) = 21</etc/hostname>`,
    `104 <... openat resumed>) = 22<${root}/src/main.tsx>`,
    `101 openat(AT_FDCWD</r>, "dist/client/index.js", O_WRONLY|O_CREAT|O_TRUNC|O_CLOEXEC) = 23<${root}/dist/client/index.js>`,
    `101 openat(AT_FDCWD</r>, "dist/client/.vite/manifest.json", O_RDONLY|O_CLOEXEC) = 24<${root}/dist/client/.vite/manifest.json>`,
    `101 openat(AT_FDCWD</r>, "node_modules/vite/package.json", O_RDONLY|O_CLOEXEC) = 25<${root}/node_modules/vite/package.json>`,
    `105 openat(AT_FDCWD</r>, "src/notes.md", O_RDWR|O_CREAT, 0644) = 26<${root}/src/notes.md>`,
  ].join('\n');

beforeEach(() => {
  repo = mkdtempSync(join(tmpdir(), 'build-inputs-'));
  for (const file of ['vite.config.ts', 'src/admin/vite.config.ts', 'docs/publishing-guide.md', 'src/main.tsx'])
    write(file, file);
  write('src/pages/Home.tsx');
  write('package-lock.json', '{}');
  write(built, 'server {}');
  for (const file of ['vite.config.ts', 'src/admin/vite.config.ts', 'docs/publishing-guide.md', 'src/main.tsx'])
    touch(file, -60);
  touch('package-lock.json', -60);
  write('build.trace', trace(repo));
});

afterEach(() => {
  rmSync(repo, { recursive: true, force: true });
});

describe('the build inputs', () => {
  it('are the files and folders of the repository the build opened for reading, not what it wrote', () => {
    expect(run('record', 'build.trace').status).toBe(0);
    const inputs = JSON.parse(readFileSync(join(repo, 'dist/.build-inputs.json'), 'utf8')) as {
      files: string[];
      folders: Record<string, string[]>;
    };
    expect(inputs.files).toEqual([
      'docs/publishing-guide.md',
      'src/admin/vite.config.ts',
      'src/main.tsx',
      'vite.config.ts',
    ]);
    expect(inputs.folders).toEqual({ 'src/pages': ['Home.tsx'] });
    expect(run('check')).toEqual({ status: 0, output: '' });
  });

  it('make a quick run build again when the publishing guide changed', () => {
    run('record', 'build.trace');
    touch('docs/publishing-guide.md', 10);
    expect(run('check')).toEqual({ status: 1, output: 'docs/publishing-guide.md changed' });
  });

  it('make it build again for a file added to a folder the build listed, a changed lock file or a new .env', () => {
    run('record', 'build.trace');
    write('src/pages/About.tsx');
    touch('src/pages/About.tsx', -60);
    expect(run('check')).toEqual({ status: 1, output: 'src/pages/ has other files than the build read' });
    rmSync(join(repo, 'src/pages/About.tsx'));
    touch('package-lock.json', 10);
    write('.env.production', 'VITE_SITE_ORIGIN=https://example.com');
    touch('.env.production', 10);
    expect(run('check')).toEqual({ status: 1, output: 'package-lock.json changed, .env.production changed' });
  });

  it('are not trusted for a build made since without a record, nor taken from a trace that missed the build', () => {
    run('record', 'build.trace');
    touch(built, 30);
    expect(run('check').output).toBe('dist/ was built again without a record of what that build read');
    write('partial.trace', trace(repo).replace(/.*publishing-guide.*\n/, ''));
    const partial = run('record', 'partial.trace');
    expect(partial.status).toBe(1);
    expect(partial.output).toContain('lacks docs/publishing-guide.md');
  });
});
