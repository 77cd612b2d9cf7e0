import { company } from '../content/company';
import type { AdminWords } from './words';

/**
 * The editor's own pages, drawn before (or instead of) Sveltia CMS: plain DOM, text set as text. While the
 * site was built without its repository, /admin/ says so and what to set, instead of Sveltia's sign-in asking
 * for the placeholder repository "REPOSITORY".
 */

/** The settings the administrator builds with (README, "Publishing news and jobs"), each with its words. */
const settings = [
  ['CMS_GITHUB_REPO', 'repo'],
  ['CMS_GITHUB_BRANCH', 'branch'],
  ['CMS_AUTH_URL', 'authUrl'],
] as const;

function element<Tag extends keyof HTMLElementTagNameMap>(
  tag: Tag,
  text?: string,
  attributes: Readonly<Record<string, string>> = {},
): HTMLElementTagNameMap[Tag] {
  const made = document.createElement(tag);
  if (text !== undefined) made.textContent = text;
  for (const [name, value] of Object.entries(attributes)) made.setAttribute(name, value);
  return made;
}

/** The frame of both pages: the company's logo and name, then the page's own content in <main>. */
function frame(words: AdminWords, locale: string, ...content: HTMLElement[]): void {
  document.documentElement.lang = locale;
  document.title = `${company.name} · ${words.title}`;
  const header = element('header', undefined, { class: 'admin-brand' });
  header.append(element('img', undefined, { src: '/logo.svg', alt: '', width: '40', height: '40' }));
  header.append(element('span', company.name));
  const main = element('main', undefined, { class: 'admin-page', id: 'content' });
  main.append(...content);
  document.body.replaceChildren(header, main);
}

const guideHref = '/admin/?guide';
const localRepositoryHref = '/admin/?local';

/** Where the site was built without CMS_GITHUB_REPO: what is missing, whom to ask, and the guide. */
export function showNotSetUp(words: AdminWords, locale: string, offerLocal: boolean): void {
  const { notSetUp } = words;
  const list = element('dl', undefined, { class: 'admin-settings' });
  for (const [name, key] of settings) list.append(element('dt', name), element('dd', notSetUp[key]));
  const guide = element('p');
  guide.append(element('a', words.guide.read, { href: guideHref, class: 'admin-button' }));
  const content = [
    element('h1', notSetUp.heading),
    element('p', notSetUp.intro),
    element('p', notSetUp.askAdministrator),
    list,
    element('p', notSetUp.readme),
    guide,
  ];
  if (offerLocal) {
    const local = element('p', `${notSetUp.developers} `, { class: 'admin-developers' });
    local.append(element('a', notSetUp.openLocal, { href: localRepositoryHref }));
    content.push(local);
  }
  frame(words, locale, ...content);
}

/** The publishing guide (docs/publishing-guide.md, rendered at build time from the repository's own file). */
export function showGuide(words: AdminWords, locale: string, guideHtml: string): void {
  const back = element('p');
  back.append(element('a', words.guide.back, { href: '/admin/' }));
  const article = element('article', undefined, { class: 'admin-guide' });
  // Our own Markdown file, rendered by the build: no visitor's text reaches it.
  article.innerHTML = guideHtml;
  frame(words, locale, back, article);
}

/** Beside Sveltia's sign-in screen: the guide, one click away (admin.css hides it once the editor is open). */
export function addGuideLink(words: AdminWords): void {
  document.body.append(element('a', words.guide.link, { href: guideHref, class: 'admin-guide-link' }));
}
