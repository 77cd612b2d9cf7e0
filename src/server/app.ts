import fastifyStatic from '@fastify/static';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { join } from 'node:path';
import { PageStore } from './pages';
import { registerSecurityHeaders } from './securityHeaders';

export interface ServerOptions {
  /** The build output: client/ (assets) and pages/ (prerendered HTML). */
  distDir: string;
  logger?: FastifyServerOptions['logger'];
}

const ONE_YEAR = 365 * 24 * 3600;

/** The production server: prerendered pages, static assets, security headers. */
export async function buildServer({ distDir, logger = false }: ServerOptions): Promise<FastifyInstance> {
  const app = Fastify({ logger, trustProxy: true, return503OnClosing: true });
  await registerSecurityHeaders(app);

  await app.register(fastifyStatic, {
    root: join(distDir, 'client'),
    wildcard: false,
    index: false,
    preCompressed: true,
    cacheControl: false,
    globIgnore: ['.vite/**', '**/*.br', '**/*.gz'],
    setHeaders(response, path) {
      // Hashed file names never change content: cache them for a year. Everything else: revalidate hourly.
      const hashed = path.includes(join('client', 'assets'));
      response.setHeader('Cache-Control', hashed ? `public, max-age=${ONE_YEAR}, immutable` : 'public, max-age=3600');
    },
  });

  const pages = new PageStore(join(distDir, 'pages'));
  app.get('/*', async (request, reply) => {
    const [path = '/', query] = request.url.split('?', 2);
    if (path.length > 1 && path.endsWith('/')) {
      const target = path.replace(/\/+$/, '') || '/';
      return reply.redirect(query ? `${target}?${query}` : target, 301);
    }
    return pages.send(request, reply, path);
  });

  return app;
}
