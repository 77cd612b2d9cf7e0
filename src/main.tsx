import './styles/index.css';
import { splitLocale } from './i18n/locales';
import { loadMessages } from './i18n/load';

/** Lets the browser paint and handle input between two pieces of start-up work. */
function yieldToBrowser(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}

const root = document.getElementById('root');
if (!root) throw new Error('#root missing from the page');

const { locale } = splitLocale(window.location.pathname);
// React DOM and the site's own modules are evaluated in separate tasks (both chunks are preloaded by
// the page's <head>): one evaluation of everything was the longest task of the start-up.
const [messages, { hydrateRoot }] = await Promise.all([loadMessages(locale), import('react-dom/client')]);
await yieldToBrowser();
const { hydrateApp } = await import('./app/hydrate');
await yieldToBrowser();
hydrateApp(root, hydrateRoot, locale, messages);
