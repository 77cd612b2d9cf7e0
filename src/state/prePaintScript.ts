import { createHash } from 'node:crypto';
import script from 'virtual:pre-paint-script';

/**
 * Runs in <head> before first paint so the page never flashes the wrong theme. It also marks <html>:
 * `js`, as the page will hydrate, so CSS can show the first paint in its hydrated shape (the service tabs'
 * one open panel) instead of the no-script shape (every panel open); and `consent-pending` while no
 * consent is stored, so the banner shows with the page instead of popping up after hydration. Its source
 * is prePaintEntry.ts, bundled and minified at build time (build/prePaintPlugin.ts). The server allows it
 * in its Content-Security-Policy by hash (see server/securityHeaders.ts): keep it small and static.
 */
export const prePaintScript: string = script;

/** CSP source expression for the inline pre-paint script. Node-only (prerender and server). */
export function prePaintScriptHash(): string {
  return `'sha256-${createHash('sha256').update(prePaintScript).digest('base64')}'`;
}
