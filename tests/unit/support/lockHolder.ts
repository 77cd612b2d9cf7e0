import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';

const betterSqlite = createRequire(import.meta.url).resolve('better-sqlite3');

// Another process (as a staff tool or a backup might) takes the store's write lock and holds it.
const holder = `
const Database = require(${JSON.stringify(betterSqlite)});
const db = new Database(process.argv[1]);
db.exec('BEGIN EXCLUSIVE');
process.stdout.write('locked\\n');
process.stdin.once('data', () => { db.exec('COMMIT'); db.close(); process.exit(0); });
`;

/** Holds the write lock of the SQLite database at `path` from a second process until `release`. */
export async function holdWriteLock(path: string): Promise<{ release: () => Promise<void> }> {
  const child = spawn(process.execPath, ['-e', holder, path], { stdio: ['pipe', 'pipe', 'inherit'] });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  await new Promise<void>((resolve, reject) => {
    child.stdout.once('data', () => resolve());
    child.once('exit', (code) => reject(new Error(`lock holder exited with ${String(code)}`)));
  });
  return {
    release: async () => {
      child.stdin.write('release\n');
      await exited;
    },
  };
}
