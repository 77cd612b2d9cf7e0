import type { AdminWords } from './en';

export const adminDe: AdminWords = {
  title: 'Redaktionssystem · News und Stellenangebote',
  notSetUp: {
    heading: 'Das Redaktionssystem ist noch nicht eingerichtet',
    intro:
      'Hier schreiben Sie News und Stellenangebote, sobald Ihre IT-Administration das Redaktionssystem mit dem Repository der Website auf GitHub verbunden hat.',
    askAdministrator: 'Bitten Sie Ihre IT-Administration, die Website mit diesen Einstellungen neu zu erstellen:',
    repo: 'das Repository auf GitHub, als Eigentümer/Name (erforderlich)',
    branch: 'der Branch, aus dem die Website gebaut wird, falls es nicht main ist',
    authUrl: 'die Adresse des GitHub-Anmeldedienstes, für die Schaltfläche „Mit GitHub anmelden“ (optional)',
    readme:
      'Jeden Schritt, auch die Einrichtung des GitHub-Anmeldedienstes, beschreibt die README im Abschnitt „Publishing news and jobs“.',
    developers:
      'Für Entwicklerinnen und Entwickler am eigenen Rechner: Das Redaktionssystem kann auch mit einer lokalen Kopie des Repositorys arbeiten.',
    openLocal: 'Mit lokalem Repository öffnen',
  },
  guide: {
    link: 'Anleitung zum Veröffentlichen',
    read: 'Anleitung zum Veröffentlichen lesen',
    back: 'Zurück zum Redaktionssystem',
  },
};
