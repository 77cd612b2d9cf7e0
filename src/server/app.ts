import fastifyStatic from '@fastify/static';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { createTransport } from 'nodemailer';
import { join } from 'node:path';
import type { FormsSettings } from './config';
import { clientErrorHandler } from './clientError';
import { formsPlugin } from './forms/plugin';
import { stylesheetHref } from './forms/resultPage';
import { Outbox } from './mail/Outbox';
import { PageStore } from './pages';
import { registerSecurityHeaders } from './securityHeaders';
import { SubmissionStore } from './store/SubmissionStore';

export interface ServerOptions {
  /** The build output: client/ (assets) and pages/ (prerendered HTML). */
  distDir: string;
  forms: FormsSettings;
  logger?: FastifyServerOptions['logger'];
  /** Which proxies may set X-Forwarded-For (rate limits count the client's address). */
  trustProxy?: FastifyServerOptions['trustProxy'];
}

const ONE_YEAR = 365 * 24 * 3600;

/** The production server: prerendered pages, static assets, security headers and the form API. */
export async function buildServer({ distDir, forms, logger = false, trustProxy = 'loopback' }: ServerOptions): Promise<FastifyInstance> {
  const app = Fastify({ logger, trustProxy, return503OnClosing: true, clientErrorHandler });
  await registerSecurityHeaders(app);

  const store = new SubmissionStore(forms.dataDir);
  const outbox = forms.mail
    ? new Outbox({
        store,
        send: (() => {
          const { host, port, secure, user, pass } = forms.mail;
          const transport = createTransport({ host, port, secure, ...(user && pass ? { auth: { user, pass } } : {}) });
          return (message) => transport.sendMail(message);
        })(),
        from: forms.mail.from,
        to: forms.mail.to,
        logger: app.log,
      })
    : undefined;
  outbox?.start();
  app.addHook('onClose', async () => {
    await outbox?.stop();
    store.close();
  });
  await app.register(formsPlugin, { store, outbox, rateLimit: forms.rateLimit, stylesheet: stylesheetHref(distDir) });

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
