/**
 * The contact and careers pages, loaded as one chunk (app/pageModules.ts): their forms come in the forms
 * chunk, and each page alone is less than a request is worth (issue 28: no chunk under 1 KB).
 */
export { CareersPage } from './CareersPage';
export { ContactPage } from './ContactPage';
