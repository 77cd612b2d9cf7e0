// The editor's preview renders articles too (content/collections/markdown.ts): the escaping stands in the base.
export { escapeHtml } from '../content/html';

/** JSON inside <script type="application/ld+json">: "<" escaped so no "</script>" can end it early. */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c');
}
