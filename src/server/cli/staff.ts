import { parseArgs } from 'node:util';
import { formsSettingsFromEnv, staffListenFromEnv } from '../config';
import { openPostgresStore } from '../store/postgres';
import { openSqliteStore } from '../store/sqlite';
import { runStaffCommand, staffStoreOn, staffUsage } from '../../staff/server';
import { printable } from './terminal';

const output = {
  print: (text: string): void => console.log(printable(text)),
  printError: (text: string): void => console.error(printable(text)),
};

/** The inbox's address for links: STAFF_ORIGIN (or what STAFF_PORT alone implies). */
function staffOrigin(): string | undefined {
  return (
    staffListenFromEnv()?.origin ?? (process.env.STAFF_ORIGIN ? new URL(process.env.STAFF_ORIGIN).origin : undefined)
  );
}

async function main(argv: string[]): Promise<number> {
  const { positionals, values } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: { help: { type: 'boolean', default: false } },
  });
  const [command, email] = positionals;
  if (values.help || !command) {
    console.log(printable(staffUsage));
    return command ? 0 : 1;
  }
  const { dataDir, databaseUrl } = formsSettingsFromEnv();
  const access = databaseUrl ? openPostgresStore(databaseUrl, dataDir) : await openSqliteStore(dataDir);
  try {
    return await access.run(async (store) =>
      runStaffCommand(await staffStoreOn(store.connection), command, email, staffOrigin(), output),
    );
  } finally {
    await access.close();
  }
}

process.exitCode = await main(process.argv.slice(2));
