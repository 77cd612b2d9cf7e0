/** A worker's global scope, typed by its messages (the DOM lib has no worker types). */
interface WorkerScope<Incoming, Outgoing> {
  postMessage(message: Outgoing): void;
  onmessage: ((event: MessageEvent<Incoming>) => void) | null;
}

export function workerScope<Incoming, Outgoing = never>() {
  const scope: unknown = self;
  return scope as WorkerScope<Incoming, Outgoing>;
}
