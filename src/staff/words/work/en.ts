/** The inbox's words for working in it: the list's filters and search (src/staff/client/ListFilters.tsx). */
export const workEn = {
  filters: {
    state: 'Status',
    open: 'Open',
    done: 'Done',
    openApplications: 'Not yet decided',
    doneApplications: 'Decided',
    openContacts: 'Not handled',
    doneContacts: 'Handled',
    decision: 'Decision',
    anyDecision: 'All',
    job: 'Opening',
    anyJob: 'All openings',
    search: 'Name',
    searchButton: 'Search',
    reset: 'Show everything',
  },
  /** The enrolment's end and the passkeys' names (src/staff/client/Enrol.tsx, PasskeyRename.tsx). */
  passkeys: {
    enrolled:
      'Your passkey is registered and you are signed in. Please add a second passkey now, on your phone or another computer: if this device is lost or replaced, the second one still lets you in.',
    rename: 'Rename',
    renameNamed: 'Rename the passkey “{{name}}”',
    nameLabel: 'Name of this passkey',
    nameHint: 'For example “Office laptop” or “Work phone”.',
    save: 'Save name',
    cancel: 'Cancel',
    renamed: 'The passkey is now called “{{name}}”.',
  },
  /** The whole trail's filters (src/staff/client/AuditFilters.tsx). */
  audit: {
    filters: 'Filter the trail',
    person: 'Person (e-mail address)',
    entry: 'Entry (its number as shown)',
    from: 'From',
    to: 'To',
    apply: 'Show',
    reset: 'Show everything',
    listedTimes: 'viewed the list {{count}} times',
  },
};
