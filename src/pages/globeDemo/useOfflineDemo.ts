import { useEffect } from 'react';
import { whenQuietAfterLoad } from '../../browser/whenQuiet';
import { offlineRegistration, serviceWorkerUrl } from './offlinePaths';

/**
 * Makes the demo work offline after one visit (build/offlineDemo.ts): its service worker is registered
 * only from the demo, once the page has loaded and run quietly for a few seconds, so no other page, no
 * first paint and no start-up pays for it. A build with VITE_SERVICE_WORKER=off ships a worker that
 * removes itself; this page then registers nothing more.
 */
export function useOfflineDemo(): void {
  useEffect(() => {
    if (!('serviceWorker' in navigator) || import.meta.env.VITE_SERVICE_WORKER === 'off') return;
    return whenQuietAfterLoad(() => {
      // updateViaCache 'none': the browser asks the server for a new worker on every visit, whatever the HTTP cache says.
      navigator.serviceWorker.register(serviceWorkerUrl, { scope: '/', updateViaCache: 'none' }).catch(() => {
        // Private windows and some browsers refuse workers: the demo runs online as before.
      });
    }, offlineRegistration);
  }, []);
}
