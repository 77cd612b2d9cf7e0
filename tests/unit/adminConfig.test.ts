import type { EntryCollection, Field } from '@sveltia/cms';
import matter from 'gray-matter';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import * as z from 'zod';
import { cmsConfig, contentFolders, editorBackend, editorConfigured } from '../../src/admin/cmsConfig';
import { adminLocale } from '../../src/admin/words';
import { blogCategories, blogTags } from '../../src/content/blog';
import { employmentTypes, salaryUnits } from '../../src/content/collections/jobTerms';
import { jobFrontMatter, newsFrontMatter } from '../../src/content/collections/schemas';
import { locales } from '../../src/i18n/locales';
import { sitePlaceIds } from '../../src/content/places';

// The editor's configuration against the front-matter schemas: a field in one and not the other fails here.
const config = cmsConfig(editorBackend({ CMS_GITHUB_REPO: 'globalis/website' }));
const collection = (name: string): EntryCollection => {
  const found = config.collections?.find((entry) => 'name' in entry && entry.name === name);
  if (!found || !('folder' in found)) throw new Error(`no entry collection ${name}`);
  return found;
};
const fieldsOf = (name: string) => collection(name).fields;
const byName = (fields: readonly Field[], name: string) =>
  fields.find((field) => field.name === name) as Record<string, unknown> | undefined;
const subFields = (field: Record<string, unknown> | undefined) => (field?.fields ?? []) as Field[];
const frontMatterNames = (fields: readonly Field[]) =>
  fields.map((field) => field.name).filter((name) => name !== 'body');

/** A schema's keys as zod holds them (not through the JSON Schema the generator reads). */
const keysOf = (schema: z.ZodObject) => Object.keys(schema.shape);
const isOptional = (schema: z.ZodObject, key: string) =>
  (schema.shape as Record<string, z.ZodType | undefined>)[key]?.safeParse(undefined).success === true;

