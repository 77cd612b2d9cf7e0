import type { CouncilMessages } from './types';

export const councilDe: CouncilMessages = {
  council: {
    nav: 'Betriebsrat',
    heading: 'Einsicht des Betriebsrats',
    intro:
      'Vor einer Einstellung sieht der Betriebsrat alle Bewerbungen auf die Stelle (§ 99 BetrVG). Geben Sie eine Stelle für ihn frei: Solange die Einsicht offen ist, lesen Mitglieder des Betriebsrats die Bewerbungen und Lebensläufe dieser Stelle und ändern nichts; Notizen, Antworten und das Protokoll sehen sie nicht. Die Einsicht endet von selbst mit dem Ende ihres letzten Tages, und Sie können sie früher schließen. Freigabe und Schließen werden im Protokoll festgehalten.',
    never: 'Nicht für den Betriebsrat freigegeben',
    openUntil: 'Offen bis einschließlich {{date}}',
    openedBy: 'freigegeben von {{email}} am {{date}}',
    closedOn: 'Geschlossen am {{date}} von {{email}}',
    endedOn: 'Lief bis einschließlich {{date}}',
    lastDay: 'Letzter Tag',
    lastDayHint: 'Heute oder ein Tag bis zu {{days}} Tage im Voraus; ohne Änderung {{default}} Tage ab heute.',
    open: 'Für den Betriebsrat freigeben',
    extend: 'Letzten Tag ändern',
    close: 'Jetzt schließen',
    opened: 'Der Betriebsrat kann die Bewerbungen auf „{{job}}“ bis einschließlich {{date}} lesen.',
    closed: 'Der Betriebsrat kann die Bewerbungen auf „{{job}}“ nicht mehr lesen.',
    badDate: 'Bitte wählen Sie einen letzten Tag zwischen heute und dem {{date}}.',
    notOpen: 'Die Einsicht für diese Stelle war nicht (mehr) offen: Es wurde nichts geschlossen.',
    noOpenings: 'Die Website veröffentlicht derzeit keine Stellen.',
    gone: '{{slug}} (nicht mehr auf der Website)',
    memberOpen: 'Für den Betriebsrat freigegeben: {{windows}}. Sie können diese Bewerbungen lesen, aber nichts ändern.',
    memberWindow: '„{{job}}“ bis einschließlich {{date}}',
    memberNone: 'Derzeit ist keine Stelle für den Betriebsrat freigegeben, daher sehen Sie keine Bewerbungen.',
  },
  privacy: {
    nav: 'Datenschutz',
    heading: 'Datenschutz',
    intro:
      'Was die Datenschutzerklärung verspricht, Stand heute, {{date}}: was in den nächsten {{days}} Tagen automatisch gelöscht wird, Bewerbungen ohne Entscheidung, Rückzüge und herausgegebene Datenkopien.',
    due: 'Wird innerhalb von {{days}} Tagen gelöscht',
    dueNone: 'In den nächsten {{days}} Tagen wird nichts gelöscht.',
    undecided: 'Seit drei Monaten oder länger ohne Entscheidung',
    undecidedHint:
      'Diese Bewerbungen werden aufbewahrt, bis Sie eine Entscheidung eintragen. Entscheiden Sie, oder teilen Sie der Person mit, wie lange es noch dauert.',
    undecidedNone: 'Keine Bewerbung wartet seit drei Monaten auf eine Entscheidung.',
    withdrawals: 'Zurückgezogene Bewerbungen',
    withdrawalsHint: 'Jede wird an dem angegebenen Tag gelöscht, gerechnet ab dem Rückzug.',
    withdrawalsNone: 'Keine Bewerbung wurde zurückgezogen.',
    withdrawnOn: 'Zurückgezogen am {{date}}',
    copies: 'Herausgegebene Datenkopien',
    copiesHint:
      'Jede Kopie der Daten eines Eintrags aus dem letzten Jahr (so lange, wie das Protokoll aufbewahrt wird).',
    copiesNone: 'Im letzten Jahr wurde keine Kopie erstellt.',
    copyBy: 'Kopie erstellt von {{who}}',
    applicant: 'der bewerbenden Person',
    deletedSince: 'Eintrag inzwischen gelöscht',
  },
};
