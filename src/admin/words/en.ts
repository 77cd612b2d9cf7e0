/** The editor's own words (src/admin): its set-up page and its link to the publishing guide. */
export const adminEn = {
  title: 'Editor · News and job openings',
  notSetUp: {
    heading: 'The editor is not set up yet',
    intro:
      'News and job openings are written here once the administrator has connected the editor to the website’s repository on GitHub.',
    askAdministrator: 'Please ask your administrator to build the website with these settings:',
    repo: 'the repository on GitHub, as owner/name (required)',
    branch: 'the branch the website is built from, if it is not main',
    authUrl: 'the address of the GitHub sign-in service, for the “Sign in with GitHub” button (optional)',
    readme:
      'The administrator finds every step, the GitHub sign-in service included, in the README, section “Publishing news and jobs”.',
    developers: 'For developers on their own computer: the editor can also work on a local copy of the repository.',
    openLocal: 'Open the editor with a local repository',
  },
  guide: {
    link: 'Publishing guide',
    read: 'Read the publishing guide',
    back: 'Back to the editor',
  },
};

/** Same shape in every language, every leaf a string. */
export type AdminWords = { readonly [Part in keyof typeof adminEn]: AdminLeaves<(typeof adminEn)[Part]> };
type AdminLeaves<T> = T extends string ? string : { readonly [K in keyof T]: AdminLeaves<T[K]> };
