/**
 * What `npm run build` read, so that `npm run test:quick` builds again exactly when one of those files changed
 * (tests/run.sh). The build runs under strace, which sees every file each of its processes opens: Vite and its
 * plugins, rolldown's own reads of the modules (native code, past any JavaScript hook), the configs and what
 * they read with fs (the editor's config reads docs/publishing-guide.md), the prerender and the hosting files' writer.
 * Of those, the repository's files and folders (outside dist and node_modules) are the build's inputs; the
 * installed packages are covered by their lock files, and a .env file Vite would load by its name.
 *
 *   node tests/buildInputs.mjs record <strace output>  keeps the inputs in dist/.build-inputs.json
 *   node tests/buildInputs.mjs check                   exit 0 if dist/ is newer than every input, else
 *                                                      exit 1 and say why
 *
 * Run from the repository's root. Plain JavaScript: run.sh runs it with node, before anything is built.
 */
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { relative, resolve, sep } from 'node:path';

/** The build's last output, written only when every step of `npm run build` succeeded. */
const built = 'dist/nginx/globalis.conf';
const recordFile = 'dist/.build-inputs.json';
/** Read by every build, whatever it imports: the installed packages, and any .env file Vite loads. */
const alwaysChecked = () => [
  'package-lock.json',
  'node_modules/.package-lock.json',
  ...readdirSync('.').filter((name) => name.startsWith('.env')),
];
/**
 * Files every build reads, in different ways: the site's and the editor's configs (bundled by rolldown, in
 * native code) and the guide the editor's config reads with fs. A record without them means strace did not
 * follow the whole build, and the quick run would trust a partial list.
 */
const knownInputs = ['vite.config.ts', 'src/admin/vite.config.ts', 'docs/publishing-guide.md'];

/** A path of the repository that the build reads rather than writes or brings along. */
const isInput = (path) => path !== '' && !/^(dist[^/]*|node_modules|\.git)(\/|$)/.test(path) && !path.startsWith('..');

/**
 * The files and folders a strace log (`strace -f -y -e trace=open,openat,openat2 -e status=successful`)
 * shows opened for reading, relative to the root. `-y` writes the opened file's full path after the returned
 * descriptor (`= 17</repo/src/main.tsx>`); a call another thread interrupted is split into an "unfinished"
 * line with the flags and a "resumed" one with the result.
 */
function openedForReading(log, root) {
  const files = new Set();
  const folders = new Set();
  const pending = new Map();
  for (const line of log.split('\n')) {
    const pid = line.split(' ', 1)[0];
    const unfinished = / (open|openat|openat2)\((.*) <unfinished \.\.\.>$/.exec(line);
    if (unfinished) {
      pending.set(pid, `${unfinished[1]}(${unfinished[2]}`);
      continue;
    }
    const resumed = /<\.\.\. open(?:at2?)? resumed>(.*)$/.exec(line);
    const call = resumed ? `${pending.get(pid) ?? ''}${resumed[1]}` : line;
    if (resumed) pending.delete(pid);
    const opened = /\bopen(?:at2?)?\(.*\) = \d+<(.*)>$/.exec(call);
    if (!opened?.[1] || /O_WRONLY|O_RDWR|O_CREAT/.test(call)) continue;
    const path = relative(root, opened[1]).split(sep).join('/');
    if (!isInput(path)) continue;
    (call.includes('O_DIRECTORY') ? folders : files).add(path);
  }
  return { files: [...files].sort(), folders: [...folders].sort() };
}

const listing = (folder) => readdirSync(folder).sort();

function record(traceFile) {
  const { files, folders } = openedForReading(readFileSync(traceFile, 'utf8'), resolve('.'));
  const missed = knownInputs.filter((file) => !files.includes(file));
  if (missed.length > 0) {
    console.error(`buildInputs: the build's trace lacks ${missed.join(', ')}: strace did not follow the whole build`);
    process.exit(1);
  }
  const inputs = {
    built: statSync(built).mtimeMs,
    files,
    folders: Object.fromEntries(folders.map((folder) => [folder, listing(folder)])),
  };
  writeFileSync(recordFile, `${JSON.stringify(inputs, null, 1)}\n`);
  console.log(`buildInputs: ${files.length} files and ${folders.length} folders read by the build (${recordFile})`);
}

/** Why dist/ is older than what it was built from; none when it is not. */
function reasons() {
  if (!existsSync(built)) return ['no complete build in dist/'];
  if (!existsSync(recordFile)) return [`no record of what the build read (${recordFile})`];
  const inputs = JSON.parse(readFileSync(recordFile, 'utf8'));
  const builtAt = statSync(built).mtimeMs;
  if (inputs.built !== builtAt) return ['dist/ was built again without a record of what that build read'];
  const found = [];
  for (const file of [...inputs.files, ...alwaysChecked()]) {
    if (!existsSync(file)) {
      if (!alwaysChecked().includes(file)) found.push(`${file} is gone`);
    } else if (statSync(file).mtimeMs > builtAt) found.push(`${file} changed`);
  }
  for (const [folder, names] of Object.entries(inputs.folders)) {
    if (!existsSync(folder) || listing(folder).join('\n') !== names.join('\n'))
      found.push(`${folder}/ has other files than the build read`);
  }
  return found;
}

const [command, argument] = process.argv.slice(2);
if (command === 'record' && argument) record(argument);
else if (command === 'check') {
  const found = reasons();
  if (found.length > 0) {
    const more = found.length > 3 ? ` and ${found.length - 3} more` : '';
    console.log(`${found.slice(0, 3).join(', ')}${more}`);
    process.exit(1);
  }
} else {
  console.error('usage: node tests/buildInputs.mjs record <strace output> | check');
  process.exit(2);
}
