import type { StaffMailWords } from './en';

/** Die E-Mails des Servers an die Mitarbeitenden, auf Deutsch (gleiche Form wie en.ts). */
export const staffMailDe: StaffMailWords = {
  subjectPrefix: '[Website]',
  application: {
    forJob: 'Bewerbung auf „{{job}}“',
    speculative: 'Initiativbewerbung',
    arrived: 'Über die Website ist eine Bewerbung eingegangen.',
    opening: 'Stelle: {{job}}',
    noOpening: 'Stelle: keine (Initiativbewerbung)',
    received: 'Eingegangen: {{time}}',
    language: 'Sprache der Bewerbung: {{language}}',
    readInInbox: 'Lesen Sie sie im Posteingang:',
    readOnServer: 'Lesen Sie sie auf dem Server mit:',
    decision:
      'Tragen Sie die Entscheidung im Posteingang ein: Die Bewerbung und ihr Lebenslauf werden {{months}} Monate nach dem Tag gelöscht, an dem die Absage verschickt wurde (oder die Rücknahme einging), und {{days}} Tage nach einer erfassten Einstellung; ohne Entscheidung bleiben sie gespeichert (Datenschutzerklärung). Wenn Sie die Person einstellen, übernehmen Sie innerhalb dieser {{days}} Tage aus dem Posteingang, was die Personalakte braucht (npm run submissions -- export <id>).',
  },
  contact: {
    subject: 'Kontaktanfrage zu „{{topic}}“ von {{name}}',
    subjectNoTopic: 'Kontaktanfrage von {{name}}',
    arrived: 'Über die Website ist eine Kontaktanfrage eingegangen.',
    name: 'Name: {{name}}',
    email: 'E-Mail: {{email}}',
    topic: 'Thema: {{topic}}',
    received: 'Eingegangen: {{time}}',
    language: 'Sprache der Anfrage: {{language}}',
    inInbox: 'Im Posteingang: {{link}}',
    retention:
      'Sie wird {{days}} Tage, nachdem sie als erledigt markiert wurde, aus dem Speicher der Website gelöscht, spätestens aber {{months}} Monate nach ihrem Eingang (Datenschutzerklärung). Löschen Sie dann auch diese E-Mail und Ihre Antworten, sofern sie nicht als Handelsbriefe aufzubewahren sind (§ 257 HGB).',
  },
  reference: 'Referenz: {{id}}',
  rebuild: {
    subject: 'Neuaufbau der Website gescheitert beim {{step}}',
    failed: 'Der Neuaufbau der Website vom {{time}} ist beim {{step}} gescheitert. Die Website ist unverändert.',
    commit: 'Änderung: {{hash}} „{{subject}}“ ({{author}})',
    noCommit: 'Änderung: nicht bekannt',
    inInbox: 'Stand im Posteingang: {{link}}',
    log: 'Die letzten Zeilen des Build-Protokolls:',
    steps: {
      fetch: 'Abrufen der Änderungen',
      install: 'Installieren der Abhängigkeiten',
      build: 'Erstellen der Seiten',
      switch: 'Freischalten der neuen Version',
    },
  },
};
