import { useEffect, useRef } from 'react';
import { afterNextPaint } from '../browser/afterNextPaint';
import { useI18n } from '../i18n/I18nProvider';
import { headData, pageHeadAttribute, pageHeadTags, type HeadData } from '../routes/head';
import { useCurrentRoute } from '../routes/useCurrentRoute';

function applyHead(head: HeadData): void {
  document.documentElement.lang = head.lang;
  document.title = head.title;
  // The tags differ in number from page to page (the 404 has no canonical, alternates or picture): all replaced.
  document.head.querySelectorAll(`[${pageHeadAttribute}]`).forEach((element) => element.remove());
  const elements = pageHeadTags(head).map(({ element, attributes }) => {
    const tag = document.createElement(element);
    Object.entries(attributes).forEach(([name, value]) => tag.setAttribute(name, value));
    tag.setAttribute(pageHeadAttribute, '');
    return tag;
  });
  document.head.append(...elements);
}

/**
 * Keeps <head> and <html lang> in step with client-side navigation, once the new page is painted; the prerender
 * wrote the first page's.
 */
export function DocumentHead() {
  const { t, locale } = useI18n();
  const { route } = useCurrentRoute();
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    // Once the new page is painted: nothing of the head is on screen (issue 57).
    return afterNextPaint(() => applyHead(headData(route, locale, t)));
  }, [route, locale, t]);
  return null;
}
