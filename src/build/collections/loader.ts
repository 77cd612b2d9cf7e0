/**
 * The build's reader of the content collections: every `<slug>.<lang>.md` under `news/` and `jobs/` of the
 * content directory, its front matter validated by the one schema (content/collections/schemas.ts), its
 * body turned into HTML. A bad file stops the build with a message naming the file, the field and what is
 * wrong. Drafts, entries whose publish time (publishAt) is after the build's instant, and job openings whose last
 * day (validThrough) is before the build day are left out here, so nothing after this sees them: not the pages,
 * the lists, the feeds, the sitemap or the globe.
 */
import { lstatSync, readdirSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import type * as z from 'zod';
import type { Locale } from '../../i18n/locales';
import {
  jobFrontMatter,
  newsFrontMatter,
  type JobFrontMatter,
  type NewsFrontMatter,
} from '../../content/collections/schemas';
import { dayInPotsdam } from '../../content/potsdamDay';
import { potsdamInstant } from '../../content/collections/publishTime';
import type { ReviewVerdict } from './jobReview';
import { jobTitleNamesEveryGender } from './jobTitle';
import { parseFile, type LanguageCheck, type LoadedEntry } from './parseEntry';

export type { LoadedEntry } from './parseEntry';

export interface LoadedCollections {
  news: LoadedEntry<NewsFrontMatter>[];
  jobs: LoadedEntry<JobFrontMatter>[];
  /** Entries that would be published but for their publish time, which is still to come: the soonest first. */
  upcoming: UpcomingEntry[];
  /** Job openings whose newest version waits for a second person's review (JOB_REVIEW=required). */
  awaitingReview: AwaitingReview[];
}

interface AwaitingReview {
  slug: string;
  locale: Locale;
  title: string;
  writtenBy: string;
  earlierVersionLive: boolean;
}

/** An entry held back until its publish time: the rebuild runner starts a build once the time has passed. */
interface UpcomingEntry {
  collection: 'news' | 'jobs';
  slug: string;
  locale: Locale;
  /** The publish time as an instant (ms). */
  publishAt: number;
}

/** Every problem of every file, one line each, so staff fix them in one go. */
export class CollectionError extends Error {
  constructor(readonly problems: readonly string[]) {
    super(
      `The content collections have ${problems.length} problem${problems.length === 1 ? '' : 's'}:\n${problems.map((line) => `  - ${line}`).join('\n')}`,
    );
    this.name = 'CollectionError';
  }
}

/** The content directory: CONTENT_DIR (a test fixture, tests/fixtures/content) or src/content. */
export function contentDirectory(env: NodeJS.ProcessEnv = process.env): string {
  return resolve(env.CONTENT_DIR ?? 'src/content');
}

/**
 * The build's instant (ms): BUILD_TIME when set (the rebuild runner sets it, so every stage of one build agrees;
 * tests), as an ISO instant ("2027-03-02T08:00:00Z") or a Potsdam time ("2027-03-02T09:00"), else `now`.
 */
export function buildInstant(env: NodeJS.ProcessEnv = process.env, now = Date.now()): number {
  const given = env.BUILD_TIME?.trim();
  if (!given) return now;
  const instant = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/.test(given) ? potsdamInstant(given) : Date.parse(given);
  if (Number.isNaN(instant))
    throw new Error(`BUILD_TIME must be an ISO instant or a Potsdam time YYYY-MM-DDTHH:MM, not "${given}"`);
  return instant;
}

/** The build day, YYYY-MM-DD: BUILD_DAY (tests), else the day of the build's instant in Potsdam, where the company closes its openings. */
export function buildDay(env: NodeJS.ProcessEnv = process.env, now = new Date()): string {
  if (env.BUILD_DAY) {
    if (!/^\d{4}-\d{2}-\d{2}$/.test(env.BUILD_DAY))
      throw new Error(`BUILD_DAY must be written YYYY-MM-DD, not "${env.BUILD_DAY}"`);
    return env.BUILD_DAY;
  }
  return dayInPotsdam(new Date(buildInstant(env, now.getTime())));
}

/** Files beside the entries that are not entries: notes for staff, the folder keeper. */
const isNote = (name: string): boolean => name.startsWith('.') || name.toLowerCase() === 'readme.md';

function readCollection<Schema extends z.ZodType>(
  directory: string,
  schema: Schema,
  problems: string[],
  check: LanguageCheck<z.output<Schema>> = () => [],
): LoadedEntry<z.output<Schema>>[] {
  // A linked folder would publish whatever it points to, as a linked file would (below).
  if (lstatSync(directory, { throwIfNoEntry: false })?.isSymbolicLink()) {
    problems.push(
      `${relative(process.cwd(), directory) || directory}: is a symbolic link; a collection must be the folder itself`,
    );
    return [];
  }
  let names: string[];
  try {
    names = readdirSync(directory).sort();
  } catch {
    return []; // no folder: no entries
  }
  return names
    .filter((name) => !isNote(name))
    .flatMap((name) => {
      const file = join(directory, name);
      const parsed = parseFile(schema, file, relative(process.cwd(), file) || file, check);
      problems.push(...parsed.problems);
      return parsed.entry ? [parsed.entry] : [];
    });
}

export interface LoadOptions {
  directory: string;
  /** YYYY-MM-DD: a job whose validThrough is before this day is closed. */
  day: string;
  /**
   * The build's instant (ms): an entry whose publishAt is later is left out. Unset: the start of `day` in Potsdam,
   * so nothing due later that day is published early.
   */
  at?: number | undefined;
  /** The job openings' review (jobReview.ts, JOB_REVIEW=required): which version of a file a second person approved. */
  review?: ((file: string) => ReviewVerdict) | undefined;
}

type Job = LoadedEntry<JobFrontMatter>;

/**
 * The version of each opening that may go live: the file's own once approved; else its last approved version
 * (noted as waiting), or none.
 */
function reviewedJobs(jobs: readonly Job[], review: LoadOptions['review'], live: (job: Job) => boolean) {
  const awaitingReview: AwaitingReview[] = [];
  if (!review) return { jobs, awaitingReview };
  const reviewed = jobs.flatMap((job): Job[] => {
    if (!live(job)) return [job];
    const verdict = review(job.file);
    if (verdict.approved === 'current') return [job];
    const earlier =
      verdict.text === undefined
        ? undefined
        : parseFile(jobFrontMatter, job.file, job.file, jobTitleNamesEveryGender, verdict.text).entry;
    const kept = earlier && live(earlier) ? [earlier] : [];
    const { slug, locale, frontMatter } = job;
    awaitingReview.push({
      slug,
      locale,
      title: frontMatter.title,
      writtenBy: verdict.writtenBy,
      earlierVersionLive: kept.length > 0,
    });
    return kept;
  });
  return { jobs: reviewed, awaitingReview };
}

/** Every published entry, newest first; throws CollectionError naming each bad file, field and problem. */
export function loadCollections({
  directory: given,
  day,
  at = potsdamInstant(`${day}T00:00`),
  review,
}: LoadOptions): LoadedCollections {
  const directory = resolve(given);
  const problems: string[] = [];
  const news = readCollection(join(directory, 'news'), newsFrontMatter, problems);
  const allJobs = readCollection(join(directory, 'jobs'), jobFrontMatter, problems, jobTitleNamesEveryGender);
  if (problems.length > 0) throw new CollectionError(problems);
  const upcoming: UpcomingEntry[] = [];
  const isDue = ({ publishAt }: { publishAt?: string | undefined }) =>
    publishAt === undefined || potsdamInstant(publishAt) <= at;
  /** Whether an entry's time has come; one still to come is noted for the runner. */
  const due =
    (collection: UpcomingEntry['collection']) =>
    ({ slug, locale, frontMatter }: LoadedEntry<{ publishAt?: string | undefined }>): boolean => {
      if (isDue(frontMatter)) return true;
      upcoming.push({ collection, slug, locale, publishAt: potsdamInstant(frontMatter.publishAt ?? '') });
      return false;
    };
  const open = ({ frontMatter }: Job) => !frontMatter.draft && frontMatter.validThrough >= day;
  const { jobs, awaitingReview } = reviewedJobs(allJobs, review, (job) => open(job) && isDue(job.frontMatter));
  return {
    news: news
      .filter((entry) => !entry.frontMatter.draft)
      .filter(due('news'))
      .sort((a, b) => b.frontMatter.date.localeCompare(a.frontMatter.date) || a.slug.localeCompare(b.slug)),
    jobs: jobs
      .filter(open)
      .filter(due('jobs'))
      .sort((a, b) => b.frontMatter.datePosted.localeCompare(a.frontMatter.datePosted) || a.slug.localeCompare(b.slug)),
    upcoming: upcoming.sort((a, b) => a.publishAt - b.publishAt),
    awaitingReview,
  };
}
