import CMS, { type CustomPreviewTemplateProps } from '@sveltia/cms';
import { createRoot, type Root } from 'react-dom/client';
import { EntryPreview, type EntryKind } from './EntryPreview';

/**
 * The preview pane in the site's design (Sveltia's CMS.registerPreviewStyle and registerPreviewTemplate): the site's
 * own built stylesheet in the pane's frame, and each collection's entry drawn by the site's views. Sveltia renders a
 * template with its own copy of React, which the site's components (hooks, context, their icons) cannot run in: the
 * template only places an element, and the site's React renders the preview into it, once per change of the entry.
 */
const roots = new WeakMap<HTMLElement, Root>();

function siteTemplate(kind: EntryKind) {
  return function SitePreview({ entry, document: frame }: CustomPreviewTemplateProps) {
    // The pane's language's values, as plain data (front matter and body).
    const data: unknown = entry.toJS().data;
    const preview = <EntryPreview kind={kind} data={data} frame={frame} />;
    const place = (node: HTMLDivElement | null) => {
      if (!node) return;
      const root = roots.get(node) ?? createRoot(node);
      roots.set(node, root);
      root.render(preview);
    };
    return <div ref={place} />;
  };
}

/** `stylesheet`: the site's built CSS (/assets/…css, from the client build's manifest: src/admin/vite.config.ts). */
export function registerSitePreview(stylesheet: string): void {
  CMS.registerPreviewStyle(stylesheet);
  // By collection name (admin/cmsConfig.ts).
  for (const kind of ['news', 'jobs'] as const) CMS.registerPreviewTemplate(kind, siteTemplate(kind));
}
