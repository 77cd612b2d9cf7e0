import type { WorkMessages } from './types';

export const workDe: WorkMessages = {
  filters: {
    state: 'Status',
    open: 'Offen',
    done: 'Abgeschlossen',
    openApplications: 'Noch nicht entschieden',
    doneApplications: 'Entschieden',
    openContacts: 'Nicht erledigt',
    doneContacts: 'Erledigt',
    decision: 'Entscheidung',
    anyDecision: 'Alle',
    job: 'Stelle',
    anyJob: 'Alle Stellen',
    search: 'Name',
    searchButton: 'Suchen',
    reset: 'Alle anzeigen',
  },
};
