import { createServer, type Server } from 'node:http';
import type { Registry } from 'prom-client';

export interface MetricsListen {
  port: number;
  /** 127.0.0.1 unless METRICS_HOST says otherwise: the numbers are for the operator's scraper only. */
  host: string;
}

/** GET /metrics on a listener of its own; everything else 404. Never on the public port. */
export async function serveMetrics(registry: Registry, { port, host }: MetricsListen): Promise<Server> {
  const server = createServer((request, response) => {
    if (request.method !== 'GET' || request.url !== '/metrics') {
      response.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' }).end('Not found\n');
      return;
    }
    registry.metrics().then(
      (text) =>
        response.writeHead(200, { 'content-type': registry.contentType, 'cache-control': 'no-store' }).end(text),
      (error: unknown) =>
        response.writeHead(500, { 'content-type': 'text/plain; charset=utf-8' }).end(`${String(error)}\n`),
    );
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  return server;
}
