import type { StaffMember } from './store/StaffStore';

/**
 * Who may start a rebuild of the website from the inbox (an admin). The inbox has no roles yet: people are
 * invited and removed on the server (`npm run staff`), not in the inbox, so there is no rule of who manages
 * people to follow, and every signed-in person may. Roles answer it here once they exist.
 */
export const mayRebuild: (person: StaffMember) => boolean = () => true;
