/** The inbox's words for roles and the people page (src/staff/client/PeoplePage.tsx). */
export const hiringEn = {
  roles: {
    admin: 'Administrator',
    hr: 'HR',
    'hiring-manager': 'Hiring manager',
    'works-council': 'Works council',
    contact: 'Contact messages',
  },
  roleHints: {
    admin: 'Sees everything, including the whole audit trail, and manages people.',
    hr: 'Sees and handles every application.',
    'hiring-manager': 'Sees and handles the applications for the openings ticked below.',
    'works-council':
      'Reads the applications for an opening while HR has opened it to the works council; changes nothing.',
    contact: 'Sees and handles contact messages only, no applications.',
  },
  notes: {
    heading: 'Notes',
    copyLine:
      'Notes are part of the applicant’s copy of their data: they can ask for it and read every word written here. Write only what you would show them.',
    label: 'New note',
    add: 'Add note',
    added: 'The note has been saved.',
    empty: 'No notes yet.',
    by: '{{email}}, {{date}}',
  },
  reply: {
    heading: 'Reply to the applicant',
    template: 'Template',
    templates: {
      receipt: 'Confirmation of receipt',
      invitation: 'Invitation to an interview',
      rejection: 'Rejection',
    },
    language: 'Written in the language of the application: {{language}}.',
    to: 'To: {{email}}',
    subject: 'Subject',
    body: 'Message',
    editHint:
      'Check the text and complete it before sending (replace anything in square brackets). A rejection gives no reasons (General Equal Treatment Act, AGG).',
    rejectionSets:
      'Sending the rejection records the decision “Rejected” with today’s date, which starts the retention period.',
    send: 'Send reply',
    sending: 'Sending…',
    sent: 'The reply has been queued for sending to {{email}}.',
    sentHeading: 'Replies sent',
    sentLine: '{{template}}, {{date}}, by {{email}}',
    none: 'No replies sent yet.',
    brackets: 'The message still contains text in square brackets. Complete it before sending.',
  },
  people: {
    heading: 'People',
    intro:
      'Who may use the inbox, and what each person may see. Only the people involved in a selection may see an application: give each person the narrowest role that lets them do their work. Every change of role is recorded in the audit trail.',
    email: 'E-mail',
    role: 'Role',
    openings: 'Openings',
    passkeys: 'Passkeys',
    since: 'Since',
    noOpenings: 'no opening chosen yet',
    change: 'Change the role of {{email}}',
    save: 'Save role',
    saved: '{{email}} now has the role “{{role}}”.',
    unchanged: 'Nothing changed: {{email}} already has this role.',
    openingsLegend: 'Openings whose applications {{email}} sees',
    needsOpening: 'Choose at least one opening for a hiring manager.',
    inviteHint:
      'Administrators on the server can also invite from the command line: npm run staff -- invite <email> --role <role>',
    inviteHeading: 'Invite a colleague',
    inviteIntro:
      'Your colleague receives an e-mail with a link that works once, for 24 hours, to register a passkey on their device. The invitation is recorded in the audit trail.',
    inviteEmail: 'Their e-mail address',
    inviteRole: 'Their role',
    inviteOpenings: 'Openings whose applications they see',
    invite: 'Send invitation',
    invited: 'The invitation to {{email}} has been saved and is being sent by e-mail.',
    linkIntro:
      'If the e-mail does not arrive, pass this link on yourself, to {{email}} only. It works once, until {{expires}}, and is shown only now.',
    linkLabel: 'Enrolment link for {{email}}',
    badAddress: 'Please enter a complete e-mail address, such as name@example.com.',
    alreadyMember:
      'This person already uses the inbox. They add further passkeys on their own passkeys page, and you change their role in the list below.',
    unknownOpening: 'One of the openings chosen is no longer published. Reload the page and choose again.',
  },
};
