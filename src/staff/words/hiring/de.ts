import type { HiringMessages } from './types';

export const hiringDe: HiringMessages = {
  roles: {
    admin: 'Administration',
    hr: 'Personalabteilung',
    'hiring-manager': 'Fachverantwortliche',
    'works-council': 'Betriebsrat',
    contact: 'Kontaktanfragen',
  },
  roleHints: {
    admin: 'Sieht alles, auch das ganze Protokoll, und verwaltet die Personen.',
    hr: 'Sieht und bearbeitet alle Bewerbungen.',
    'hiring-manager': 'Sieht und bearbeitet die Bewerbungen auf die unten angekreuzten Stellen.',
    'works-council':
      'Liest die Bewerbungen auf eine Stelle, solange die Personalabteilung sie dem Betriebsrat freigegeben hat; ändert nichts.',
    contact: 'Sieht und bearbeitet nur Kontaktanfragen, keine Bewerbungen.',
  },
  people: {
    heading: 'Personen',
    intro:
      'Wer den Posteingang nutzen darf und was jede Person sieht. Eine Bewerbung dürfen nur die Personen sehen, die an der Auswahl beteiligt sind: Geben Sie jeder Person die engste Rolle, mit der sie ihre Arbeit tun kann. Jede Änderung einer Rolle steht im Protokoll.',
    email: 'E-Mail',
    role: 'Rolle',
    openings: 'Stellen',
    passkeys: 'Passkeys',
    since: 'Seit',
    noOpenings: 'noch keine Stelle gewählt',
    change: 'Rolle von {{email}} ändern',
    save: 'Rolle speichern',
    saved: '{{email}} hat jetzt die Rolle „{{role}}“.',
    unchanged: 'Nichts geändert: {{email}} hat diese Rolle bereits.',
    openingsLegend: 'Stellen, deren Bewerbungen {{email}} sieht',
    needsOpening: 'Wählen Sie für Fachverantwortliche mindestens eine Stelle.',
    inviteHint: 'Eine Person hinzufügen: Die Administration führt npm run staff -- invite <E-Mail> --role <Rolle> aus.',
  },
};
