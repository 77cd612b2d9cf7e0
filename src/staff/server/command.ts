import { passkeyName } from '../api/passkeyName';
import { accessDetail, StaffAccess, staffRoles } from '../api/roles';
import { enrolmentLink, invitePerson, looksLikeEmail, roleChanged, type PeopleChanger } from './invitation';
import { enrolmentLifetimeMs, type StaffStore } from './store/StaffStore';

/** Where the command writes: the server's command line escapes what it prints for the terminal. */
export interface CommandOutput {
  print: (text: string) => void;
  printError: (text: string) => void;
}

export const staffUsage = `People who may read the staff inbox (STAFF_ORIGIN; DATABASE_URL when set, else DATA_DIR, default ./data).

  npm run staff -- invite <email> [--role <role>] [--jobs <slug>,<slug>]
                                      print a one-time enrolment link (valid 24 hours) for that address;
                                      a new person is hr unless --role says otherwise
  npm run staff -- role <email> --role <role> [--jobs <slug>,<slug>]
                                      give a person another role (an admin can also do it in the inbox)
  npm run staff -- list               list staff, their roles and their passkeys
  npm run staff -- remove <email>     remove a person, their passkeys and sessions (signed out at once)

Roles: ${staffRoles.join(', ')}. admin: everything, and the people; hr: every application;
hiring-manager: the applications for the openings given with --jobs (job slugs); works-council: reads only;
contact: the contact messages only.`;

/** The role and openings the operator named (--role, --jobs), if any. */
export interface CommandAccess {
  role?: string | undefined;
  jobs?: string | undefined;
}

/** The access the flags name: undefined when none was named, 'bad' when they name none that exists. */
function accessOf({ role, jobs }: CommandAccess): StaffAccess | undefined | 'bad' {
  if (role === undefined && jobs === undefined) return undefined;
  const slugs = (jobs ?? '')
    .split(',')
    .map((slug) => slug.trim())
    .filter(Boolean);
  const parsed = StaffAccess.safeParse({ role: role ?? (slugs.length > 0 ? 'hiring-manager' : 'hr'), jobs: slugs });
  if (!parsed.success) return 'bad';
  // Openings for anyone but a hiring manager would be dropped without a word: refused instead.
  if (parsed.data.role !== 'hiring-manager' && slugs.length > 0) return 'bad';
  if (parsed.data.role === 'hiring-manager' && slugs.length === 0) return 'bad';
  return parsed.data;
}

const date = (ms: number | null) =>
  ms === null ? 'never' : `${new Date(ms).toISOString().replace('T', ' ').slice(0, 16)} UTC`;

const lastAdminText =
  'That is the last admin: make another person admin first (npm run staff -- role <email> --role admin).';

/** The operator at the command line: no staff member, no address; the lines go into the change's transaction. */
const operator = (open: StaffStore): PeopleChanger => ({
  staffEmail: null,
  audit: (event) => open.audit(event),
});

/** One verb of `npm run staff` on the store; the exit code. */
export async function runStaffCommand(
  staff: StaffStore,
  command: string,
  email: string | undefined,
  origin: string | undefined,
  { print, printError }: CommandOutput,
  flags: CommandAccess = {},
): Promise<number> {
  const access = accessOf(flags);
  if (access === 'bad') {
    printError(
      `--role is one of ${staffRoles.join(', ')}; a hiring-manager needs --jobs <slug>,<slug>, no other role takes --jobs.`,
    );
    return 1;
  }
  if (command === 'list') {
    const people = await staff.list();
    if (people.length === 0) print('No staff. Invite someone: npm run staff -- invite <email>');
    for (const person of people) {
      print(
        `${person.email}  ${accessDetail(person)}  (since ${date(person.createdAt)}, ${String(person.passkeys.length)} passkeys)`,
      );
      for (const passkey of person.passkeys)
        print(
          `  passkey ${passkeyName(passkey, 'Passkey')}  added ${date(passkey.createdAt)}, last used ${date(passkey.lastUsedAt)}`,
        );
    }
    return 0;
  }
  if (!email || !looksLikeEmail(email)) {
    printError(staffUsage);
    return 1;
  }
  if (command === 'invite') {
    if (!origin) {
      printError(
        'Set STAFF_ORIGIN (the inbox address staff open, e.g. https://inbox.example.com) so the link can be printed.',
      );
      return 1;
    }
    // On the record as the operator's (no staff member did it), with the invitation: whom, never the link.
    const invitation = await staff.atomically((open) => invitePerson(open, email, access, Date.now(), operator(open)));
    // The last admin keeps their role: nobody could manage people in the inbox again.
    if (invitation === 'lastAdmin') {
      printError(lastAdminText);
      return 1;
    }
    const { token, staff: invited } = invitation;
    print(
      `Enrolment link for ${invited.email} (${accessDetail(invited)}), valid for ${String(enrolmentLifetimeMs / 3600_000)} hours, once:`,
    );
    print(enrolmentLink(origin, token));
    print('Send it to that person only (it registers a passkey for them).');
    return 0;
  }
  if (command === 'role') {
    if (!access) {
      printError(staffUsage);
      return 1;
    }
    const outcome = await staff.atomically(async (open) => {
      const before = await open.byEmail(email);
      if (!before) return 'unknown' as const;
      const changed = await open.setAccess(before.id, access);
      if (changed !== 'changed') return changed;
      const after = await open.byId(before.id);
      if (after) await roleChanged(operator(open), before, after);
      return after ?? 'unknown';
    });
    if (outcome === 'unknown') printError(`No staff member ${email}.`);
    if (outcome === 'lastAdmin') printError(lastAdminText);
    if (typeof outcome === 'string') return 1;
    print(`${outcome.email} is now ${accessDetail(outcome)}.`);
    return 0;
  }
  if (command === 'remove') {
    const removed = await staff.atomically(async (open) => {
      if (!(await open.remove(email))) return false;
      await open.audit({ action: 'removed', staffEmail: null, detail: email.trim().toLowerCase() });
      return true;
    });
    if (!removed) {
      printError(`No staff member ${email}.`);
      return 1;
    }
    print(`Removed ${email}: their passkeys and sessions are gone.`);
    return 0;
  }
  printError(staffUsage);
  return 1;
}
