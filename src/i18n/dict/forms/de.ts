import type { Messages } from '../../dictionary';

/** German copy of the contact and application forms, their errors and the API's answers (same shape as en.ts). */
export const formsDe: Pick<Messages, 'forms'> = {
  forms: {
    requiredMark: 'Pflichtfeld',
    optionalMark: 'optional',
    requiredNote: 'Mit * gekennzeichnete Felder sind Pflichtfelder.',
    privacyNote: {
      contact: {
        before:
          'Wir speichern Ihre Nachricht auf unserem Server und leiten sie per E-Mail an die Mitarbeitenden weiter, die sie beantworten; wir löschen sie 30 Tage, nachdem Ihr Anliegen erledigt ist, spätestens sechs Monate nach Eingang. Wer sie außerdem in unserem Auftrag verarbeitet und welche Rechte Sie haben, lesen Sie in unserer ',
        link: 'Datenschutzerklärung',
        after: '.',
      },
      application: {
        before:
          'Ihre Bewerbung und Ihren Lebenslauf speichern wir auf unserem Server. Einsicht haben nur die am Auswahlverfahren Beteiligten: die Personalabteilung und die Verwaltung unseres Posteingangs, die für die Stelle zuständigen Führungskräfte und, wo das Gesetz es vor einer Einstellung verlangt, unser Betriebsrat – nur lesend und für begrenzte Zeit. Die E-Mail an unsere Mitarbeitenden meldet nur, dass eine Bewerbung eingegangen ist, ohne Ihre Angaben und Unterlagen. Sie erhalten eine Eingangsbestätigung mit einem persönlichen Link: Dort sehen Sie den Stand Ihrer Bewerbung, laden eine Kopie Ihrer Daten samt unseren Notizen und Antworten herunter und können Ihre Bewerbung zurückziehen. Kommt keine Einstellung zustande, löschen wir Ihre Bewerbung und Ihren Lebenslauf sechs Monate, nachdem wir Ihnen abgesagt haben. Mehr dazu in unserer ',
        link: 'Datenschutzerklärung',
        after: '.',
      },
    },
    honeypotLabel: 'Dieses Feld bitte leer lassen',
    fields: {
      name: 'Name',
      email: 'E-Mail-Adresse',
      service: 'Thema',
      message: 'Nachricht',
      phone: 'Telefon',
      position: 'Gewünschte Position',
      job: 'Stelle, auf die Sie sich bewerben',
      cv: 'Lebenslauf (PDF, DOC oder DOCX, max. 5\u00a0MB)',
    },
    placeMessage: {
      potsdam: 'Meine Anfrage richtet sich an Ihren Hauptsitz in Potsdam.',
      turkey: 'Ich interessiere mich für Immobilien in der Türkei.',
      azerbaijan: 'Ich interessiere mich für Immobilien in Aserbaidschan.',
      dubai: 'Ich interessiere mich für Immobilien in Dubai.',
      qatar: 'Ich interessiere mich für Immobilien in Katar.',
    },
    selectService: 'Bitte auswählen …',
    services: {
      consulting: 'Beratung',
      accessibility: 'Barrierefreiheit dieser Website',
      security: 'IT-Sicherheit: Schwachstelle melden',
      other: 'Sonstiges',
    },
    cv: {
      choose: 'Datei auswählen',
      selected: '{{name}} ({{size}})',
      remove: 'Datei entfernen',
      removed: 'Datei entfernt.',
      none: 'Keine Datei ausgewählt',
    },
    sending: 'Wird gesendet …',
    contact: {
      submit: 'Nachricht senden',
      success: 'Vielen Dank für Ihre Nachricht! Wir melden uns bald bei Ihnen.',
      failed:
        'Ihre Nachricht konnte nicht gesendet werden. Bitte versuchen Sie es erneut – Ihre Eingaben sind weiterhin vorhanden.',
      another: 'Weitere Nachricht senden',
      sentTitle: 'Ihre Nachricht ist angekommen',
      next: 'Wir antworten Ihnen an Arbeitstagen in der Regel innerhalb von {{hours}} Stunden – per E-Mail an die Adresse, die Sie uns genannt haben.',
    },
    application: {
      submit: 'Bewerbung absenden',
      success: 'Vielen Dank für Ihr Interesse, bei uns mitzuarbeiten.',
      successNext: 'Wir haben Ihre Unterlagen erhalten und melden uns so bald wie möglich bei Ihnen.',
      forJob: 'Ihre Bewerbung für: {{title}}',
      openInstead: 'Ohne bestimmte Stelle bewerben',
      failed: 'Ihre Bewerbung konnte nicht gesendet werden. Bitte versuchen Sie es erneut.',
      another: 'Weitere Bewerbung senden',
      sentTitle: 'Ihre Bewerbung ist eingegangen',
      sentTitleForJob: 'Ihre Bewerbung für die Stelle „{{job}}“ ist eingegangen',
    },
    fillAll: 'Bitte füllen Sie alle Felder aus.',
    checkFields: 'Bitte prüfen Sie die unten markierten Felder.',
    /** The summary's link to the first field to fix. */
    goToField: 'Zum Feld „{{field}}“',
    offline:
      'Wir konnten unseren Server nicht erreichen. Bitte prüfen Sie Ihre Internetverbindung und versuchen Sie es erneut.',
    errors: {
      requiredChoice: 'Bitte wählen Sie eine der Optionen aus.',
      required: 'Bitte füllen Sie dieses Feld aus.',
      tooLong: 'Ihre Eingabe ist zu lang: Bitte verwenden Sie höchstens {{max}} Zeichen.',
      invalidEmail: 'Bitte geben Sie eine gültige E-Mail-Adresse ein, zum Beispiel name@example.com.',
      invalidPhone: 'Bitte geben Sie eine gültige Telefonnummer ein (nur Ziffern, Leerzeichen und + ( ) / -).',
      invalidOption: 'Bitte wählen Sie eine der Optionen aus.',
      invalidCharacters: 'Dieses Feld enthält Zeichen, die wir nicht annehmen können. Bitte verwenden Sie reinen Text.',
      markup: 'Bitte schreiben Sie reinen Text ohne HTML-Tags.',
      invalid: 'Bitte überprüfen Sie dieses Feld.',
      cvRequired: 'Bitte fügen Sie Ihren Lebenslauf bei.',
      cvTooLarge: 'Die Datei ist größer als 5\u00a0MB. Bitte wählen Sie eine kleinere Datei aus.',
      cvType: 'Bitte fügen Sie eine PDF-, DOC- oder DOCX-Datei bei.',
      cvEmpty: 'Diese Datei ist leer. Bitte wählen Sie eine andere Datei aus.',
      jobClosed:
        'Diese Stelle ist nicht mehr ausgeschrieben. Sie können uns stattdessen eine Initiativbewerbung senden – Ihre Eingaben sind weiterhin vorhanden.',
    },
    problems: {
      malformed: { title: 'Ungültige Anfrage', detail: 'Die Anfrage konnte nicht gelesen werden.' },
      tooLarge: { title: 'Anfrage zu groß', detail: 'Die Anfrage überschreitet die zulässige Größe.' },
      unsupportedType: {
        title: 'Nicht unterstützter Dateityp',
        detail: 'Diese Art von Inhalt oder Datei wird nicht angenommen.',
      },
      invalidFields: {
        title: 'Einige Angaben sind unvollständig oder fehlerhaft',
        detail: 'Bitte prüfen Sie die aufgeführten Felder.',
      },
      idempotencyConflict: {
        title: 'Konflikt mit einer früheren Einsendung',
        detail:
          'Diese Einsendung trägt dieselbe Kennung wie eine frühere, hat aber einen anderen Inhalt. Bitte laden Sie das Formular neu und senden Sie es erneut ab.',
      },
      crossSite: {
        title: 'Einsendung abgelehnt',
        detail:
          'Dieses Formular kann nur über unsere eigene Website abgesendet werden. Bitte öffnen Sie das Formular auf unserer Website und senden Sie es dort ab.',
      },
      rateLimited: {
        title: 'Zu viele Anfragen',
        detail:
          'Wir haben in kurzer Zeit sehr viele Einsendungen von Ihnen erhalten. Bitte versuchen Sie es in {{minutes}} Minuten erneut.',
      },
      notFound: { title: 'Nicht gefunden', detail: 'Unter dieser Adresse ist nichts zu finden.' },
      methodNotAllowed: {
        title: 'Methode nicht zulässig',
        detail: 'Diese Adresse nimmt ausschließlich Formularübermittlungen entgegen.',
      },
      unavailable: {
        title: 'Vorübergehend nicht verfügbar',
        detail:
          'Wir können derzeit keine Einsendungen annehmen. Bitte versuchen Sie es in einigen Minuten erneut oder schreiben Sie uns eine E-Mail.',
      },
      serverError: {
        title: 'Bei uns ist etwas schiefgelaufen',
        detail: 'Bitte versuchen Sie es später erneut oder schreiben Sie uns eine E-Mail.',
      },
    },
    result: {
      successTitle: 'Vielen Dank',
      errorTitle: 'Ihre Angaben wurden nicht übermittelt',
      errorHelp:
        'Bitte nutzen Sie die Zurück-Schaltfläche Ihres Browsers, um Ihre Angaben zu korrigieren – Ihre Eingaben sind im Formular noch vorhanden.',
      backToSite: 'Zurück zur Website',
    },
  },
};
