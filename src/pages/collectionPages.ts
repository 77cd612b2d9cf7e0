/**
 * The news list, a news article and a job opening, loaded as one chunk (app/pageModules.ts): the list and the
 * article share the article's facts, which would otherwise go to the site chunk every page loads, and an
 * article or a job opening alone is less than a request is worth (the smallest chunk's budget,
 * tests/sizeBudgets.ts).
 */
export { ArticlePage } from './ArticlePage';
export { BlogPage } from './BlogPage';
export { JobPage } from './JobPage';
