import type { StaffMember } from './store/StaffStore';

/** Who may start a rebuild of the website from the inbox: an admin (the others see where it stands). */
export const mayRebuild = (person: StaffMember): boolean => person.role === 'admin';
