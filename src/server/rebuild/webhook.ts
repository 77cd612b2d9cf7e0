/**
 * GitHub's push webhook, `POST /api/rebuild`: when the site's branch moved (the editor saved), it asks for a
 * build and does nothing else; systemd starts the runner on the request file (deploy/systemd/). GitHub signs
 * each delivery's body with the shared secret (REBUILD_WEBHOOK_SECRET), HMAC-SHA256 in `X-Hub-Signature-256`;
 * a body without its signature is refused before it is read as JSON, so nobody else can make the machine
 * build, however often they call.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { requestRebuild } from '../../serverKit';

export interface WebhookSettings {
  /** REBUILD_WEBHOOK_SECRET, as entered in the repository's webhook on GitHub. */
  secret: string;
  /** REBUILD_DIR: where the request is written (serverKit/rebuild.ts). */
  dir: string;
  /** The branch the site is built from: a push to another branch builds nothing. */
  branch: string;
  now?: () => number;
}

/** GitHub's push payloads can be large (many commits); 5 MB holds any the editor makes. */
const bodyLimit = 5 * 1024 * 1024;

/** Whether `signature` ("sha256=<hex>") is the body's HMAC under the secret, compared in constant time. */
function signedBy(secret: string, body: Buffer, signature: string | undefined): boolean {
  if (!signature?.startsWith('sha256=')) return false;
  const given = Buffer.from(signature.slice('sha256='.length), 'hex');
  const expected = createHmac('sha256', secret).update(body).digest();
  return given.length === expected.length && timingSafeEqual(given, expected);
}

const problem = (reply: FastifyReply, status: number, title: string) =>
  reply.code(status).type('application/problem+json; charset=utf-8').send({ type: 'about:blank', status, title });

/** The pushed branch, from a push event's body; undefined for a body that is no push. */
function pushedRef(body: Buffer): string | undefined {
  try {
    const event: unknown = JSON.parse(body.toString('utf8'));
    return typeof event === 'object' && event !== null && 'ref' in event && typeof event.ref === 'string'
      ? event.ref
      : undefined;
  } catch {
    return undefined;
  }
}

export async function registerRebuildWebhook(app: FastifyInstance, settings: WebhookSettings): Promise<void> {
  await app.register((scope, _options, done) => {
    // The signature is over the bytes as sent: the body stays bytes until it is checked.
    scope.addContentTypeParser(
      ['application/json', 'application/x-www-form-urlencoded'],
      { parseAs: 'buffer', bodyLimit },
      (_request, body, parsed) => {
        parsed(null, body);
      },
    );
    scope.post('/api/rebuild', { bodyLimit }, async (request, reply) => {
      const body = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
      const signature = request.headers['x-hub-signature-256'];
      if (!signedBy(settings.secret, body, typeof signature === 'string' ? signature : undefined))
        return problem(reply, 401, 'The signature does not match the body');
      const event = request.headers['x-github-event'];
      if (event === 'ping') return reply.code(200).send({ ok: true });
      // Another event, or a push to another branch, builds nothing: GitHub is told it arrived.
      if (event !== 'push' || pushedRef(body) !== `refs/heads/${settings.branch}`)
        return reply.code(202).send({ requested: false });
      const requested = requestRebuild(settings.dir, 'github', settings.now?.());
      request.log.info({ rebuildRequestedAt: requested.at }, 'rebuild requested by a push');
      return reply.code(202).send({ requested: true });
    });
    done();
  });
}
