import { z } from 'zod';

/**
 * What a person in the inbox may do. One role each: `admin` everything and the people; `hr` every application;
 * `hiring-manager` the applications for the openings named for them; `works-council` reads, never changes;
 * `contact` the contact messages only. The privacy policy promises that only the people involved in a
 * selection see an application: the server keeps it (server/access.ts), the pages only follow.
 */
export const staffRoles = ['admin', 'hr', 'hiring-manager', 'works-council', 'contact'] as const;
export const StaffRole = z.enum(staffRoles);
export type StaffRole = z.infer<typeof StaffRole>;

/** A job opening's slug, as the site names it (lower case, digits, dashes). */
export const JobSlug = z
  .string()
  .regex(/^[a-z0-9][a-z0-9-]{0,99}$/)
  .max(100);

/** A person's role and, for a hiring manager, the openings whose applications they see. */
export const StaffAccess = z.object({ role: StaffRole, jobs: z.array(JobSlug).max(50) });
export type StaffAccess = z.infer<typeof StaffAccess>;

/** Who a new person is unless the operator says otherwise: HR, who reads the applications. */
export const defaultAccess: StaffAccess = { role: 'hr', jobs: [] };

/** The access as stored: only a hiring manager keeps openings, each once, in order. */
export const normalAccess = ({ role, jobs }: StaffAccess): StaffAccess => ({
  role,
  jobs: role === 'hiring-manager' ? [...new Set(jobs)].sort() : [],
});

/** The access as one line of the trail and the command line: "hiring-manager engineer,designer". */
export const accessDetail = ({ role, jobs }: StaffAccess): string =>
  role === 'hiring-manager' && jobs.length > 0 ? `${role} ${jobs.join(',')}` : role;
