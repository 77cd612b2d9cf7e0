/** The worker's global scope, typed by the little the globe uses (the DOM lib has no worker types). */
import type { FromWorker, ToWorker } from './protocol';

interface WorkerScope {
  postMessage(message: FromWorker): void;
  onmessage: ((event: MessageEvent<ToWorker>) => void) | null;
}

export const workerScope = self as unknown as WorkerScope;
