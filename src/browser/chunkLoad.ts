/**
 * A chunk of code or words that could not be fetched: the visitor is offline, or a newer deployment has
 * replaced the build the page came from. The server still has the page, so the shell reloads it
 * (app/ReloadOnMissingChunk.tsx) instead of showing an error.
 */
export class ChunkLoadError extends Error {
  constructor(cause: unknown) {
    super('A chunk of the site could not be loaded', { cause });
    this.name = 'ChunkLoadError';
  }
}

/** The promise of a dynamic import, its failure named as a missing chunk. */
export function loadingChunk<T>(load: Promise<T>): Promise<T> {
  return load.catch((cause: unknown) => {
    throw new ChunkLoadError(cause);
  });
}

/**
 * A promise as React's `use()` reads it: once settled it carries its outcome, so a render that asks for
 * something already here reads it at once instead of suspending for a microtask.
 */
export function settledForReact<T>(promise: Promise<T>): Promise<T> {
  const tracked = promise as Promise<T> & { status?: string; value?: T; reason?: unknown };
  tracked.then(
    (value) => Object.assign(tracked, { status: 'fulfilled', value }),
    (reason: unknown) => Object.assign(tracked, { status: 'rejected', reason }),
  );
  return tracked;
}
