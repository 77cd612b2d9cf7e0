import { backupCommand } from './backupCommand';

// `npm run backup` and `npm run restore`: the store named by DATABASE_URL, else DATA_DIR (default ./data).
process.exitCode = await backupCommand(process.argv.slice(2));
