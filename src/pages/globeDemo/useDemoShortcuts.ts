/** The demo's keyboard shortcuts (listed in ShortcutsDialog); they never take a key a focused control uses. */
import { useEffect, useRef } from 'react';

export interface ShortcutActions {
  presenting: boolean;
  choose: (index: number) => void;
  step: (by: number) => void;
  togglePresenting: () => void;
  leave: () => void;
  togglePause: () => void;
  reset: () => void;
  toggleFullscreen: () => void;
  openHelp: () => void;
  /** Blank the presentation to black, or bring it back. */
  toggleBlank: () => void;
}

/** A presentation clicker sends Page Up and Page Down for its back and forward buttons. */
const stepKeys: ReadonlyMap<string, number> = new Map([
  ['ArrowLeft', -1],
  ['PageUp', -1],
  ['ArrowRight', 1],
  ['PageDown', 1],
]);

const textEntry = new Set(['text', 'email', 'search', 'number', 'tel', 'url', 'password', 'color', 'date', 'time']);
const sliderKeys = new Set(['ArrowLeft', 'ArrowRight', 'ArrowUp', 'ArrowDown', 'Home', 'End', 'PageUp', 'PageDown']);

/** Does the focused element use this key itself (typing, moving a slider, pressing a button)? */
export function controlTakesKey(target: EventTarget | null, key: string): boolean {
  if (!(target instanceof HTMLElement) || key === 'Escape') return false;
  if (target.isContentEditable || target instanceof HTMLTextAreaElement || target instanceof HTMLSelectElement)
    return true;
  if (target instanceof HTMLInputElement) {
    if (target.type === 'range') return sliderKeys.has(key);
    if (target.type === 'radio') return sliderKeys.has(key) || key === ' ';
    if (target.type === 'checkbox') return key === ' ';
    return textEntry.has(target.type) || key === ' ' || key === 'Enter';
  }
  const pressable =
    target instanceof HTMLButtonElement ||
    target instanceof HTMLAnchorElement ||
    target.getAttribute('role') === 'button';
  return pressable && (key === ' ' || key === 'Enter');
}

export function useDemoShortcuts(actions: ShortcutActions): void {
  // The listener is added once and reads the latest actions.
  const latest = useRef(actions);
  useEffect(() => {
    latest.current = actions;
  });

  useEffect(() => {
    const onKey = (event: KeyboardEvent): void => {
      if (event.defaultPrevented || event.ctrlKey || event.metaKey || event.altKey) return;
      // An open dialog (the shortcut list) keeps its keys to itself.
      if (document.querySelector('dialog[open]') || controlTakesKey(event.target, event.key)) return;
      const act = latest.current;
      const key = event.key.length === 1 ? event.key.toLowerCase() : event.key;
      const handled = ((): boolean => {
        if (key === '?') act.openHelp();
        else if (/^[1-4]$/.test(key)) act.choose(Number(key) - 1);
        else if (key === 'p') act.togglePresenting();
        else if (stepKeys.has(key) && act.presenting) act.step(stepKeys.get(key) ?? 0);
        else if ((key === 'b' || key === '.') && act.presenting) act.toggleBlank();
        else if (key === ' ') act.togglePause();
        else if (key === 'r') act.reset();
        else if (key === 'f') act.toggleFullscreen();
        else if (key === 'Escape' && act.presenting) act.leave();
        else return false;
        return true;
      })();
      if (handled) event.preventDefault();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);
}
