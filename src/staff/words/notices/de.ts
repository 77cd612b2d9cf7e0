import type { NoticeMessages } from './types';

export const noticesDe: NoticeMessages = {
  passkey: {
    addedSubject: 'Posteingang: Ihrem Konto wurde ein Passkey hinzugefügt ({{name}})',
    removedSubject: 'Posteingang: Aus Ihrem Konto wurde ein Passkey entfernt ({{name}})',
    added: 'Ihrem Konto im Posteingang ({{inbox}}) wurde ein Passkey hinzugefügt:',
    removed: 'Aus Ihrem Konto im Posteingang ({{inbox}}) wurde ein Passkey entfernt:',
    line: '{{name}}, {{time}}, von der Adresse {{address}}',
    enrolled:
      'Er wurde mit einem Anmeldelink registriert, den eine Administratorin oder ein Administrator für Sie erstellt hat.',
    wasYou: 'Wenn Sie das waren, ist nichts weiter zu tun.',
    wasNotYou:
      'Wenn nicht: Öffnen Sie {{account}}, entfernen Sie Passkeys, die Sie nicht kennen, wählen Sie „{{everywhere}}“ und informieren Sie anschließend die Administration.',
  },
  invitation: {
    subject: 'Ihre Einladung in den Posteingang von {{company}}',
    body: 'Guten Tag,\n\n{{by}} hat Sie in den Posteingang von {{company}} eingeladen. Ihre Rolle: {{role}}.\n\nDer Posteingang kennt kein Passwort: Sie melden sich mit einem Passkey an (Fingerabdruck, Gesichtserkennung oder Bildschirmsperre Ihres Geräts). Öffnen Sie diesen Link auf dem Gerät, das Sie nutzen möchten, und registrieren Sie dort Ihren Passkey. Der Link funktioniert einmal und gilt bis {{expires}}:\n\n{{link}}\n\nWenn Sie diese Einladung nicht erwartet haben, ignorieren Sie diese E-Mail einfach; ohne den Link kann niemand in Ihrem Namen einen Passkey registrieren.',
    openings: '{{role}}, für die Stellen {{openings}}',
    title: '„{{title}}“',
  },
};
