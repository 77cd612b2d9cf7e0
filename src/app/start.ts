/**
 * The site's start: a build input of its own whose code lands in the site chunk (build/startupChunks.ts),
 * so evaluating that chunk hydrates the page. main.tsx imports it once the page has painted.
 */
import { hydrateRoot } from './reactDom';
import { hydrateApp } from './hydrate';

const root = document.getElementById('root');
if (!root) throw new Error('#root missing from the page');
// Not awaited at the top level: the page chunks that hydration loads import this chunk, and would wait
// for its evaluation to end.
void hydrateApp(root, hydrateRoot);
