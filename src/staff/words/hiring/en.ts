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
    inviteHint: 'To add a person, the administrator runs: npm run staff -- invite <email> --role <role>',
  },
};