describe('the editor configuration (/admin/) generated from the front-matter schemas', () => {
  it('has exactly the schema’s fields for news, in both directions, plus the Markdown body', () => {
    expect(frontMatterNames(fieldsOf('news'))).toEqual(keysOf(newsFrontMatter));
    expect(byName(fieldsOf('news'), 'body')).toMatchObject({ widget: 'markdown' });
  });

  it('has exactly the schema’s fields for job openings, the pay range’s nested fields included', () => {
    expect(frontMatterNames(fieldsOf('jobs'))).toEqual(keysOf(jobFrontMatter));
    const salary = byName(fieldsOf('jobs'), 'salary');
    expect(salary).toMatchObject({ widget: 'object', required: true });
    expect(subFields(salary).map((field) => field.name)).toEqual(keysOf(jobFrontMatter.shape.salary));
  });

  it('asks for a field exactly when the schema requires it', () => {
    for (const [name, schema] of [
      ['news', newsFrontMatter],
      ['jobs', jobFrontMatter],
    ] as const) {
      for (const key of keysOf(schema))
        expect(byName(fieldsOf(name), key)?.required, `${name}.${key}`).toBe(!isOptional(schema, key));
    }
  });

  it('offers the schema’s choices: selects for enums, a multiple select for tags, a day picker for dates, numbers for pay', () => {
    const news = fieldsOf('news');
    const values = (field: Record<string, unknown> | undefined) =>
      (field?.options as { value: string }[]).map((option) => option.value);
    expect(byName(news, 'category')).toMatchObject({ widget: 'select' });
    expect(values(byName(news, 'category'))).toEqual([...blogCategories]);
    expect((byName(news, 'category')?.options as { label: string }[]).map((option) => option.label)).toEqual([
      'IT',
      'Energy',
      'Real estate',
      'HR',
      'Company',
    ]);
    expect(byName(news, 'tags')).toMatchObject({ widget: 'select', multiple: true });
    expect(values(byName(news, 'tags'))).toEqual([...blogTags]);
    expect(byName(news, 'draft')).toMatchObject({ widget: 'boolean', required: false });
    const day = { widget: 'datetime', type: 'date', format: 'YYYY-MM-DD', time_format: false };
    expect(byName(news, 'date')).toMatchObject(day);
    const jobs = fieldsOf('jobs');
    expect(byName(jobs, 'datePosted')).toMatchObject(day);
    expect(byName(jobs, 'validThrough')).toMatchObject(day);
    // A publish time is a date and a time, stored without a zone: the build reads it as Potsdam's clock.
    for (const fields of [news, jobs])
      expect(byName(fields, 'publishAt')).toMatchObject({
        widget: 'datetime',
        format: 'YYYY-MM-DDTHH:mm',
        required: false,
        label: 'Publish at',
      });
    expect(values(byName(jobs, 'employmentType'))).toEqual([...employmentTypes]);
    const salary = subFields(byName(jobs, 'salary'));
    expect(byName(salary, 'min')).toMatchObject({ widget: 'number', value_type: 'float' });
    expect(byName(salary, 'max')).toMatchObject({ widget: 'number', value_type: 'float' });
    expect(values(byName(salary, 'unit'))).toEqual([...salaryUnits]);
    expect(byName(jobs, 'remote')).toMatchObject({ widget: 'boolean', required: false });
    // An entry's place on the globe: the company's places to choose from; another place is written in the file.
    for (const fields of [news, jobs]) {
      expect(byName(fields, 'place')).toMatchObject({ widget: 'select', required: false, label: 'Place on the globe' });
      expect(values(byName(fields, 'place'))).toEqual([...sitePlaceIds]);
      expect(byName(fields, 'place')?.hint).toContain('place: { lat: 51.34, lon: 12.37, label: Leipzig }');
    }
    // Labels and hints are the schema's own `.meta()`.
    expect(byName(jobs, 'validThrough')).toMatchObject({
      label: 'Open until',
      hint: 'Last day applications are taken, YYYY-MM-DD',
    });
  });

  it('writes one Markdown file per entry and language where the build reads them: <folder>/<slug>.<lang>.md', () => {
    expect(config.i18n).toMatchObject({ structure: 'multiple_files', locales: [...locales] });
    expect(locales).toContain(config.i18n?.default_locale);
    // Without the collection's own `i18n: true`, Sveltia ignores the global options and writes one language.
    expect(collection('news')).toMatchObject({
      folder: 'src/content/news',
      extension: 'md',
      format: 'yaml-frontmatter',
      i18n: true,
    });
    expect(collection('jobs')).toMatchObject({
      folder: 'src/content/jobs',
      extension: 'md',
      format: 'yaml-frontmatter',
      i18n: true,
    });
    // Text per language; facts about the entry entered once and copied into every language's file.
    expect(byName(fieldsOf('news'), 'title')?.i18n).toBe('translate');
    expect(byName(fieldsOf('news'), 'category')?.i18n).toBe('duplicate');
    expect(byName(fieldsOf('jobs'), 'salary')?.i18n).toBe('duplicate');
    expect(Object.values(contentFolders)).toEqual(['src/content/news', 'src/content/jobs']);
    expect(config.publish_mode).toBe('simple');
  });

  it('writes front matter the schemas accept: dates as quoted text, not YAML dates', () => {
    expect(config.output?.yaml?.quote).toBe('double');
    const written = [
      '---',
      'title: "Neues Büro"',
      'date: "2026-11-27"',
      'summary: "Wir ziehen um."',
      'category: "company"',
      'tags:',
      '  - "hr"',
      '---',
      'Text',
    ].join('\n');
    expect(newsFrontMatter.parse(matter(written).data)).toMatchObject({ date: '2026-11-27', tags: ['hr'] });
    // The same day unquoted is a Date to YAML, which the schema refuses: hence the quotes.
    expect(newsFrontMatter.safeParse(matter(written.replace('"2026-11-27"', '2026-11-27')).data).success).toBe(false);
  });

  it('commits to the repository and branch given at build time; GitHub sign-in only with an OAuth client', () => {
    expect(config.backend).toMatchObject({
      name: 'github',
      repo: 'globalis/website',
      branch: 'main',
      auth_methods: ['token'],
    });
    const withOAuth = cmsConfig(
      editorBackend({ CMS_GITHUB_REPO: 'a/b', CMS_GITHUB_BRANCH: 'live', CMS_AUTH_URL: 'https://auth.example.de' }),
    );
    expect(withOAuth.backend).toMatchObject({
      repo: 'a/b',
      branch: 'live',
      base_url: 'https://auth.example.de',
      auth_methods: ['oauth', 'token'],
    });
    // Job openings under review (JOB_REVIEW=required): Save opens a pull request; news stay one step.
    const reviewed = cmsConfig(editorBackend({ CMS_GITHUB_REPO: 'a/b', JOB_REVIEW: 'required' }));
    const byName = (name: string) => reviewed.collections?.find((entry) => 'name' in entry && entry.name === name);
    expect(byName('jobs')).toMatchObject({ publish_mode: 'editorial_workflow' });
    expect(byName('news')).not.toHaveProperty('publish_mode');
    expect(reviewed.backend).toMatchObject({ squash_merges: false });
    expect(collection('jobs')).not.toHaveProperty('publish_mode');
    // The site's own server as the OAuth client (src/server/githubSignIn.ts): no worker of anyone else's.
    const ownSignIn = cmsConfig(
      editorBackend({
        CMS_GITHUB_REPO: 'a/b',
        CMS_GITHUB_SIGN_IN: 'site',
        VITE_SITE_ORIGIN: 'https://www.example.de',
      }),
    );
    expect(ownSignIn.backend).toMatchObject({
      base_url: 'https://www.example.de',
      auth_endpoint: 'api/github-sign-in/auth',
      auth_methods: ['oauth', 'token'],
    });
  });
});

