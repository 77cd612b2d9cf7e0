import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { formsSettingsFromEnv, type FormsSettings } from '../config';
import { openDatabase } from '../../serverKit';
import { defaultRetention } from '../../submissions/retention';
import type { SubmissionRecord } from '../../submissions/storedSubmission';
import { formsStoreOn } from '../store/access';
import type { SubmissionStore } from '../store/SubmissionStore';
import { makePrivateDirectory, writePrivateFile } from './privateFiles';
import { retentionCommand } from './retentionCommand';
import { wholePeriod } from '../retention/settings';
import { printable } from './terminal';

/** Every line this command prints goes through here: visitors' text is escaped for the terminal. */
const print = (text: string): void => console.log(printable(text));
const printError = (text: string): void => console.error(printable(text));

const usage = `Submissions received by the website's forms (DATABASE_URL when set, else DATA_DIR, default ./data).

  npm run submissions                       list all submissions
  npm run submissions -- list [--kind contact|application] [--undelivered] [--json]
  npm run submissions -- show <id>          print one submission in full
  npm run submissions -- export <id> [--out <dir>]
                                            write <id>.json and the CV (if any) to <dir> (default ./exports)
  npm run submissions -- delete <id>        delete one submission and its CV (dealt with, or on request)
  npm run retention [-- --months 6] [--dry-run]
                                            run the retention the server runs daily (RETENTION_AT), and record it:
                                            delete applications 6 months (RETENTION_MONTHS) after the rejection
                                            was sent or the withdrawal arrived and 30 days after a hiring was
                                            recorded, with their CVs; contact messages 30 days
                                            (CONTACT_RETENTION_DAYS) after they were handled, at the latest 6
                                            months (CONTACT_UNHANDLED_MONTHS) after they arrived; list the
                                            applications waiting 3 months for a decision. --dry-run only counts`;

/** A mistyped option or setting: one line, exit 2 (never a stack trace). */
class UsageError extends Error {}

function readArgs(argv: string[]) {
  try {
    return parseArgs({
      args: argv,
      allowPositionals: true,
      options: {
        kind: { type: 'string' },
        undelivered: { type: 'boolean', default: false },
        json: { type: 'boolean', default: false },
        out: { type: 'string', default: 'exports' },
        months: { type: 'string' },
        'dry-run': { type: 'boolean', default: false },
        help: { type: 'boolean', default: false },
      },
    });
  } catch (error) {
    // Node's own explanation comes in several lines ("--months -1" is ambiguous): one line, as every refusal.
    throw new UsageError((error instanceof Error ? error.message : String(error)).replace(/\s*\n\s*/g, ' '));
  }
}

function settings(months: string | undefined): FormsSettings {
  try {
    const location = formsSettingsFromEnv();
    const retention = location.retention ?? defaultRetention;
    return {
      ...location,
      retention:
        months === undefined
          ? retention
          : { ...retention, applicationMonths: wholePeriod('--months', months, 'months') },
    };
  } catch (error) {
    throw new UsageError(error instanceof Error ? error.message : String(error));
  }
}

const date = (ms: number | null) => (ms === null ? '-' : new Date(ms).toISOString().replace('T', ' ').slice(0, 16));

function describe(record: SubmissionRecord): string {
  return [
    `${record.kind} ${record.id}`,
    `received:  ${date(record.createdAt)} UTC (${record.locale})`,
    `delivered: ${record.deliveredAt === null ? `not yet (${String(record.attempts)} attempts${record.lastError ? `, last error: ${record.lastError}` : ''})` : `${date(record.deliveredAt)} UTC`}`,
    `name:      ${record.name}`,
    `e-mail:    ${record.email}`,
    ...(record.service ? [`service:   ${record.service}`] : []),
    ...(record.phone ? [`phone:     ${record.phone}`] : []),
    ...(record.job ? [`job:       ${record.job.title} (${record.job.slug})`] : []),
    ...(record.position ? [`position:  ${record.position}`] : []),
    ...(record.cv ? [`cv:        ${record.cv.name} (${String(record.cv.size)} bytes)`] : []),
    '',
    record.message ?? '',
  ].join('\n');
}

async function main(argv: string[]): Promise<number> {
  const { values, positionals } = readArgs(argv);
  const [command = 'list', id] = positionals;
  if (values.help) {
    print(usage);
    return 0;
  }
  const location = settings(values.months);
  const database = openDatabase(location);
  try {
    const store = formsStoreOn(database, location.dataDir);
    if (command === 'retention')
      return await retentionCommand(
        store,
        location.retention ?? defaultRetention,
        values['dry-run'],
        print,
        printError,
      );
    return await store.run((open) => runCommand(open, command, id, values));
  } finally {
    await database.close();
  }
}

type Options = {
  kind?: string | undefined;
  undelivered: boolean;
  json: boolean;
  out: string;
  months?: string | undefined;
  'dry-run': boolean;
};

async function runCommand(
  store: SubmissionStore,
  command: string,
  id: string | undefined,
  values: Options,
): Promise<number> {
  if (command === 'list') {
    const kind = values.kind === 'contact' || values.kind === 'application' ? values.kind : undefined;
    const records = await store.list({ ...(kind ? { kind } : {}), undeliveredOnly: values.undelivered });
    if (values.json) print(JSON.stringify(records, null, 2));
    else if (records.length === 0) print('No submissions.');
    else
      for (const record of records) {
        const topic =
          record.kind === 'contact' ? record.service : (record.job?.slug ?? record.position ?? 'speculative');
        print(
          [
            record.id,
            date(record.createdAt),
            record.kind.padEnd(11),
            record.deliveredAt ? 'delivered' : 'stored   ',
            `${record.name} <${record.email}>`,
            topic,
          ].join('  '),
        );
      }
    return 0;
  }
  const record = id ? await store.get(id) : undefined;
  if (!record) {
    printError(id ? `No submission with id ${id}.` : usage);
    return 1;
  }
  if (command === 'show') {
    print(describe(record));
    return 0;
  }
  if (command === 'export') {
    const directory = resolve(values.out);
    makePrivateDirectory(directory);
    writePrivateFile(join(directory, `${record.id}.json`), printable(JSON.stringify(record, null, 2)));
    print(join(directory, `${record.id}.json`));
    if (record.cv) {
      const target = join(directory, `${record.id}-${record.cv.name.replace(/[^\w.-]+/g, '_')}`);
      writePrivateFile(target, await store.cvContent({ ...record, cv: record.cv }));
      print(target);
    }
    return 0;
  }
  if (command === 'delete') {
    await store.remove(record);
    print(`Deleted ${record.kind} ${record.id}.`);
    return 0;
  }
  printError(usage);
  return 1;
}

process.exitCode = await main(process.argv.slice(2)).catch((error: unknown) => {
  if (!(error instanceof UsageError)) throw error;
  printError(error.message);
  return 2;
});
