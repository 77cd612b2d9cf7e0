import type { ApplicantMessages } from './types';

export const applicantDe: ApplicantMessages = {
  mail: {
    subject: 'Ihre Bewerbung ist bei uns eingegangen',
    forJob: 'vielen Dank für Ihre Bewerbung für die Position „{{job}}“ bei {{company}}.',
    speculative: 'vielen Dank für Ihre Initiativbewerbung bei {{company}}.',
    body: 'Guten Tag,\n\n{{thanks}} Ihre Unterlagen sind bei uns eingegangen; wir melden uns so bald wie möglich bei Ihnen.\n\nAuf Ihrer persönlichen Seite sehen Sie den Stand Ihrer Bewerbung, können eine Kopie aller Daten herunterladen, die wir über Sie gespeichert haben, und Ihre Bewerbung zurückziehen:\n\n{{link}}\n\nBitte geben Sie diesen Link nicht weiter: Wer ihn kennt, kann Ihre Bewerbung einsehen und zurückziehen. Er funktioniert nicht mehr, sobald Ihre Bewerbung gelöscht ist.\n\nMit freundlichen Grüßen\nIhr Personalteam von {{company}}',
  },
  page: {
    title: 'Ihre Bewerbung',
    forJob: 'Ihre Bewerbung für die Position „{{job}}“, eingegangen am {{date}}.',
    speculative: 'Ihre Initiativbewerbung, eingegangen am {{date}}.',
    statusHeading: 'Stand',
    status: {
      received: 'Eingegangen: Ihre Bewerbung liegt uns vor, wir sehen sie uns bald an.',
      'in-review': 'In Prüfung: Wir sehen uns Ihre Bewerbung gerade an.',
      rejected: 'Nicht erfolgreich: Wir haben uns entschieden, Ihre Bewerbung nicht weiter zu berücksichtigen.',
      hired: 'Erfolgreich: Wir möchten gern mit Ihnen zusammenarbeiten und melden uns zu den nächsten Schritten.',
      withdrawn: 'Zurückgezogen: Sie haben Ihre Bewerbung zurückgezogen.',
    },
    since: 'Seit {{date}}.',
    deletedOn: 'Ihre Bewerbung und alles, was dazu gespeichert ist, wird am {{date}} gelöscht.',
    copyHeading: 'Ihre Daten',
    copyIntro:
      'Eine Datei (JSON) mit allem, was wir zu Ihrer Bewerbung gespeichert haben: die Angaben aus dem Formular, Ihr Lebenslauf, unsere Notizen, unsere Antworten an Sie, die Entscheidung und das Protokoll, was damit geschehen ist.',
    copyLink: 'Kopie meiner Daten herunterladen',
    withdrawHeading: 'Zurückziehen',
    withdrawIntro:
      'Wenn Sie nicht mehr berücksichtigt werden möchten, können Sie Ihre Bewerbung zurückziehen. Sie wird dann {{months}} Monate später gelöscht, wie es unsere Datenschutzerklärung beschreibt.',
    withdrawLink: 'Meine Bewerbung zurückziehen',
    confirmHeading: 'Bewerbung zurückziehen?',
    confirmText:
      'Wir berücksichtigen Ihre Bewerbung dann nicht mehr. Das lässt sich nicht rückgängig machen; Sie können sich aber jederzeit erneut bewerben.',
    confirmButton: 'Ja, meine Bewerbung zurückziehen',
    back: 'Nein, zurück zu meiner Bewerbung',
    withdrawnNow: 'Ihre Bewerbung wurde zurückgezogen.',
    decided: 'Über diese Bewerbung ist bereits entschieden; sie lässt sich daher nicht mehr zurückziehen.',
    notFoundTitle: 'Seite nicht gefunden',
    notFound:
      'Dieser Link funktioniert nicht (mehr). Die persönliche Seite einer Bewerbung wird zusammen mit der Bewerbung gelöscht. Bei Fragen schreiben Sie uns bitte an {{email}}.',
    tooMany: 'Von Ihrer Verbindung kamen zu viele Anfragen. Bitte versuchen Sie es in einigen Minuten erneut.',
    refused:
      'Diese Anfrage konnte nicht angenommen werden. Bitte öffnen Sie Ihre persönliche Seite erneut und nutzen Sie die Schaltfläche dort.',
    privacy: 'Datenschutzerklärung',
  },
};
