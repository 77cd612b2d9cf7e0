import { passkeyName } from '../api/passkeyName';
import { enrolmentLifetimeMs, type StaffStore } from './store/StaffStore';

/** Where the command writes: the server's command line escapes what it prints for the terminal. */
export interface CommandOutput {
  print: (text: string) => void;
  printError: (text: string) => void;
}

export const staffUsage = `People who may read the staff inbox (STAFF_ORIGIN; DATABASE_URL when set, else DATA_DIR, default ./data).

  npm run staff -- invite <email>     print a one-time enrolment link (valid 24 hours) for that address
  npm run staff -- list               list staff and their passkeys
  npm run staff -- remove <email>     remove a person, their passkeys and sessions (signed out at once)`;

const date = (ms: number | null) =>
  ms === null ? 'never' : `${new Date(ms).toISOString().replace('T', ' ').slice(0, 16)} UTC`;
const looksLikeEmail = (text: string) => /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(text);

/** One verb of `npm run staff` on the store; the exit code. */
export async function runStaffCommand(
  staff: StaffStore,
  command: string,
  email: string | undefined,
  origin: string | undefined,
  { print, printError }: CommandOutput,
): Promise<number> {
  if (command === 'list') {
    const people = await staff.list();
    if (people.length === 0) print('No staff. Invite someone: npm run staff -- invite <email>');
    for (const person of people) {
      print(`${person.email}  (since ${date(person.createdAt)}, ${String(person.passkeys.length)} passkeys)`);
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
    const { token } = await staff.atomically(async (open) => {
      const invited = await open.invite(email);
      await open.audit({ action: 'invited', staffEmail: null, detail: invited.staff.email });
      return invited;
    });
    print(
      `Enrolment link for ${email.trim().toLowerCase()}, valid for ${String(enrolmentLifetimeMs / 3600_000)} hours, once:`,
    );
    print(`${origin}/staff/enrol/${token}`);
    print('Send it to that person only (it registers a passkey for them).');
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
