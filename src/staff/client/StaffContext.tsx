import { createContext, use } from 'react';
import type { Call, Me } from './api';
import type { StaffI18n, StaffKey } from './i18n';

export interface StaffState extends StaffI18n {
  /** The signed-in person; null when signed out, undefined while the first answer is awaited. */
  me: Me | null | undefined;
  setMe: (me: Me | null) => void;
  /** Calls the API; a 401 signs the page out with a notice instead of failing. */
  call: Call;
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
