import type { CmsConfig, EntryCollection } from '@sveltia/cms';
import type * as z from 'zod';
import { jobFrontMatter, newsFrontMatter } from '../content/collections/schemas';
import { company } from '../content/company';
import { originFor } from '../routes/originFor';
import { locales } from '../i18n/locales';
import { cmsFields, type FieldLanguages } from './cmsFields';

/**
 * The editor's configuration (Sveltia CMS, Decap-compatible), built by `vite build -c src/admin/vite.config.ts`
 * and passed to `CMS.init({ config })`: there is no config.yml to drift from the schemas.
 */

/** Where the editor commits: read from the environment of `npm run build` (README, "Publishing news and jobs"). */
export interface EditorBackend {
  /** The site's GitHub repository, "owner/name". */
  repo: string;
  /** The branch the deployment builds from. */
  branch: string;
  /**
   * The origin of the OAuth client that signs staff in with GitHub (e.g. a Sveltia CMS Authenticator worker).
   * Unset: only sign-in with a personal access token is offered.
   */
  authUrl?: string | undefined;
  /** The path below `authUrl` the sign-in opens; Sveltia's own (`auth`) when unset. */
  authEndpoint?: string | undefined;
  /** JOB_REVIEW=required: job openings go through review (build/collections/jobReview.ts checks it). */
  jobReview?: boolean | undefined;
}

/** Whether the site was built with its repository: without it /admin/ shows what to set (setupPage.ts). */
export function editorConfigured(env: Readonly<Record<string, string | undefined>>): boolean {
  return Boolean(env.CMS_GITHUB_REPO?.trim());
}

export function editorBackend(env: Readonly<Record<string, string | undefined>>): EditorBackend {
  return {
    // Unset, a developer may still open the editor on a local repository (setupPage.ts): any name will do there.
    repo: env.CMS_GITHUB_REPO?.trim() || 'OWNER/REPOSITORY',
    branch: env.CMS_GITHUB_BRANCH ?? 'main',
    jobReview: env.JOB_REVIEW === 'required',
    // CMS_GITHUB_SIGN_IN=site: the site's own server trades GitHub's code for a token (src/server/githubSignIn.ts).
    ...(env.CMS_GITHUB_SIGN_IN === 'site'
      ? { authUrl: originFor(env), authEndpoint: 'api/github-sign-in/auth' }
      : { authUrl: env.CMS_AUTH_URL || undefined }),
  };
}

/** Text is written per language; facts about the entry (dates, categories, pay) are the same in every file. */
const translated = new Set(['title', 'summary', 'location', 'locality', 'collectiveAgreement', 'draft']);
const languagesOf = (name: string): FieldLanguages => (translated.has(name) ? 'translate' : 'duplicate');

/** The content folders, as the build reads them: `<folder>/<slug>.<lang>.md`. */
export const contentFolders = { news: 'src/content/news', jobs: 'src/content/jobs' } as const;

function collection(
  name: keyof typeof contentFolders,
  label: string,
  labelSingular: string,
  schema: z.ZodType,
  sortBy: string,
  review = false,
): EntryCollection {
  return {
    // Under review, Save opens a pull request and Publish merges it; the build takes a version only once
    // someone other than its writer merged it, so a writer asks a colleague to publish.
    ...(review ? { publish_mode: 'editorial_workflow' as const } : {}),
    name,
    label,
    label_singular: labelSingular,
    folder: contentFolders[name],
    extension: 'md',
    format: 'yaml-frontmatter',
    create: true,
    slug: '{{slug}}',
    identifier_field: 'title',
    // One file per language, as the global i18n options below say (a collection must opt in).
    i18n: true,
    summary: `{{title}} ({{${sortBy}}})`,
    sortable_fields: { fields: ['title', sortBy], default: { field: sortBy, direction: 'descending' } },
    fields: cmsFields(schema, languagesOf),
  };
}

export function cmsConfig(backend: EditorBackend): CmsConfig {
  return {
    load_config_file: false,
    app_title: `${company.name} · Editor`,
    // The site's own logo on the sign-in screen and the tab: the one staff know.
    logo: { src: '/logo.svg' },
    backend: {
      name: 'github',
      repo: backend.repo,
      branch: backend.branch,
      ...(backend.authUrl
        ? {
            base_url: backend.authUrl,
            ...(backend.authEndpoint ? { auth_endpoint: backend.authEndpoint } : {}),
            auth_methods: ['oauth', 'token'] as const,
          }
        : { auth_methods: ['token'] as const }),
      // A merge commit, whose author is who published: the build's job review reads it (no squash).
      squash_merges: false,
      commit_messages: {
        create: 'Add {{collection}} "{{slug}}" (editor, {{author-login}})',
        update: 'Update {{collection}} "{{slug}}" (editor, {{author-login}})',
        delete: 'Delete {{collection}} "{{slug}}" (editor, {{author-login}})',
      },
    },
    // Saving commits to the branch: the deployment builds what is there.
    publish_mode: 'simple',
    // Articles carry no pictures (the markdown field offers none); Sveltia still requires a media folder.
    media_folder: 'public/media',
    public_folder: '/media',
    i18n: {
      structure: 'multiple_files',
      locales: [...locales],
      // German first: the staff write in German, and an entry may exist in German only.
      default_locale: 'de',
      initial_locales: 'all',
    },
    slug: { encoding: 'ascii', clean_accents: true, sanitize_replacement: '-' },
    output: {
      omit_empty_optional_fields: true,
      // Quoted, so YAML never reads 2026-11-27 as a date object: the schemas expect the text.
      yaml: { quote: 'double' },
    },
    collections: [
      collection('news', 'News', 'Article', newsFrontMatter, 'date'),
      collection('jobs', 'Job openings', 'Job opening', jobFrontMatter, 'datePosted', backend.jobReview),
    ],
  };
}
