import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { openDatabase, sqliteFileName } from '../../serverKit';
import { defaultRetention } from '../../submissions/retention';
import { formsSettingsFromEnv } from '../config';
import type { Database } from '../store/types';
import { readLastRun, type RetentionRun } from './runs';
import { overdueLine } from './service';
import { defaultRetentionAt, formatRetentionAt, policyMismatches } from './settings';

/** What `npm run check:launch` says of the retention: ready, or the lines that say what to do. */
export interface RetentionCheck {
  ready: boolean;
  lines: string[];
}

const missingTable = (error: unknown): boolean =>
  (typeof error === 'object' && error !== null && 'code' in error && error.code === '42P01') ||
  (error instanceof Error && /no such table/.test(error.message));

/**
 * The last run as the database records it, without changing it (no migration runs here): undefined when none
 * is recorded, or why it cannot be read (no database where the settings point, or none reachable).
 */
async function recordedRun(
  dataDir: string,
  databaseUrl: string | undefined,
): Promise<{ run: RetentionRun | undefined } | { unknown: string }> {
  if (!databaseUrl && !existsSync(join(dataDir, sqliteFileName)))
    return { unknown: `there is no database at ${join(dataDir, sqliteFileName)}` };
  const where = databaseUrl ? `PostgreSQL on ${new URL(databaseUrl).host}` : join(dataDir, sqliteFileName);
  try {
    const connection = openDatabase({ dataDir, databaseUrl });
    try {
      return { run: await readLastRun(connection.kysely.withTables<Database>()) };
    } finally {
      await connection.close();
    }
  } catch (error) {
    if (missingTable(error)) return { run: undefined };
    return {
      unknown: `the database (${where}) could not be read: ${error instanceof Error ? error.message : String(error)}`,
    };
  }
}

/**
 * The retention as the operator set it up, for `npm run check:launch`: run with the server's environment
 * (DATA_DIR or DATABASE_URL, and the retention's settings). Not ready while it is off, while no run ended in
 * the last 48 hours, while a period differs from what the privacy policy states, or while the database cannot
 * be read (then it cannot tell, and says so rather than pass).
 */
export async function retentionLaunchCheck(
  env: NodeJS.ProcessEnv = process.env,
  now = Date.now(),
): Promise<RetentionCheck> {
  const heading = 'Retention (src/server/README.md, "Retention"), with this environment:';
  let settings: ReturnType<typeof formsSettingsFromEnv>;
  try {
    settings = formsSettingsFromEnv(env);
  } catch (error) {
    return { ready: false, lines: [heading, `  ${error instanceof Error ? error.message : String(error)}`] };
  }
  const at = settings.retentionAt ?? defaultRetentionAt;
  const problems = policyMismatches(settings.retention ?? defaultRetention);
  if (at === 'off')
    problems.push(
      'RETENTION_AT=off: the server runs no retention. Set RETENTION_AT (such as 03:30), or run `npm run retention` every day from cron.',
    );
  const recorded = await recordedRun(settings.dataDir, settings.databaseUrl);
  const last = 'run' in recorded ? recorded.run : undefined;
  const overdue = 'run' in recorded ? overdueLine(last, now) : undefined;
  if ('unknown' in recorded)
    problems.push(
      `Cannot tell whether the retention ran: ${recorded.unknown}. Run check:launch with the server's DATA_DIR or DATABASE_URL.`,
    );
  if (overdue) problems.push(overdue);
  if (problems.length > 0) return { ready: false, lines: [heading, ...problems.map((line) => `  ${line}`)] };
  const ended = last?.endedAt ?? now;
  return {
    ready: true,
    lines: [
      `Retention: runs daily at ${formatRetentionAt(at)} Potsdam time, the last run ended ${new Date(ended).toISOString()}, the periods are the privacy policy's.`,
    ],
  };
}
