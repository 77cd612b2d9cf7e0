import './styles/index.css';
import { StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { App } from './app/App';
import { splitLocale } from './i18n/locales';
import { loadMessages } from './i18n/load';

const root = document.getElementById('root');
if (!root) throw new Error('#root missing from the page');

const { locale } = splitLocale(window.location.pathname);
const messages = await loadMessages(locale);

hydrateRoot(
  root,
  <StrictMode>
    <App locale={locale} messages={messages} />
  </StrictMode>,
);
