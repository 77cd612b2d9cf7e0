import type { MailMessages } from './types';

export const mailDe: MailMessages = {
  receipt: {
    subject: 'Ihre Bewerbung: {{job}}',
    body: 'Guten Tag {{name}},\n\nvielen Dank für Ihre Bewerbung für die Position „{{job}}“ und Ihr Interesse an {{company}}. Ihre Unterlagen sind bei uns eingegangen; wir sehen sie uns sorgfältig an und melden uns so bald wie möglich bei Ihnen.\n\nMit freundlichen Grüßen\nIhr Personalteam von {{company}}',
  },
  invitation: {
    subject: 'Einladung zum Vorstellungsgespräch: {{job}}',
    body: 'Guten Tag {{name}},\n\nnochmals vielen Dank für Ihre Bewerbung für die Position „{{job}}“. Wir möchten Sie gern persönlich kennenlernen und laden Sie zu einem Vorstellungsgespräch ein.\n\nUnser Terminvorschlag: [Datum, Uhrzeit und Adresse oder Link zum Videogespräch]\n\nBitte geben Sie uns kurz Bescheid, ob der Termin für Sie passt, oder schlagen Sie uns einen anderen vor.\n\nMit freundlichen Grüßen\nIhr Personalteam von {{company}}',
  },
  rejection: {
    subject: 'Ihre Bewerbung: {{job}}',
    body: 'Guten Tag {{name}},\n\nvielen Dank für Ihre Bewerbung für die Position „{{job}}“ und die Zeit, die Sie sich dafür genommen haben. Nach sorgfältiger Prüfung haben wir uns entschieden, Ihre Bewerbung nicht weiter zu berücksichtigen.\n\nGemäß unserer Datenschutzerklärung löschen wir Ihre Bewerbungsunterlagen {{months}} Monate nach dieser Nachricht.\n\nFür Ihren weiteren Weg wünschen wir Ihnen alles Gute.\n\nMit freundlichen Grüßen\nIhr Personalteam von {{company}}',
  },
};
