import './styles/index.css';

/** Lets the browser paint and handle input between two pieces of start-up work. */
function yieldToBrowser(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}

const root = document.getElementById('root');
if (!root) throw new Error('#root missing from the page');

/** Hydration never waits longer than this for the first paint (a browser that reports none, say). */
const firstPaintWaitMs = 3000;

/**
 * Resolves once the prerendered page has shown its first content (the paint timing entry), so its
 * CSS and font never share the network or the main thread with hydration's scripts. In a hidden tab,
 * which paints nothing, and where paint timing is missing, at once.
 */
function afterFirstContentfulPaint(): Promise<void> {
  if (document.visibilityState !== 'visible' || !PerformanceObserver.supportedEntryTypes.includes('paint'))
    return Promise.resolve();
  return new Promise((resolve) => {
    const done = (): void => {
      observer.disconnect();
      window.clearTimeout(timer);
      resolve();
    };
    const observer = new PerformanceObserver((entries) => {
      if (entries.getEntriesByName('first-contentful-paint').length > 0) done();
    });
    const timer = window.setTimeout(done, firstPaintWaitMs);
    observer.observe({ type: 'paint', buffered: true });
  });
}

/** Starts fetching the modules hydration needs, all at once; each is evaluated only when imported. */
function preloadModules(hrefs: readonly string[]): void {
  // One insertion for all of them: appended one by one, the page's 20 to 30 chunks cost a long task at 4x CPU.
  const links = hrefs.map((href) => Object.assign(document.createElement('link'), { rel: 'modulepreload', href }));
  document.head.append(...links);
}

// The page is complete without scripts: it shows first, and hydration's downloads and work come after.
await afterFirstContentfulPaint();
preloadModules(root.dataset.startupModules?.split(' ') ?? []);
// React DOM and the site are evaluated in separate tasks, in the order the prerender listed them
// (build/startupChunks.ts): one evaluation of everything was the longest task of the start-up. The site's
// start module (app/start.ts) then loads the page's own chunk and words (listed on #root with the rest, so
// already fetched) and hydrates.
if (import.meta.env.DEV) {
  await import('./app/start');
} else {
  for (const chunk of root.dataset.startupChain?.split(' ') ?? []) {
    await import(/* @vite-ignore */ chunk);
    await yieldToBrowser();
  }
}
