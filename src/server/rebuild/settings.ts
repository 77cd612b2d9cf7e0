import { join, resolve } from 'node:path';

/** What the forms server knows of the rebuild: where its files are, and the webhook's secret and branch. */
export interface RebuildServerSettings {
  /** REBUILD_DIR (else DATA_DIR/rebuild): the request and status files the runner shares (serverKit/rebuild.ts). */
  dir: string;
  /** REBUILD_WEBHOOK_SECRET: unset, `POST /api/rebuild` is not served. */
  webhookSecret: string | undefined;
  /** REBUILD_BRANCH, else CMS_GITHUB_BRANCH, else main. */
  branch: string;
}

/** Shorter secrets could be guessed; GitHub takes any length, `openssl rand -hex 32` gives 64 characters. */
const minimumSecret = 32;

export function rebuildServerSettingsFromEnv(env: NodeJS.ProcessEnv = process.env): RebuildServerSettings {
  const secret = env.REBUILD_WEBHOOK_SECRET?.trim() || undefined;
  if (secret && secret.length < minimumSecret)
    throw new Error(
      `REBUILD_WEBHOOK_SECRET must be at least ${String(minimumSecret)} characters (openssl rand -hex 32), not ${String(secret.length)}.`,
    );
  return {
    dir: resolve(env.REBUILD_DIR ?? join(env.DATA_DIR ?? 'data', 'rebuild')),
    webhookSecret: secret,
    branch: env.REBUILD_BRANCH ?? env.CMS_GITHUB_BRANCH ?? 'main',
  };
}
