import type { Kysely } from 'kysely';
import { randomUUID } from 'node:crypto';
import type { StaffTables } from './tables';

/** A works-council window as stored; open while `closedAt` is null and `endsAt` lies ahead. */
export interface CouncilWindow {
  id: string;
  jobSlug: string;
  openedBy: string;
  openedAt: number;
  endsAt: number;
  closedBy: string | null;
  closedAt: number | null;
}

export const isOpenAt = (window: CouncilWindow, now: number): boolean =>
  window.closedAt === null && window.endsAt > now;

/** The windows' table: one row per window, kept once closed so HR sees which were open until when. */
export async function addCouncilWindows(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('staff_council_windows')
    .ifNotExists()
    .addColumn('id', 'text', (column) => column.primaryKey())
    .addColumn('job_slug', 'text', (column) => column.notNull())
    .addColumn('opened_by', 'text', (column) => column.notNull())
    .addColumn('opened_at', 'bigint', (column) => column.notNull())
    .addColumn('ends_at', 'bigint', (column) => column.notNull())
    .addColumn('closed_by', 'text')
    .addColumn('closed_at', 'bigint')
    .execute();
  await db.schema
    .createIndex('staff_council_windows_job')
    .ifNotExists()
    .on('staff_council_windows')
    .columns(['job_slug', 'opened_at'])
    .execute();
}

/**
 * The works council's windows onto the openings. At most one is open per opening: opening it again while it is
 * open moves its end (HR chose another day), so the council's access never hangs on which of two rows counts.
 */
export class CouncilWindows {
  constructor(private readonly db: Kysely<StaffTables>) {}

  /** Every window, newest first. */
  async all(): Promise<CouncilWindow[]> {
    return this.db.selectFrom('staffCouncilWindows').selectAll().orderBy('openedAt', 'desc').orderBy('id').execute();
  }

  /** The openings whose window is open at `now`: what the works council may read. */
  async openJobs(now: number): Promise<string[]> {
    const rows = await this.db
      .selectFrom('staffCouncilWindows')
      .select('jobSlug')
      .where('closedAt', 'is', null)
      .where('endsAt', '>', now)
      .execute();
    return [...new Set(rows.map((row) => row.jobSlug))].sort();
  }

  /** Opens the opening's window until `endsAt`, or moves the end of the one open now. */
  async open(jobSlug: string, by: string, now: number, endsAt: number): Promise<CouncilWindow> {
    const current = await this.current(jobSlug, now);
    if (current) {
      await this.db.updateTable('staffCouncilWindows').set({ endsAt }).where('id', '=', current.id).execute();
      return { ...current, endsAt };
    }
    const window = { id: randomUUID(), jobSlug, openedBy: by, openedAt: now, endsAt, closedBy: null, closedAt: null };
    await this.db.insertInto('staffCouncilWindows').values(window).execute();
    return window;
  }

  /** Closes the opening's open window early; undefined when none is open (nothing to close). */
  async close(jobSlug: string, by: string, now: number): Promise<CouncilWindow | undefined> {
    const current = await this.current(jobSlug, now);
    if (!current) return undefined;
    await this.db
      .updateTable('staffCouncilWindows')
      .set({ closedBy: by, closedAt: now })
      .where('id', '=', current.id)
      .execute();
    return { ...current, closedBy: by, closedAt: now };
  }

  private async current(jobSlug: string, now: number): Promise<CouncilWindow | undefined> {
    return this.db
      .selectFrom('staffCouncilWindows')
      .selectAll()
      .where('jobSlug', '=', jobSlug)
      .where('closedAt', 'is', null)
      .where('endsAt', '>', now)
      .executeTakeFirst();
  }
}
