/**
 * Vite plugin serving the content collections (loader.ts) to the site as `src/content/collections/published.ts`
 * (whose own text, nothing published, is what code outside Vite reads): the index
 * (every published entry's front matter per language, dates formatted at build time), and per entry and
 * language a module of its own holding the body's HTML, imported lazily, so an article's text is a chunk of
 * its own on client navigation and in the prerendered HTML on first load. A bad file fails the build here,
 * with loader.ts's message. CONTENT_DIR, BUILD_DAY and BUILD_TIME choose the directory, the day and the instant
 * (tests/fixtures/content).
 */
import { writeFileSync } from 'node:fs';
import { dirname, relative, resolve } from 'node:path';
import type { Plugin } from 'vite';
import { formatDateWithIntl } from '../../i18n/intlFormat';
import { locales, type Locale } from '../../i18n/locales';
import { bodyKey, type CollectionIndex, type CollectionName } from '../../content/collections/types';
import { entryArcEnds, newestPlacedEntries } from '../../content/collections/placedEntries';
import { jobTexts } from './jobText';
import { potsdamNoon } from './potsdamNoon';
import { sharedBuildInstant } from './buildStamp';
import { gitJobReview } from './jobReview';
import {
  buildDay,
  buildInstant,
  contentDirectory,
  loadCollections,
  type LoadedCollections,
  type LoadedEntry,
} from './loader';
import { publishingReport } from './publishingReport';

/** The module the plugin writes, as the project has it: the site imports it as a plain module. */
const publishedModule = 'src/content/collections/published.ts';
/** The ends of the globe's arcs to placed entries, a module of its own for the globe's workers. */
const entryArcsModule = 'src/content/collections/entryArcs.ts';
/** The newest placed entry in each language, a module of its own for the kiosk's tour. */
const newestPlacedModule = 'src/content/collections/newestPlaced.ts';

function byLocale<T>(
  entries: readonly LoadedEntry<unknown>[],
  meta: (entry: LoadedEntry<never>) => T,
): Record<Locale, T[]> {
  const lists = Object.fromEntries(locales.map((locale) => [locale, [] as T[]])) as Record<Locale, T[]>;
  for (const entry of entries) lists[entry.locale].push(meta(entry as LoadedEntry<never>));
  return lists;
}

/** The front matter as published: only published entries get here, so `draft` says nothing. */
function published<FrontMatter extends { draft?: boolean | undefined }>(
  frontMatter: FrontMatter,
): Omit<FrontMatter, 'draft'> {
  const fields: Partial<FrontMatter> = { ...frontMatter };
  delete fields.draft;
  return fields as Omit<FrontMatter, 'draft'>;
}

/** The index the site reads: plain data, the same in the module the plugin writes and in tests' mocks. */
export function collectionIndex(loaded: LoadedCollections): CollectionIndex {
  return {
    news: byLocale(loaded.news, ({ slug, locale, frontMatter, readMinutes }: LoadedCollections['news'][number]) => {
      const fields = published(frontMatter);
      const modified = fields.updated ?? fields.date;
      return {
        ...fields,
        slug,
        dateText: formatDateWithIntl(fields.date, locale),
        modified,
        publishedAt: potsdamNoon(fields.date),
        modifiedAt: potsdamNoon(modified),
        readMinutes,
      };
    }),
    jobs: byLocale(loaded.jobs, ({ slug, locale, frontMatter, readMinutes }: LoadedCollections['jobs'][number]) => ({
      ...published(frontMatter),
      ...jobTexts(frontMatter, locale),
      slug,
      readMinutes,
    })),
  };
}

/** Every published entry with its body key. */
export function publishedEntries(
  loaded: LoadedCollections,
): { collection: CollectionName; key: string; entry: LoadedEntry<unknown> }[] {
  return (['news', 'jobs'] as const).flatMap((collection) =>
    loaded[collection].map((entry) => ({ collection, key: bodyKey(collection, entry.slug, entry.locale), entry })),
  );
}

/** The posix path of a file relative to the project root: how the build manifest names a module. */
function manifestKey(root: string, file: string): string {
  return relative(root, file).split('\\').join('/');
}

