/**
 * One content file, checked: its name (<slug>.<lang>.md), its front matter against the collection's schema and the
 * checks that depend on its language, its body turned into HTML. Every problem names the file and the field.
 */
import { lstatSync, readFileSync } from 'node:fs';
import matter from 'gray-matter';
import type * as z from 'zod';
import { isLocale, type Locale } from '../../i18n/locales';
import { markdownToHtml, readingMinutes } from '../../content/collections/markdown';

/** gray-matter's engines that run the front matter as code, each refusing. */
const refuseCode = (): never => {
  throw new Error('front matter must be YAML (fenced by --- alone), not code');
};
const codeEngines = {
  js: refuseCode,
  javascript: refuseCode,
  coffee: refuseCode,
  coffeescript: refuseCode,
  cson: refuseCode,
};

const fileName = /^([a-z0-9]+(?:-[a-z0-9]+)*)\.([a-z]{2})\.md$/;

/**
 * YAML reads an unquoted 2026-11-27 as a date, and 2026-02-30 as 2 March: each date goes back to the text
 * staff typed (its line in the front matter), which the schema checks.
 */
function datesAsText(data: Record<string, unknown>, frontMatter: string): Record<string, unknown> {
  const typed = (key: string): string | undefined => {
    const line = frontMatter.split('\n').find((candidate) => candidate.startsWith(`${key}:`));
    return line
      ?.slice(key.length + 1)
      .replace(/#.*$/, '')
      .trim()
      .replace(/^(['"])(.*)\1$/, '$2');
  };
  return Object.fromEntries(
    Object.entries(data).map(([key, value]) => [
      key,
      value instanceof Date ? (typed(key) ?? value.toISOString()) : value,
    ]),
  );
}

function describeIssue(issue: z.core.$ZodIssue): string {
  const field = issue.path.length > 0 ? issue.path.join('.') : '(front matter)';
  const missing = issue.code === 'invalid_type' && issue.input === undefined;
  if (missing) return `${field}: is required`;
  if (issue.code === 'unrecognized_keys') return `${issue.keys.join(', ')}: is not a field of this collection`;
  const got = issue.input === undefined ? '' : ` (got ${JSON.stringify(issue.input)})`;
  return `${field}: ${issue.message}${got}`;
}

export interface LoadedEntry<FrontMatter> {
  slug: string;
  locale: Locale;
  /** Absolute path of the Markdown file. */
  file: string;
  frontMatter: FrontMatter;
  html: string;
  readMinutes: number;
}

export interface Parsed<FrontMatter> {
  entry?: LoadedEntry<FrontMatter>;
  problems: string[];
}

/** What the schema cannot see of an entry because it depends on the file's language. */
export type LanguageCheck<FrontMatter> = (frontMatter: FrontMatter, locale: Locale) => string[];

/** One entry's file (or `text`, an earlier version of it from git), checked; its problems else. */
export function parseFile<Schema extends z.ZodType>(
  schema: Schema,
  file: string,
  shownAs: string,
  check: LanguageCheck<z.output<Schema>>,
  text?: string,
): Parsed<z.output<Schema>> {
  const name = file.slice(file.lastIndexOf('/') + 1);
  const match = fileName.exec(name);
  const locale = match?.[2];
  if (!match?.[1] || !isLocale(locale)) {
    return {
      problems: [
        `${shownAs}: the file name must be <slug>.<lang>.md, the slug in lower-case letters, digits and hyphens, the language en, de or tr`,
      ],
    };
  }
  // A link could read any file of the machine that builds the site into a public page.
  if (lstatSync(file).isSymbolicLink())
    return { problems: [`${shownAs}: is a symbolic link; a content file must be the file itself`] };
  let parsed: matter.GrayMatterFile<string>;
  try {
    // Options given: gray-matter's cache (keyed by the text) is skipped, and with it a copy without `matter`.
    // YAML only: a file fenced `---js` (or coffee) would run its front matter as code during the build.
    parsed = matter(text ?? readFileSync(file, 'utf8'), { engines: codeEngines });
  } catch (error) {
    return {
      problems: [
        `${shownAs}: the front matter is not valid YAML: ${error instanceof Error ? error.message.split('\n')[0] : String(error)}`,
      ],
    };
  }
  const result = schema.safeParse(datesAsText(parsed.data, parsed.matter), { reportInput: true });
  if (!result.success) return { problems: result.error.issues.map((issue) => `${shownAs}: ${describeIssue(issue)}`) };
  const unfit = check(result.data, locale);
  if (unfit.length > 0) return { problems: unfit.map((problem) => `${shownAs}: ${problem}`) };
  if (parsed.content.trim() === '')
    return { problems: [`${shownAs}: the body (the text below the front matter) is empty`] };
  const depth = nestingDepth(parsed.content);
  if (depth > maxNesting)
    return {
      problems: [`${shownAs}: the body nests quotes or lists ${String(depth)} deep; at most ${String(maxNesting)}`],
    };
  let html: string;
  try {
    html = markdownToHtml(parsed.content);
  } catch (error) {
    return { problems: [`${shownAs}: the body could not be turned into HTML: ${String(error)}`] };
  }
  return {
    entry: {
      slug: match[1],
      locale,
      file,
      frontMatter: result.data,
      html,
      readMinutes: readingMinutes(parsed.content),
    },
    problems: [],
  };
}

/** How deep a body may nest block quotes and lists: Markdown's parser recurses per level. */
const maxNesting = 20;

/** The deepest nesting of a body: `>` marks before a line's text, or its indentation in list steps of two. */
function nestingDepth(body: string): number {
  let deepest = 0;
  for (const line of body.split('\n')) {
    const quotes = /^[\s>]*/.exec(line)?.[0] ?? '';
    const marks = quotes.split('>').length - 1;
    const indent = (/^ */.exec(line)?.[0].length ?? 0) / 2;
    deepest = Math.max(deepest, marks, Math.floor(indent));
  }
  return deepest;
}
