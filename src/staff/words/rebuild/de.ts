import type { RebuildWords } from './index';

export const rebuildDe: RebuildWords = {
  heading: 'Website',
  live: 'Die Website zeigt den Stand von {{time}}: {{what}} von {{author}}.',
  none: 'Es ist noch kein Neuaufbau der Website verzeichnet.',
  waiting: 'Eine Änderung wartet auf die Veröffentlichung: Der Neuaufbau beginnt in wenigen Minuten.',
  building:
    'Die Website wird neu aufgebaut: {{step}} (seit {{time}}). Neue Inhalte sind meist innerhalb von zehn Minuten online.',
  failed:
    'Der Neuaufbau von {{time}} ist beim Schritt „{{step}}“ gescheitert: Die Website ist unverändert. Wer die Website betreut, wurde per E-Mail informiert.',
  failedWhat: 'Aufgebaut werden sollte {{what}} von {{author}}.',
  log: 'Die letzten Zeilen des Build-Protokolls',
  start: 'Website jetzt neu aufbauen',
  requested: 'Der Neuaufbau wurde angestoßen.',
  forbidden: 'Nur eine Administratorin oder ein Administrator kann den Neuaufbau starten.',
  steps: {
    fetch: 'Änderungen abrufen',
    install: 'Installieren',
    build: 'Seiten erstellen',
    switch: 'Neue Fassung online stellen',
  },
  entry: {
    news: 'der Artikel „{{slug}}“',
    jobs: 'das Stellenangebot „{{slug}}“',
  },
};
