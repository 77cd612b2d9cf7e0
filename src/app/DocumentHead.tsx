import { useEffect } from 'react';
import { useI18n } from '../i18n/I18nProvider';
import { headData, shareTags, type HeadData } from '../routes/head';
import { useCurrentRoute } from '../routes/useCurrentRoute';

function setMeta(selector: string, attribute: 'content' | 'href', value: string | null): void {
  const element = document.head.querySelector(selector);
  if (!element) return;
  if (value === null) element.remove();
  else element.setAttribute(attribute, value);
}

function applyHead(head: HeadData): void {
  document.documentElement.lang = head.lang;
  document.title = head.title;
  setMeta('meta[name="description"]', 'content', head.description);
  setMeta('meta[property="og:title"]', 'content', head.title);
  setMeta('meta[property="og:description"]', 'content', head.description);
  setMeta('meta[property="og:locale"]', 'content', head.ogLocale);
  setMeta('meta[name="robots"]', 'content', head.robots);
  // Canonical and alternates change in number (the 404 has none): rebuild them.
  document.head.querySelectorAll('link[rel="canonical"], link[rel="alternate"][hreflang]').forEach((link) => link.remove());
  const links = [
    ...(head.canonical ? [{ rel: 'canonical', href: head.canonical }] : []),
    ...head.alternates.map((alternate) => ({ rel: 'alternate', href: alternate.href, hreflang: alternate.hreflang })),
  ];
  for (const attributes of links) {
    const link = document.createElement('link');
    Object.entries(attributes).forEach(([name, value]) => link.setAttribute(name, value));
    document.head.append(link);
  }
  // So do the preview's URL and picture (the 404 page has neither).
  document.head.querySelectorAll('meta[property="og:url"], meta[property^="og:image"], meta[name="twitter:card"]').forEach((meta) => meta.remove());
  for (const { attribute, key, content } of shareTags(head)) {
    const meta = document.createElement('meta');
    meta.setAttribute(attribute, key);
    meta.setAttribute('content', content);
    document.head.append(meta);
  }
}

/** Keeps <head> and <html lang> in step with client-side navigation (the prerender wrote the first one). */
export function DocumentHead() {
  const { t, locale } = useI18n();
  const { route } = useCurrentRoute();
  useEffect(() => applyHead(headData(route, locale, t)), [route, locale, t]);
  return null;
}
