/**
 * The editor's preview pane shows an entry as its page will (src/admin/preview/): the sample article and opening,
 * read as the editor holds them (front matter and body of one language), come out of the preview with the page's
 * markup, words, pay and body, as the prerender renders the published page. What the page has beyond the entry
 * (its way back to the list, the links) is the page's own.
 */
import { readFileSync } from 'node:fs';
import matter from 'gray-matter';
import { renderToStaticMarkup } from 'react-dom/server';
import { Window } from 'happy-dom';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { PreviewedEntry, type EntryKind } from '../../src/admin/preview/EntryPreview';
import { draftJob } from '../../src/admin/preview/draft';
import { allMessages } from '../../src/i18n/allMessages';
import { I18nProvider } from '../../src/i18n/I18nProvider';
import type { Locale } from '../../src/i18n/locales';
import { routes } from '../../src/routes/routes';
import { render, texts } from './support/renderedPage';

vi.mock('../../src/content/collections/published', async () =>
  (await import('./support/fixtureCollections')).fixtureCollections(),
);

const parser = new new Window().DOMParser();

/** A sample file as the editor reads it: its fields, days as the picker writes them, and its body. */
function editorValues(file: string): Record<string, unknown> {
  const { data, content } = matter(readFileSync(new URL(`../fixtures/content/${file}`, import.meta.url), 'utf8'));
  const values = Object.fromEntries(
    Object.entries(data).map(([key, value]) => [key, value instanceof Date ? value.toISOString().slice(0, 10) : value]),
  );
  return { ...values, body: content };
}

function preview(kind: EntryKind, file: string, locale: Locale): Element {
  const html = renderToStaticMarkup(
    <I18nProvider locale={locale} messages={allMessages[locale]}>
      <PreviewedEntry kind={kind} data={editorValues(file)} />
    </I18nProvider>,
  );
  const article = parser.parseFromString(html, 'text/html').querySelector('article');
  if (!article) throw new Error('the preview drew no article');
  return article as unknown as Element;
}

async function page(collection: EntryKind, slug: string, locale: Locale): Promise<Element> {
  const route = routes.find((candidate) => candidate.entry?.collection === collection && candidate.entry.slug === slug);
  if (!route) throw new Error(`no page for ${slug}`);
  const article = (await render(route, locale)).document.querySelector('main article');
  if (!article) throw new Error(`${slug} has no article`);
  return article;
}

/** The page's parts, by their classes in order, leaving out what only the page has (its way back). */
const skeleton = (article: Element): string[] =>
  [article, ...article.querySelectorAll('[class]')]
    .filter((element) => !element.closest('.back-link'))
    .map((element) => element.getAttribute('class') ?? '');

const shown = (article: Element, selector: string): string[] => texts(article.querySelectorAll(selector));

describe("the editor's preview in the site's design", () => {
  let jobPage: Element;
  let articlePage: Element;
  beforeAll(async () => {
    [jobPage, articlePage] = await Promise.all([
      page('jobs', 'it-support-specialist', 'de'),
      page('news', 'solar-park-brandenburg', 'de'),
    ]);
  }, 60_000);

  it('shows an opening with the page’s markup, facts (its pay as the page states it) and text', () => {
    const drawn = preview('jobs', 'jobs/it-support-specialist.de.md', 'de');
    expect(skeleton(drawn)).toEqual(skeleton(jobPage));
    expect(shown(drawn, 'h1, .lead, .eyebrow')).toEqual(shown(jobPage, 'h1, .lead, .eyebrow'));
    expect(shown(drawn, '.fact-list dt, .fact-list dd')).toEqual(shown(jobPage, '.fact-list dt, .fact-list dd'));
    expect(shown(drawn, '.fact-list dd')).toContain('42.000–52.000\u00a0€ brutto im Jahr');
    expect(drawn.querySelector('.prose')?.innerHTML).toBe(jobPage.querySelector('.prose')?.innerHTML);
    expect(shown(drawn, '.button')).toEqual(shown(jobPage, '.button'));
  });

  it('shows an article with the page’s markup, category, day, reading time, text and topics', () => {
    const drawn = preview('news', 'news/solar-park-brandenburg.de.md', 'de');
    expect(skeleton(drawn)).toEqual(skeleton(articlePage));
    expect(shown(drawn, 'h1, .lead, .eyebrow, .article-facts')).toEqual(
      shown(articlePage, 'h1, .lead, .eyebrow, .article-facts'),
    );
    // Headings start at h2 whatever the writer typed, links as the page carries them.
    expect(drawn.querySelector('.prose')?.innerHTML).toBe(articlePage.querySelector('.prose')?.innerHTML);
    expect(shown(drawn, '.blog__tags li')).toEqual(shown(articlePage, '.blog__tags li'));
  });

  it('shows a half-written opening without failing: what is missing stays empty', () => {
    const job = draftJob({ title: 'Buchhaltung (m/w/d)', salary: { min: 3200 } }, 'de');
    expect(job).toMatchObject({
      title: 'Buchhaltung (m/w/d)',
      payRange: '3.200\u00a0€',
      datePostedText: '',
      summary: '',
    });
    expect(draftJob(undefined, 'tr')).toMatchObject({ payRange: '…', employmentType: 'FULL_TIME', html: '' });
  });
});
