/** The site's start, a build input in the site chunk (build/startupChunks.ts): evaluating it hydrates the page. */
import { createElement, StrictMode, startTransition } from 'react';
import { App } from './App';
import { prepareLocation } from './pageModules';
import { hydrateRoot } from './reactDom';

const root = document.getElementById('root');
if (!root) throw new Error('#root missing from the page');
// Not awaited at the top level: the page chunks import this chunk and would wait for its evaluation. In a
// transition, React hydrates in slices and lets the browser paint and handle input between them.
void prepareLocation(window.location.pathname).then(() =>
  startTransition(() => void hydrateRoot(root, createElement(StrictMode, null, createElement(App)))),
);
