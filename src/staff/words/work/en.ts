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
};
