import { parseArgs } from 'node:util';
import { formsSettingsFromEnv, staffListenFromEnv, staffOrigin as checkedStaffOrigin } from '../config';
import { openDatabase } from '../../serverKit';
import { runStaffCommand, staffStoreOn, staffUsage } from '../../staff/server';
import { printable } from './terminal';

const output = {
  print: (text: string): void => console.log(printable(text)),
  printError: (text: string): void => console.error(printable(text)),
};

/** The inbox's address for links: STAFF_ORIGIN (or what STAFF_PORT alone implies); one a passkey can belong to. */
function staffOrigin(): string | undefined {
  return (
    staffListenFromEnv()?.origin ??
    (process.env.STAFF_ORIGIN ? checkedStaffOrigin(process.env.STAFF_ORIGIN) : undefined)
  );
}

async function main(argv: string[]): Promise<number> {
  const { positionals, values } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: {
      help: { type: 'boolean', default: false },
      role: { type: 'string' },
      jobs: { type: 'string' },
    },
  });
  const [command, email] = positionals;
  if (values.help || !command) {
    console.log(printable(staffUsage));
    return command ? 0 : 1;
  }
  let origin: string | undefined;
  try {
    origin = staffOrigin();
  } catch (error) {
    // No link to an address a passkey cannot belong to: the one line that says what to set.
    output.printError(error instanceof Error ? error.message : String(error));
    return 1;
  }
  const database = openDatabase(formsSettingsFromEnv());
  try {
    return await database.run(async (connection) =>
      runStaffCommand(await staffStoreOn(connection), command, email, origin, output, {
        role: values.role,
        jobs: values.jobs,
      }),
    );
  } finally {
    await database.close();
  }
}

process.exitCode = await main(process.argv.slice(2));