describe('the editor without its repository (issue 53)', () => {
  it('counts as not set up until CMS_GITHUB_REPO names one, so /admin/ shows what to set (setupPage.ts)', () => {
    expect(editorConfigured({})).toBe(false);
    expect(editorConfigured({ CMS_GITHUB_REPO: '  ' })).toBe(false);
    expect(editorConfigured({ CMS_AUTH_URL: 'https://auth.example.de' })).toBe(false);
    expect(editorConfigured({ CMS_GITHUB_REPO: 'globalis/website' })).toBe(true);
  });

  it('speaks the browser’s first language the site has, else English', () => {
    expect(adminLocale(['de-AT', 'en'])).toBe('de');
    expect(adminLocale(['fr-FR', 'tr'])).toBe('tr');
    expect(adminLocale(['fr-FR'])).toBe('en');
  });

  it('links a guide that covers signing in, writing, preview, publishing and how long it takes', () => {
    const guide = readFileSync(join(import.meta.dirname, '../../docs/publishing-guide.md'), 'utf8');
    expect([...guide.matchAll(/^## (.+)$/gm)].map(([, heading]) => heading)).toEqual([
      '1. Sign in',
      '2. Write',
      '3. Preview',
      '4. Publish',
      '5. How long until it is live',
    ]);
  });
});

describe('README, "Publishing news and jobs": the staff’s list of fields', () => {
  const readme = readFileSync(join(import.meta.dirname, '../../README.md'), 'utf8');
  const section = readme.split('\n## Publishing news and jobs\n')[1]?.split('\n## ')[0] ?? '';
  /** The field names of the table under a heading, in the order they are listed. */
  const listed = (heading: string) =>
    [...(section.split(`\n#### ${heading}\n`)[1]?.split('\n#')[0] ?? '').matchAll(/^\| `([\w.]+)` \|/gm)].map(
      ([, name = '']) => name,
    );
  const required = (heading: string, name: string) =>
    new RegExp(`^\\| \`${name.replace('.', '\\.')}\` \\| yes \\|`, 'm').test(section.split(`#### ${heading}`)[1] ?? '');

  it('names every field of the news schema, and no other, saying which are required', () => {
    expect(listed('News articles')).toEqual(keysOf(newsFrontMatter));
    for (const key of keysOf(newsFrontMatter))
      expect(required('News articles', key), key).toBe(!isOptional(newsFrontMatter, key));
  });

  it('names every field of the job schema, the pay range’s one by one, and no other', () => {
    const keys = keysOf(jobFrontMatter).flatMap((key) =>
      key === 'salary' ? keysOf(jobFrontMatter.shape.salary).map((inner) => `salary.${inner}`) : [key],
    );
    expect(listed('Job openings')).toEqual(keys);
    for (const key of keysOf(jobFrontMatter).filter((name) => name !== 'salary')) {
      expect(required('Job openings', key), key).toBe(!isOptional(jobFrontMatter, key));
    }
  });
});
