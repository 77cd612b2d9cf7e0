/**
 * Keeps the screen on while the demo presents or runs a kiosk, whose screen nobody touches: a Screen Wake
 * Lock, taken again whenever the page becomes visible (the browser releases it when the page is hidden).
 * Where the browser has no Wake Lock API the presenter's panel says so (StageControls.tsx).
 */
import { useEffect } from 'react';

export const wakeLockAvailable = (): boolean => typeof navigator !== 'undefined' && 'wakeLock' in navigator;

export function useWakeLock(active: boolean): void {
  useEffect(() => {
    if (!active || !wakeLockAvailable()) return;
    let lock: WakeLockSentinel | null = null;
    let ended = false;
    const take = (): void => {
      if (document.visibilityState !== 'visible' || (lock && !lock.released)) return;
      navigator.wakeLock.request('screen').then(
        (taken) => {
          if (ended) void taken.release().catch(() => undefined);
          else lock = taken;
        },
        // Refused (battery saver, a policy): the screen keeps the device's own timeout.
        () => undefined,
      );
    };
    take();
    document.addEventListener('visibilitychange', take);
    return () => {
      ended = true;
      document.removeEventListener('visibilitychange', take);
      void lock?.release().catch(() => undefined);
    };
  }, [active]);
}
