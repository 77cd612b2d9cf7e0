/**
 * "Sign in with GitHub" for the editor (/admin/, Sveltia CMS), through this server, so no writer creates a
 * token and no third party's worker holds the app's secret. The company's own OAuth app on GitHub
 * (GITHUB_OAUTH_CLIENT_ID and _SECRET) sends the writer back to `/api/github-sign-in/callback`; the server
 * trades the code for a token there and hands it to the editor's window by postMessage, to its own origin
 * only, as Sveltia's sign-in popup expects (`authorizing:github`, then `authorization:github:success:{…}`).
 */
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyReply } from 'fastify';
import * as z from 'zod';

export interface GitHubSignInSettings {
  clientId: string;
  clientSecret: string;
  /** Trades a code for a token at GitHub (tests give their own). */
  exchange?: (code: string) => Promise<{ token?: string | undefined; error?: string | undefined }>;
}

/** The path Sveltia opens (`base_url` + `auth_endpoint`, admin/cmsConfig.ts) and the app's callback below it. */
export const githubSignInPath = '/api/github-sign-in';
const stateCookie = 'github_sign_in_state';

const tokenAnswer = z.object({ access_token: z.string().optional(), error: z.string().optional() });

/** GitHub's token endpoint, asked for JSON. */
async function exchangeAtGitHub(clientId: string, clientSecret: string, code: string) {
  const response = await fetch('https://github.com/login/oauth/access_token', {
    method: 'POST',
    headers: { accept: 'application/json', 'content-type': 'application/json' },
    body: JSON.stringify({ client_id: clientId, client_secret: clientSecret, code }),
    signal: AbortSignal.timeout(15_000),
  });
  const answer = tokenAnswer.safeParse(await response.json());
  return answer.success
    ? { token: answer.data.access_token, error: answer.data.error }
    : { error: 'GitHub answered in an unknown form.' };
}

/**
 * The popup's last page: tells the editor's window (the opener, on this origin) the outcome. Its one inline
 * script is allowed by its own hash, nothing else runs; the popup may keep its opener (COOP unsafe-none).
 */
function handBack(reply: FastifyReply, outcome: { token: string } | { error: string }): FastifyReply {
  const message = `authorization:github:${'token' in outcome ? 'success' : 'error'}:${JSON.stringify({ provider: 'github', ...outcome })}`;
  const script = [
    `const message = ${JSON.stringify(message).replace(/</g, '\\u003c')};`,
    "window.addEventListener('message', (event) => {",
    "  if (event.origin === location.origin && event.data === 'authorizing:github') window.opener?.postMessage(message, location.origin);",
    '});',
    "window.opener?.postMessage('authorizing:github', location.origin);",
  ].join('\n');
  const hash = createHash('sha256').update(script).digest('base64');
  return reply
    .header(
      'Content-Security-Policy',
      `default-src 'none';script-src 'sha256-${hash}';base-uri 'none';frame-ancestors 'none'`,
    )
    .header('Cross-Origin-Opener-Policy', 'unsafe-none')
    .header('Cache-Control', 'no-store')
    .header('Set-Cookie', `${stateCookie}=; Path=${githubSignInPath}; Max-Age=0; HttpOnly; Secure; SameSite=Lax`)
    .type('text/html; charset=utf-8')
    .send(
      `<!doctype html><html><head><meta charset="utf-8"><title>GitHub</title></head><body><script>${script}</script></body></html>`,
    );
}

const cookieValue = (header: string | undefined): string | undefined =>
  header
    ?.split(';')
    .map((part) => part.trim())
    .find((part) => part.startsWith(`${stateCookie}=`))
    ?.slice(stateCookie.length + 1);

const sameText = (a: string, b: string): boolean =>
  a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));

export function registerGitHubSignIn(app: FastifyInstance, settings: GitHubSignInSettings): void {
  const exchange =
    settings.exchange ?? ((code: string) => exchangeAtGitHub(settings.clientId, settings.clientSecret, code));

  app.get<{ Querystring: { provider?: string } }>(`${githubSignInPath}/auth`, (request, reply) => {
    const { provider } = request.query;
    if (provider !== 'github') return handBack(reply, { error: 'Only GitHub is offered.' });
    // A random state in a cookie of this path: the callback takes only a code this browser asked for.
    const state = randomBytes(16).toString('hex');
    const query = new URLSearchParams({ client_id: settings.clientId, scope: 'repo,user', state });
    return reply
      .header(
        'Set-Cookie',
        `${stateCookie}=${state}; Path=${githubSignInPath}; Max-Age=600; HttpOnly; Secure; SameSite=Lax`,
      )
      .header('Cache-Control', 'no-store')
      .redirect(`https://github.com/login/oauth/authorize?${query.toString()}`, 302);
  });

  app.get<{ Querystring: { code?: string; state?: string } }>(
    `${githubSignInPath}/callback`,
    async (request, reply) => {
      const { code, state } = request.query;
      const expected = cookieValue(request.headers.cookie);
      if (!code || !state || !expected || !sameText(state, expected))
        return handBack(reply, { error: 'The sign-in could not be confirmed. Please try again.' });
      const { token, error } = await exchange(code).catch(() => ({
        token: undefined,
        error: 'GitHub did not answer.',
      }));
      return handBack(reply, token ? { token } : { error: error ?? 'GitHub gave no token.' });
    },
  );
}
