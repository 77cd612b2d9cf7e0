import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { formsSettingsFromEnv } from '../config';
import { backupStore, restoreStore } from './backup';

// `npm run backup` and `npm run restore`: the store named by DATABASE_URL, else DATA_DIR (default ./data).
const usage = `Backups of the form store (DATABASE_URL when set, else DATA_DIR, default ./data).

  npm run backup [-- --out <dir>]           a consistent copy while the server runs, with the CVs, into a
                                            new directory (default ./backups/<date and time>)
  npm run restore -- <backup dir>           bring a backup back into an empty DATA_DIR or empty database`;

async function main(argv: string[]): Promise<number> {
  const { values, positionals } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: { out: { type: 'string' }, help: { type: 'boolean', default: false } },
  });
  const [command = 'backup', from] = positionals;
  if (values.help) {
    console.log(usage);
    return 0;
  }
  const { dataDir, databaseUrl } = formsSettingsFromEnv();
  try {
    if (command === 'backup') {
      const outDir = resolve(values.out ?? join('backups', new Date().toISOString().replace(/[:.]/g, '-')));
      const manifest = await backupStore({ dataDir, databaseUrl }, outDir);
      console.log(
        `Backup of the ${manifest.store} store: ${String(manifest.submissions)} submissions, ${String(manifest.cvFiles)} CVs, in ${outDir}`,
      );
      return 0;
    }
    if (command === 'restore' && from) {
      const count = await restoreStore(resolve(from), { dataDir, databaseUrl });
      console.log(`Restored ${String(count)} submissions into ${databaseUrl ? 'the database' : dataDir}.`);
      return 0;
    }
  } catch (error) {
    console.error(error instanceof Error ? error.message : String(error));
    return 1;
  }
  console.error(usage);
  return 1;
}

process.exitCode = await main(process.argv.slice(2));
