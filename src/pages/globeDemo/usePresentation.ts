/**
 * Presentation mode: one variant fills the screen (in browser full screen where the browser allows it).
 * Controls and cursor step aside after 2 s without pointer movement and come back on movement.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { wakeGlobe } from '../../globe';
import { type PresentationBackground } from '../../globe/demo';
import { presentingClass } from '../../state/demoStart';

/** Controls and cursor hide after this long without pointer movement or a key. */
const presentationIdleMs = 2000;

export interface Presentation {
  /** No pointer movement for a while: controls and cursor are hidden. */
  idle: boolean;
  /** The browser refused full screen without a gesture (a link opened presenting): one click enters it. */
  needsGesture: boolean;
  toggleFullscreen: () => void;
}

const enterFullscreen = (): Promise<void> => {
  try {
    return document.documentElement.requestFullscreen();
  } catch {
    // No Fullscreen API (iPhone Safari): the window-filling tile is the presentation.
    return Promise.reject(new Error('no fullscreen'));
  }
};

export function usePresentation(
  presenting: boolean,
  background: PresentationBackground,
  leave: () => void,
): Presentation {
  const [idle, setIdle] = useState(false);
  const [needsGesture, setNeedsGesture] = useState(false);
  // Full screen left by the F key keeps presenting; left by the browser (Escape) ends the presentation.
  const leavingFullscreenOnPurpose = useRef(false);

  useEffect(() => {
    if (!presenting) return;
    const root = document.documentElement;
    root.classList.add(presentingClass);
    wakeGlobe();
    let awaitingGesture = false;
    const enterOnGesture = (): void => {
      document.removeEventListener('pointerdown', enterOnGesture);
      setNeedsGesture(false);
      void enterFullscreen().catch(() => undefined);
    };
    if (!document.fullscreenElement) {
      enterFullscreen().catch(() => {
        // Refused without a user gesture (a link opened the presentation): the next click anywhere enters it.
        if (!root.classList.contains(presentingClass) || !('requestFullscreen' in root)) return;
        awaitingGesture = true;
        setNeedsGesture(true);
        document.addEventListener('pointerdown', enterOnGesture);
      });
    }
    const onFullscreen = (): void => {
      if (document.fullscreenElement) return;
      if (leavingFullscreenOnPurpose.current) leavingFullscreenOnPurpose.current = false;
      else leave();
    };
    document.addEventListener('fullscreenchange', onFullscreen);
    return () => {
      root.classList.remove(presentingClass);
      wakeGlobe();
      document.removeEventListener('fullscreenchange', onFullscreen);
      if (awaitingGesture) document.removeEventListener('pointerdown', enterOnGesture);
      setNeedsGesture(false);
      if (document.fullscreenElement) {
        leavingFullscreenOnPurpose.current = true;
        void document.exitFullscreen().catch(() => undefined);
      }
    };
  }, [presenting, leave]);

  useEffect(() => {
    if (!presenting) return;
    document.documentElement.dataset.presentationBg = background;
    return () => {
      delete document.documentElement.dataset.presentationBg;
    };
  }, [presenting, background]);

  useEffect(() => {
    if (!presenting) return;
    let timer = window.setTimeout(() => setIdle(true), presentationIdleMs);
    const active = (): void => {
      setIdle(false);
      window.clearTimeout(timer);
      timer = window.setTimeout(() => setIdle(true), presentationIdleMs);
    };
    const events = ['pointermove', 'pointerdown', 'keydown'] as const;
    for (const name of events) window.addEventListener(name, active, { passive: true });
    return () => {
      window.clearTimeout(timer);
      for (const name of events) window.removeEventListener(name, active);
      setIdle(false);
    };
  }, [presenting]);

  const toggleFullscreen = useCallback(() => {
    if (document.fullscreenElement) {
      leavingFullscreenOnPurpose.current = true;
      void document.exitFullscreen().catch(() => undefined);
    } else {
      setNeedsGesture(false);
      void enterFullscreen().catch(() => undefined);
    }
  }, []);

  return { idle, needsGesture, toggleFullscreen };
}
