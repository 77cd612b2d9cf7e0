/** Presentation mode: one variant fills the screen (in browser fullscreen where the browser allows it). */
import { useCallback, useEffect, useState } from 'react';
import { globeRuntime } from '../../globe/runtime';

export function usePresentation(): { presenting: boolean; start: () => void; stop: () => void } {
  const [presenting, setPresenting] = useState(false);

  const stop = useCallback(() => {
    setPresenting(false);
    if (document.fullscreenElement) void document.exitFullscreen().catch(() => undefined);
  }, []);

  const start = useCallback(() => {
    setPresenting(true);
    // Fullscreen may be refused (iframes, some phones): the variant still fills the window.
    try {
      void document.documentElement.requestFullscreen().catch(() => undefined);
    } catch {
      // No Fullscreen API (iPhone Safari): the window-filling tile is the presentation.
    }
  }, []);

  useEffect(() => {
    if (!presenting) return;
    document.documentElement.classList.add('globe-presenting');
    globeRuntime().wake();
    const onKey = (event: KeyboardEvent): void => {
      if (event.key === 'Escape') stop();
    };
    const onFullscreen = (): void => {
      if (!document.fullscreenElement) setPresenting(false);
    };
    window.addEventListener('keydown', onKey);
    document.addEventListener('fullscreenchange', onFullscreen);
    return () => {
      document.documentElement.classList.remove('globe-presenting');
      globeRuntime().wake();
      window.removeEventListener('keydown', onKey);
      document.removeEventListener('fullscreenchange', onFullscreen);
    };
  }, [presenting, stop]);

  return { presenting, start, stop };
}