/** What the collections plugin offers the build's other plugins: the collections as this build reads them. */
export interface CollectionsApi {
  collections: () => LoadedCollections;
}

export const collectionsPluginName = 'content-collections';

export function collectionsPlugin(): Plugin<CollectionsApi> {
  let root = process.cwd();
  /** The build output's folder (dist/): the rebuild runner reads what the build tells it there. */
  let distDir = resolve(root, 'dist');
  let building = false;
  let ssr = false;
  let publishedFile = resolve(root, publishedModule);
  let entryArcsFile = resolve(root, entryArcsModule);
  let newestPlacedFile = resolve(root, newestPlacedModule);
  // The collections and each entry's file → HTML, read once per build (again after a content file changed):
  // `load` below is asked for every module Vite loads.
  let loaded: { at: number; collections: LoadedCollections; bodyFiles: Map<string, string> } | undefined;
  const read = () => {
    if (!loaded) {
      // One instant for the whole `npm run build` (buildStamp.ts); the dev server and the tests take their clock.
      const at = building ? sharedBuildInstant(resolve(distDir, '.build-time.json')) : buildInstant();
      const collections = loadCollections({
        directory: contentDirectory(),
        day: buildDay(process.env, new Date(at)),
        at,
        // The production build's second look at job openings (jobReview.ts); off by default, so a copy without
        // git history (a download, a test) still builds.
        review: process.env.JOB_REVIEW === 'required' ? gitJobReview(contentDirectory()) : undefined,
      });
      loaded = {
        at,
        collections,
        bodyFiles: new Map(publishedEntries(collections).map(({ entry }) => [entry.file, entry.html])),
      };
    }
    return loaded;
  };
  const load = (): LoadedCollections => read().collections;

  return {
    name: collectionsPluginName,
    enforce: 'pre',
    // The kiosk's codes name the newest entry of the same reading (its instant, its job review), never a second one.
    api: { collections: load },
    configResolved(config) {
      root = config.root;
      distDir = dirname(resolve(root, config.build.outDir));
      building = config.command === 'build';
      ssr = Boolean(config.build.ssr);
      publishedFile = resolve(root, publishedModule);
      entryArcsFile = resolve(root, entryArcsModule);
      newestPlacedFile = resolve(root, newestPlacedModule);
    },
    buildStart() {
      load(); // a bad file fails the build before anything is bundled
    },
    closeBundle() {
      // For the rebuild runner: when the next scheduled entry is due (it starts a build then).
      if (building && !ssr)
        writeFileSync(
          resolve(distDir, 'publishing.json'),
          `${JSON.stringify(publishingReport(load(), read().at), null, 2)}\n`,
        );
    },
    watchChange(id) {
      if (id.startsWith(contentDirectory())) loaded = undefined;
    },
    load(id) {
      if (id.split('?')[0] === entryArcsFile)
        return `export const entryArcEnds = ${JSON.stringify(entryArcEnds(collectionIndex(load()), locales))};`;
      if (id.split('?')[0] === newestPlacedFile) {
        const index = collectionIndex(load());
        const newest = Object.fromEntries(
          locales.map((locale) => [locale, newestPlacedEntries(index, locale, 1)[0] ?? null]),
        );
        return `export default ${JSON.stringify(newest)};`;
      }
      if (id.split('?')[0] === publishedFile) {
        const published = publishedEntries(load());
        for (const { entry } of published) this.addWatchFile(entry.file);
        const bodies = published.map(
          ({ key, entry }) => `  ${JSON.stringify(key)}: () => import(${JSON.stringify(entry.file)}),`,
        );
        const modules = Object.fromEntries(published.map(({ key, entry }) => [key, manifestKey(root, entry.file)]));
        return [
          `export const index = ${JSON.stringify(collectionIndex(load()))};`,
          `export const bodies = {\n${bodies.join('\n')}\n};`,
          `export const bodyModules = ${JSON.stringify(modules)};`,
        ].join('\n');
      }
      const html = read().bodyFiles.get(id);
      return html === undefined ? null : `export default ${JSON.stringify(html)};`;
    },
  };
}
