/**
 * The contact and careers pages, loaded as one chunk (app/pageModules.ts): their forms come in the forms
 * chunk, and each page alone is less than a request is worth (the smallest chunk's budget,
 * tests/sizeBudgets.ts).
 */
export { CareersPage } from './CareersPage';
export { ContactPage } from './ContactPage';
