import { useCallback, useEffect, useState } from 'react';
import { useMounted } from '../../browser/useMounted';
import { serviceWorkerUrl } from './offlinePaths';

/** Where the demo's offline copy stands in this browser. */
type OfflineCopyState = 'unsupported' | 'absent' | 'saving' | 'saved' | 'failed';

export interface OfflineCopy {
  state: OfflineCopyState;
  save: () => void;
  remove: () => void;
}

const supported = (): boolean => 'serviceWorker' in navigator && import.meta.env.VITE_SERVICE_WORKER !== 'off';

/**
 * The demo's copy for use without internet (build/offlineDemo.ts), kept only at the visitor's express
 * request (privacy policy; § 25 Abs. 2 Nr. 2 TDDDG): until "save" is pressed, no service worker registers
 * and nothing is written to Cache Storage. "Remove" unregisters the worker and deletes its caches. A build
 * with VITE_SERVICE_WORKER=off offers neither.
 */
export function useOfflineDemo(): OfflineCopy {
  const [state, setState] = useState<Exclude<OfflineCopyState, 'unsupported'>>('absent');
  // The prerender and the hydrating render offer the button; a browser without workers then hides it.
  const mounted = useMounted();

  useEffect(() => {
    if (!supported()) return;
    let current = true;
    void navigator.serviceWorker.getRegistration().then((registration) => {
      if (current && registration) setState('saved');
    });
    return () => {
      current = false;
    };
  }, []);

  const save = useCallback(() => {
    setState('saving');
    // updateViaCache 'none': the browser asks the server for a new worker on every visit, whatever the HTTP cache says.
    navigator.serviceWorker
      .register(serviceWorkerUrl, { scope: '/', updateViaCache: 'none' })
      // Ready once the worker is active: it has precached everything while installing.
      .then(() => navigator.serviceWorker.ready)
      .then(
        () => setState('saved'),
        // Private windows and some browsers refuse workers: the demo runs online as before.
        () => setState('failed'),
      );
  }, []);

  const remove = useCallback(() => {
    void (async () => {
      const registrations = await navigator.serviceWorker.getRegistrations();
      await Promise.all(registrations.map((registration) => registration.unregister()));
      // Every cache of this origin is the offline copy's: the site keeps nothing else there.
      await Promise.all((await caches.keys()).map((name) => caches.delete(name)));
      setState('absent');
    })();
  }, []);

  return { state: mounted && !supported() ? 'unsupported' : state, save, remove };
}
