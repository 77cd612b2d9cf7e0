import type { Kysely } from 'kysely';
import type { NoticeQueue } from './notices';
import { sessionIdleMs, sessionMaxMs } from './sessions';
import type { StaffTables } from './tables';

/** The staff store's part of the retention (StaffStore.prune): what can no longer be used, and the trail's year. */
export async function pruneStore(
  db: Kysely<StaffTables>,
  notices: NoticeQueue,
  auditCutoff: number,
  now: number,
  dryRun: boolean,
): Promise<{ auditLines: number; notices: number }> {
  if (dryRun) {
    const { count } = await db
      .selectFrom('staffAudit')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .where('at', '<', auditCutoff)
      .executeTakeFirstOrThrow();
    return { auditLines: count, notices: await notices.prune(auditCutoff, true) };
  }
  const { numDeletedRows } = await db.deleteFrom('staffAudit').where('at', '<', auditCutoff).executeTakeFirst();
  await db
    .deleteFrom('staffSessions')
    .where((eb) => eb.or([eb('lastSeenAt', '<=', now - sessionIdleMs), eb('createdAt', '<=', now - sessionMaxMs)]))
    .execute();
  await db.deleteFrom('staffEnrolments').where('expiresAt', '<=', now).execute();
  await db.deleteFrom('staffChallenges').where('expiresAt', '<=', now).execute();
  return { auditLines: Number(numDeletedRows), notices: await notices.prune(auditCutoff) };
}
