import { createHash } from 'node:crypto';
import { storageKeys } from '../state/storage';

/**
 * Runs in <head> before first paint so the page never flashes the wrong theme. It also marks <html> with
 * `js`: the page will hydrate, so CSS can show the first paint in its hydrated shape (the service tabs'
 * one open panel) instead of the no-script shape (every panel open). The server allows it in
 * its Content-Security-Policy by hash (see server/securityHeaders.ts): keep it tiny and static.
 */
export const themeScript = `(function(){document.documentElement.classList.add("js");try{var s=localStorage.getItem(${JSON.stringify(storageKeys.theme)});var d=s?s==="dark":matchMedia("(prefers-color-scheme: dark)").matches;document.documentElement.classList.toggle("dark",d)}catch(e){}})();`;

/** CSP source expression for the inline theme script. Node-only (prerender and server). */
export function themeScriptHash(): string {
  return `'sha256-${createHash('sha256').update(themeScript).digest('base64')}'`;
}
