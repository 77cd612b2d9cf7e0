import { useEffect } from 'react';
import { afterNextPaint } from '../navigation/afterNextPaint';
import { navigation } from '../navigation/machine';
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

/** Keeps <head> and <html lang> in step with navigation, once the new page is painted (nothing of it is seen). */
export function DocumentHead() {
  const { t, locale } = useI18n();
  const { route } = useCurrentRoute();
  // A page no navigation brought has the prerender's.
  useEffect(
    () =>
      navigation.state().phase === 'idle' ? undefined : afterNextPaint(() => applyHead(headData(route, locale, t))),
    [route, locale, t],
  );
  return null;
}
