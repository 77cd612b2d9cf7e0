import { createContext, use } from 'react';
import type { Call } from './api';
import type { StaffI18n, StaffKey } from './i18n';

export interface StaffState extends StaffI18n {
  /** Calls the API; a 401 signs the page out with a notice instead of failing. */
  call: Call;
  /** After a change: every read asks the server anew, and the pages showing one read again (in a transition). */
  reread: () => void;
  /** After a sign-in or sign-out: the session is read anew, and with it which pages show. */
  sessionChanged: () => void;
  /** A message the next view shows once (signed out, session ended, entry deleted). */
  notice: string | undefined;
  setNotice: (key: StaffKey | undefined, params?: Readonly<Record<string, string>>) => void;
}

export const StaffContext = createContext<StaffState | null>(null);

export function useStaff(): StaffState {
  const state = use(StaffContext);
  if (!state) throw new Error('useStaff outside StaffContext');
  return state;
}
