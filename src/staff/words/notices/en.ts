/**
 * The e-mails the inbox sends staff (src/staff/server/staffNotices.ts): a passkey added or removed, an invitation
 * from the people page. In the company's language (STAFF_MAIL_LOCALE), times in Potsdam; the button and role names
 * are the inbox's own words, so the e-mail and the page say the same.
 */
export const noticesEn = {
  passkey: {
    addedSubject: 'Staff inbox: a passkey was added to your account ({{name}})',
    removedSubject: 'Staff inbox: a passkey was removed from your account ({{name}})',
    added: 'A passkey was added to your account in the staff inbox ({{inbox}}):',
    removed: 'A passkey was removed from your account in the staff inbox ({{inbox}}):',
    line: '{{name}}, {{time}}, from the address {{address}}',
    enrolled: 'It was registered with an enrolment link an administrator made for you.',
    wasYou: 'If that was you, there is nothing to do.',
    wasNotYou:
      'If it was not: open {{account}}, remove any passkeys you do not recognise and choose “{{everywhere}}”, then tell an administrator.',
  },
  invitation: {
    subject: 'Your invitation to the staff inbox of {{company}}',
    body: 'Hello,\n\n{{by}} has invited you to the staff inbox of {{company}}. Your role: {{role}}.\n\nThe inbox has no password: you sign in with a passkey (your fingerprint, face recognition or your device’s screen lock). Open this link on the device you want to use and register your passkey there. The link works once, until {{expires}}:\n\n{{link}}\n\nIf you were not expecting this invitation, simply ignore this e-mail; without the link nobody can register a passkey in your name.',
    openings: '{{role}}, for the openings {{openings}}',
    title: '“{{title}}”',
  },
};
