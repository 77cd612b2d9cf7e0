import '@fontsource-variable/inter/wght.css';
import '../../styles/fontFallback.css';
import '../../styles/tokens.css';
import './staff.css';
import './hiring.css';
import './work.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { darkSchemeQuery } from '../../state/themeChoice';
import { App } from './App';
import { pickLocale, staffI18n } from './i18n';
import { loadServiceNames, storedServiceName } from './siteNames';

// The staff inbox's entry (vite.staff.config.ts): the browser's language, the system's colour scheme.
const locale = pickLocale(navigator.languages);
document.documentElement.lang = locale;
const dark = matchMedia(darkSchemeQuery);
const applyScheme = () => document.documentElement.classList.toggle('dark', dark.matches);
applyScheme();
dark.addEventListener('change', applyScheme);

// The site's names of the topics; should its words not load, the list shows the stored ids rather than nothing.
const serviceName = await loadServiceNames(locale).catch(() => storedServiceName);

const i18n = staffI18n(locale, serviceName);
document.title = i18n.t('title');
const root = document.getElementById('staff-root');
if (root) {
  createRoot(root).render(
    <StrictMode>
      <App i18n={i18n} />
    </StrictMode>,
  );
}
