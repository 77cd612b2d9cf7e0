import Send from 'lucide-react/icons/send';
import { Suspense, use, useEffect, useSyncExternalStore } from 'react';
import { ArticleView } from '../../components/entries/ArticleView';
import { JobView } from '../../components/entries/JobView';
import { I18nProvider, useI18n } from '../../i18n/I18nProvider';
import { loadMessages } from '../../i18n/load';
import { isLocale, type Locale } from '../../i18n/locales';
import type { contentFolders } from '../cmsConfig';
import { draftArticle, draftJob } from './draft';

/**
 * The editor's preview of an entry, drawn by the site's own views (components/entries/) with the site's words, in
 * the preview's frame, which carries the site's stylesheet (register.tsx). Light or dark as the editor is: the
 * site's dark theme is its `dark` class on <html>, set here on the frame's.
 */
export type EntryKind = keyof typeof contentFolders;

/** The editor's theme: Sveltia marks its <html> data-theme="dark" or "light" (its setting, or the system's). */
function editorIsDark(): boolean {
  const theme = document.documentElement.dataset.theme;
  return theme ? theme === 'dark' : window.matchMedia('(prefers-color-scheme: dark)').matches;
}

function watchEditorTheme(changed: () => void): () => void {
  const observer = new MutationObserver(changed);
  observer.observe(document.documentElement, { attributes: true, attributeFilter: ['data-theme'] });
  const system = window.matchMedia('(prefers-color-scheme: dark)');
  system.addEventListener('change', changed);
  return () => {
    observer.disconnect();
    system.removeEventListener('change', changed);
  };
}

/** The entry in the site's view for its collection, in the words of the I18nProvider above it. */
export function PreviewedEntry({ kind, data }: { kind: EntryKind; data: unknown }) {
  const { t, locale } = useI18n();
  if (kind === 'news') {
    const article = draftArticle(data, locale);
    // Topics as the page's pills; in the preview they lead nowhere.
    return <ArticleView article={article} html={article.html} topic={(tag) => t(`blog.tags.${tag}`)} />;
  }
  const job = draftJob(data, locale);
  const apply = (
    <span className="button button--primary">
      <Send aria-hidden="true" size={18} />
      {t('careers.apply')}
    </span>
  );
  return <JobView job={job} html={job.html} apply={apply} />;
}

function Words({ locale, kind, data }: { locale: Locale; kind: EntryKind; data: unknown }) {
  // The core and the pages' part, loaded once per language and kept (i18n/load.ts).
  const messages = use(loadMessages(locale, ['company']));
  return (
    <I18nProvider locale={locale} messages={messages}>
      <PreviewedEntry kind={kind} data={data} />
    </I18nProvider>
  );
}

export function EntryPreview({ kind, data, frame }: { kind: EntryKind; data: unknown; frame: Document }) {
  const dark = useSyncExternalStore(watchEditorTheme, editorIsDark);
  useEffect(() => {
    frame.documentElement.classList.toggle('dark', dark);
  }, [frame, dark]);
  // The frame's language is the pane's (Sveltia writes it on the frame's <html>).
  const lang = frame.documentElement.lang;
  const locale: Locale = isLocale(lang) ? lang : 'de';
  return (
    <main id="main">
      <Suspense>
        <Words locale={locale} kind={kind} data={data} />
      </Suspense>
    </main>
  );
}
