import type { Kysely, Selectable } from 'kysely';
import { defaultAccess, normalAccess, StaffAccess, type StaffRole } from '../../api/roles';
import type { StaffTables } from './tables';

/** A person as the server knows them once signed in: who, since when, and what they may see (../access.ts). */
export interface StaffMember {
  id: string;
  email: string;
  createdAt: number;
  role: StaffRole;
  /** The openings whose applications a hiring manager sees; empty for the other roles. */
  jobs: string[];
}

/**
 * A row of `staff` as a person. A role the code does not know (a database edited by hand, a later version's
 * role after a downgrade) gives the narrowest access there is, a contact person's, never more.
 */
export function memberOf(row: Selectable<StaffTables['staff']>): StaffMember {
  let jobs: unknown;
  try {
    jobs = JSON.parse(row.jobs);
  } catch {
    jobs = [];
  }
  const access = StaffAccess.safeParse({ role: row.role, jobs });
  const { role, jobs: slugs } = access.success ? access.data : { role: 'contact' as const, jobs: [] };
  return { id: row.id, email: row.email, createdAt: row.createdAt, role, jobs: role === 'hiring-manager' ? slugs : [] };
}

/** The columns a person's access is stored in: only a hiring manager keeps openings. */
export const accessColumns = (access: StaffAccess = defaultAccess): { role: string; jobs: string } => {
  const { role, jobs } = normalAccess(access);
  return { role, jobs: JSON.stringify(jobs) };
};

/** Sets a person's role; false when there is no such person. */
export async function setAccess(db: Kysely<StaffTables>, staffId: string, access: StaffAccess): Promise<boolean> {
  const { numUpdatedRows } = await db
    .updateTable('staff')
    .set(accessColumns(access))
    .where('id', '=', staffId)
    .executeTakeFirst();
  return numUpdatedRows === 1n;
}

/** The admins: the inbox keeps at least one, or nobody could manage people there again. */
export async function adminCount(db: Kysely<StaffTables>): Promise<number> {
  const { count } = await db
    .selectFrom('staff')
    .select((eb) => eb.fn.countAll<number | string | bigint>().as('count'))
    .where('role', '=', 'admin')
    .executeTakeFirstOrThrow();
  return Number(count);
}
