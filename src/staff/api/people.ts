import { z } from 'zod';
import { locales } from '../../i18n/locales';
import { JobSlug, StaffRole } from './roles';

/** One person as the admin's people page lists them: never their passkeys' keys, only how many they have. */
export const Person = z.object({
  id: z.string(),
  email: z.string(),
  createdAt: z.number(),
  role: StaffRole,
  jobs: z.array(JobSlug),
  passkeys: z.number(),
});

/** The people, and the openings the site publishes (a hiring manager is named for some of them). */
export const PeopleReply = z.object({
  people: z.array(Person),
  openings: z.array(z.object({ slug: JobSlug, titles: z.partialRecord(z.enum(locales), z.string()) })),
});

/** After a role change: the person as now stored; `unchanged`: that was their role already (no line written). */
export const RoleReply = z.object({ person: Person, unchanged: z.boolean() });

/**
 * After an invitation: the person as stored, the enrolment link (shown once, for the admin to pass on should the
 * e-mail not arrive) and when it stops working.
 */
export const InviteReply = z.object({ person: Person, link: z.string(), expiresAt: z.number() });

export type Person = z.infer<typeof Person>;
export type InviteReply = z.infer<typeof InviteReply>;
export type PeopleReply = z.infer<typeof PeopleReply>;
