import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { adminAssetsPrefix, adminPage, cacheControl } from './hosting/rules';

/**
 * The staff editor from dist/admin (built by src/admin/vite.config.ts): its page at /admin/, /admin sent
 * there, its hashed files below /admin/assets/. Its headers come from securityHeadersFor (by path).
 * A build without the editor answers these paths as any unknown one: the 404 page.
 */
export async function registerAdmin(app: FastifyInstance, distDir: string): Promise<void> {
  const directory = join(distDir, 'admin');
  const pageFile = join(directory, 'index.html');
  if (!existsSync(pageFile)) return;
  const page = readFileSync(pageFile);

  app.get(adminPage.slice(0, -1), (request, reply) => {
    const query = request.url.split('?', 2)[1];
    return reply.redirect(`${adminPage}${query ? `?${query}` : ''}`, 301);
  });
  app.get(adminPage, (_request, reply) =>
    reply.type('text/html; charset=utf-8').header('Cache-Control', cacheControl.page).send(page),
  );

  await app.register(fastifyStatic, {
    root: join(directory, 'assets'),
    prefix: adminAssetsPrefix,
    decorateReply: false,
    wildcard: false,
    index: false,
    preCompressed: true,
    cacheControl: false,
    globIgnore: ['**/*.br', '**/*.gz'],
    setHeaders(response) {
      response.setHeader('Cache-Control', cacheControl.hashedAsset);
      response.setHeader('Vary', 'Accept-Encoding');
    },
  });
}
