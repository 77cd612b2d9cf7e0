import { dirname, join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { formsSettingsFromEnv } from '../config';
import { backupPeriodMismatch, statedPeriods } from '../retention/deployPeriods';
import { wholePeriod } from '../retention/settings';
import { backupStore, restoreStore } from './backup';
import { pruneBackups } from './backupPrune';

const usage = `Backups of the form store (DATABASE_URL when set, else DATA_DIR, default ./data).

  npm run backup [-- --root <dir> | --out <dir>] [--keep-days N]
                                            a consistent copy while the server runs, with the CVs, into a
                                            new directory of the root (default ./backups/<date and time>), or
                                            --out; then the backups in that folder made N or more days ago
                                            are deleted (default ${String(statedPeriods.backupDays)}, the privacy policy's period)
  npm run restore -- <backup dir>           bring a backup back into an empty DATA_DIR or empty database`;

/** The command's work for `argv` in `env`; its exit code (2: a setting it cannot use). */
export async function backupCommand(argv: string[], env: NodeJS.ProcessEnv = process.env): Promise<number> {
  let parsed;
  try {
    parsed = parseArgs({
      args: argv,
      allowPositionals: true,
      options: {
        out: { type: 'string' },
        root: { type: 'string', default: 'backups' },
        'keep-days': { type: 'string', default: String(statedPeriods.backupDays) },
        help: { type: 'boolean', default: false },
      },
    });
  } catch (error) {
    // An option it does not know, or one without its value ("--keep-days -1"): its first line, not a stack.
    console.error((error instanceof Error ? error.message : String(error)).split('\n')[0]);
    return 2;
  }
  const { values, positionals } = parsed;
  const [command = 'backup', from] = positionals;
  if (values.help) {
    console.log(usage);
    return 0;
  }
  const { dataDir, databaseUrl } = formsSettingsFromEnv(env);
  try {
    if (command === 'backup') {
      let keepDays: number;
      try {
        keepDays = wholePeriod('--keep-days', values['keep-days'], 'days');
      } catch (error) {
        console.error(error instanceof Error ? error.message : String(error));
        return 2;
      }
      const mismatch = backupPeriodMismatch(keepDays);
      if (mismatch) console.warn(mismatch);
      const outDir = resolve(values.out ?? join(values.root, new Date().toISOString().replace(/[:.]/g, '-')));
      // The old copies go even when this one fails: the policy's period holds whether or not backups succeed.
      try {
        const manifest = await backupStore({ dataDir, databaseUrl }, outDir);
        console.log(
          `Backup of the ${manifest.store} store: ${String(manifest.submissions)} submissions, ${String(manifest.cvFiles)} CVs, in ${outDir}`,
        );
      } finally {
        const { deleted, kept } = pruneBackups(dirname(outDir), keepDays);
        console.log(
          `Backups in ${dirname(outDir)}: ${String(kept.length)} kept, ${String(deleted.length)} made ${String(keepDays)} or more days ago deleted${deleted.length > 0 ? ` (${deleted.join(', ')})` : ''}.`,
        );
      }
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
