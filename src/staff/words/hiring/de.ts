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
  notes: {
    heading: 'Notizen',
    copyLine:
      'Notizen gehören zur Datenkopie der Bewerberin oder des Bewerbers: Sie oder er kann sie anfordern und jedes Wort lesen, das hier steht. Schreiben Sie nur, was Sie ihr oder ihm auch zeigen würden.',
    label: 'Neue Notiz',
    add: 'Notiz hinzufügen',
    added: 'Die Notiz wurde gespeichert.',
    empty: 'Noch keine Notizen.',
    by: '{{email}}, {{date}}',
  },
  reply: {
    heading: 'Antwort an die Bewerberin oder den Bewerber',
    template: 'Vorlage',
    templates: {
      receipt: 'Eingangsbestätigung',
      invitation: 'Einladung zum Vorstellungsgespräch',
      rejection: 'Absage',
    },
    language: 'In der Sprache der Bewerbung: {{language}}.',
    to: 'An: {{email}}',
    subject: 'Betreff',
    body: 'Nachricht',
    editHint:
      'Prüfen und ergänzen Sie den Text vor dem Senden (ersetzen Sie alles in eckigen Klammern). Eine Absage nennt keine Gründe (Allgemeines Gleichbehandlungsgesetz, AGG).',
    rejectionSets:
      'Mit dem Senden der Absage wird die Entscheidung „Abgesagt“ mit dem heutigen Datum gespeichert; damit beginnt die Aufbewahrungsfrist.',
    send: 'Antwort senden',
    sending: 'Wird gesendet …',
    sent: 'Die Antwort an {{email}} wird versendet.',
    sentHeading: 'Gesendete Antworten',
    sentLine: '{{template}}, {{date}}, von {{email}}',
    none: 'Noch keine Antwort gesendet.',
    brackets: 'Die Nachricht enthält noch Text in eckigen Klammern. Ergänzen Sie ihn vor dem Senden.',
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
    inviteHint: 'Die Administration kann auch auf dem Server einladen: npm run staff -- invite <E-Mail> --role <Rolle>',
    inviteHeading: 'Kollegin oder Kollegen einladen',
    inviteIntro:
      'Die eingeladene Person erhält eine E-Mail mit einem Link, der einmal und 24 Stunden lang gilt und mit dem sie auf ihrem Gerät einen Passkey registriert. Die Einladung steht im Protokoll.',
    inviteEmail: 'E-Mail-Adresse der Person',
    inviteRole: 'Rolle der Person',
    inviteOpenings: 'Stellen, deren Bewerbungen die Person sieht',
    invite: 'Einladung senden',
    invited: 'Die Einladung an {{email}} ist gespeichert und wird per E-Mail verschickt.',
    linkIntro:
      'Falls die E-Mail nicht ankommt, geben Sie diesen Link selbst weiter, und nur an {{email}}. Er funktioniert einmal, bis {{expires}}, und wird nur jetzt angezeigt.',
    linkLabel: 'Anmeldelink für {{email}}',
    badAddress: 'Bitte geben Sie eine vollständige E-Mail-Adresse ein, etwa name@example.de.',
    alreadyMember:
      'Diese Person nutzt den Posteingang bereits. Weitere Passkeys fügt sie auf ihrer eigenen Seite „Passkeys“ hinzu; ihre Rolle ändern Sie in der Liste unten.',
    unknownOpening:
      'Eine der gewählten Stellen ist nicht mehr veröffentlicht. Laden Sie die Seite neu und wählen Sie erneut.',
  },
};
