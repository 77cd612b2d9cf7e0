/**
 * The rebuild's state of a commit, told to GitHub as a commit status (REST: POST /repos/{owner}/{repo}/statuses/{sha}),
 * where the editor (Sveltia CMS reads a commit's statuses after Save) and GitHub's own pages show it: pending while
 * it builds, success with the live address, failure with the step. Off unless GITHUB_STATUS_TOKEN is set. A report
 * that fails is logged and forgotten: GitHub being slow or down never fails or holds up a build.
 */
import type { CommitInfo, RebuildStep } from '../../serverKit';
import { originFor } from '../../routes/originFor';

export interface CommitStatusSettings {
  /** GITHUB_STATUS_TOKEN: a fine-grained token for the repository with "Commit statuses: Read and write" only. */
  token: string;
  /** GITHUB_STATUS_REPO, else CMS_GITHUB_REPO: "owner/name". */
  repo: string;
  /** GITHUB_API_URL: GitHub's REST API, or GitHub Enterprise's (`https://github.example.de/api/v3`). */
  apiBase: string;
  /** The live site's address, linked from a success (VITE_SITE_ORIGIN, as the build reads it). */
  liveUrl: string;
}

type CommitState = { state: 'pending' } | { state: 'success' } | { state: 'failure'; step: RebuildStep };

/** Tells where one commit stands; never rejects. */
export type CommitStatusReport = (commit: CommitInfo, state: CommitState) => Promise<void>;

/** The status's name on the commit: Sveltia takes a context with "deploy" in it for the site's deployment. */
export const statusContext = 'globalis/deploy';
const defaultApiBase = 'https://api.github.com';
/** A report waits at most this long: the build goes on either way. */
const reportTimeoutMs = 10_000;

export function commitStatusSettingsFromEnv(env: NodeJS.ProcessEnv = process.env): CommitStatusSettings | undefined {
  const token = env.GITHUB_STATUS_TOKEN?.trim();
  if (!token) return undefined;
  const repo = (env.GITHUB_STATUS_REPO ?? env.CMS_GITHUB_REPO)?.trim() ?? '';
  if (!/^[\w.-]+\/[\w.-]+$/.test(repo))
    throw new Error(
      `GITHUB_STATUS_TOKEN is set, but GITHUB_STATUS_REPO (or CMS_GITHUB_REPO) is not owner/name: "${repo}".`,
    );
  return {
    token,
    repo,
    apiBase: (env.GITHUB_API_URL?.trim() || defaultApiBase).replace(/\/+$/, ''),
    liveUrl: `${originFor(env).replace(/\/+$/, '')}/`,
  };
}

/** What GitHub shows beside the status (at most 140 characters). */
function describe(state: CommitState): string {
  if (state.state === 'pending') return 'The website is being rebuilt with this commit.';
  if (state.state === 'success') return 'Live on the website.';
  return `The rebuild failed at its ${state.step} step; the website stays as it was.`;
}

export function commitStatusReporter(
  settings: CommitStatusSettings,
  log: (line: string) => void = () => undefined,
): CommitStatusReport {
  return async ({ commit }, state) => {
    const url = `${settings.apiBase}/repos/${settings.repo}/statuses/${encodeURIComponent(commit)}`;
    try {
      const response = await fetch(url, {
        method: 'POST',
        headers: {
          accept: 'application/vnd.github+json',
          authorization: `Bearer ${settings.token}`,
          'content-type': 'application/json',
          'user-agent': 'globalis-rebuild',
          'x-github-api-version': '2022-11-28',
        },
        body: JSON.stringify({
          state: state.state,
          context: statusContext,
          description: describe(state),
          ...(state.state === 'success' ? { target_url: settings.liveUrl } : {}),
        }),
        signal: AbortSignal.timeout(reportTimeoutMs),
      });
      await response.body?.cancel();
      if (!response.ok)
        log(`commit status ${state.state} for ${commit.slice(0, 8)}: GitHub answered ${String(response.status)}`);
    } catch (error) {
      log(
        `commit status ${state.state} for ${commit.slice(0, 8)} not sent: ${error instanceof Error ? error.message : String(error)}`,
      );
    }
  };
}
