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
  passkeys: {
    enrolled:
      'Ihr Passkey ist registriert und Sie sind angemeldet. Bitte fügen Sie jetzt gleich einen zweiten Passkey hinzu, auf Ihrem Smartphone oder einem anderen Computer: Geht dieses Gerät verloren oder wird es ersetzt, können Sie sich mit dem zweiten weiterhin anmelden.',
    rename: 'Umbenennen',
    renameNamed: 'Den Passkey „{{name}}“ umbenennen',
    nameLabel: 'Name dieses Passkeys',
    nameHint: 'Zum Beispiel „Büro-Laptop“ oder „Diensthandy“.',
    save: 'Namen speichern',
    cancel: 'Abbrechen',
    renamed: 'Der Passkey heißt jetzt „{{name}}“.',
  },
  audit: {
    filters: 'Protokoll filtern',
    person: 'Person (E-Mail-Adresse)',
    entry: 'Eintrag (Nummer wie angezeigt)',
    from: 'Von',
    to: 'Bis',
    apply: 'Anzeigen',
    reset: 'Alle anzeigen',
    listedTimes: 'Liste {{count}}-mal angesehen',
  },
};
