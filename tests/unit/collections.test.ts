import { existsSync, mkdtempSync, mkdirSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { buildDay, CollectionError, loadCollections } from '../../src/build/collections/loader';
import { markdownToHtml } from '../../src/content/collections/markdown';
import { collectionIndex } from '../../src/build/collections/plugin';

const fixture = 'tests/fixtures/content';
const day = '2026-11-27';

function problemsOf(directory: string): readonly string[] {
  try {
    loadCollections({ directory, day });
  } catch (error) {
    if (error instanceof CollectionError) return error.problems;
    throw error;
  }
  throw new Error(`${directory} loaded without a problem`);
}

describe('the content collections loader', () => {
  test('reads the published entries of the fixture, newest first, leaving out the draft and the expired job', () => {
    const { news, jobs } = loadCollections({ directory: fixture, day });
    expect(news.map((entry) => `${entry.slug}.${entry.locale}`).sort()).toEqual([
      'ausbildung-2027.de',
      'solar-park-brandenburg.de',
      'solar-park-brandenburg.en',
      'solar-park-brandenburg.tr',
    ]);
    expect(news[0]?.slug).toBe('ausbildung-2027');
    expect(jobs.map((entry) => `${entry.slug}.${entry.locale}`).sort()).toEqual([
      'it-support-specialist.de',
      'it-support-specialist.en',
    ]);
  });

  test('a job is open through its last day and closed the day after', () => {
    expect(
      loadCollections({ directory: fixture, day: '2025-12-31' }).jobs.some(
        (entry) => entry.slug === 'energy-trader-2025',
      ),
    ).toBe(true);
    expect(
      loadCollections({ directory: fixture, day: '2026-01-01' }).jobs.some(
        (entry) => entry.slug === 'energy-trader-2025',
      ),
    ).toBe(false);
  });

  test('a malformed front matter fails with the file, the field and what is wrong', () => {
    const problems = problemsOf('tests/fixtures/content-malformed');
    const news = 'tests/fixtures/content-malformed/news/bad-category.en.md';
    const job = 'tests/fixtures/content-malformed/jobs/no-pay.de.md';
    expect(problems).toEqual(
      expect.arrayContaining([
        expect.stringMatching(new RegExp(`^${news}: date: is not a real calendar day`)),
        expect.stringMatching(new RegExp(`^${news}: category: .*"sports"`)),
        expect.stringMatching(new RegExp(`^${news}: tags\\.1: .*"football"`)),
        `${job}: salary: is required`,
        expect.stringMatching(new RegExp(`^${job}: employmentType: .*"FULLTIME"`)),
      ]),
    );
    expect(new CollectionError(problems).message).toContain(`- ${job}: salary: is required`);
  });

  test('a file name without a known language, an unknown field and an empty body are refused', () => {
    const directory = mkdtempSync(join(tmpdir(), 'collections-'));
    mkdirSync(join(directory, 'news'));
    const valid = ['---', 'title: A', 'date: 2026-11-01', 'summary: S', 'category: it', '---', ''];
    writeFileSync(join(directory, 'news', 'hello.fr.md'), [...valid, 'Body'].join('\n'));
    writeFileSync(
      join(directory, 'news', 'extra.en.md'),
      ['---', 'author: Somebody', ...valid.slice(1), 'Body'].join('\n'),
    );
    writeFileSync(join(directory, 'news', 'empty.en.md'), valid.join('\n'));
    writeFileSync(join(directory, 'news', 'README.md'), '# Notes for staff are not entries');
    const problems = problemsOf(directory);
    expect(problems).toHaveLength(3);
    expect(problems.find((line) => line.includes('hello.fr.md'))).toMatch(/file name must be <slug>\.<lang>\.md/);
    expect(problems.find((line) => line.includes('extra.en.md'))).toMatch(/author: is not a field of this collection/);
    expect(problems.find((line) => line.includes('empty.en.md'))).toMatch(/body .* is empty/);
  });

  test('a symbolic link and a body nested 20,000 deep are refused, naming the file', () => {
    const directory = mkdtempSync(join(tmpdir(), 'collections-'));
    mkdirSync(join(directory, 'news'));
    const head = ['---', 'title: A', 'date: 2026-11-01', 'summary: S', 'category: it', '---', ''].join('\n');
    writeFileSync(join(directory, 'news', 'deep.en.md'), `${head}${'>'.repeat(20_000)} deep\n`);
    writeFileSync(join(directory, 'secret.txt'), `${head}Body`);
    symlinkSync(join(directory, 'secret.txt'), join(directory, 'news', 'linked.en.md'));
    const problems = problemsOf(directory);
    expect(problems).toEqual([
      expect.stringMatching(/deep\.en\.md: the body nests quotes or lists 20000 deep; at most 20$/),
      expect.stringMatching(/linked\.en\.md: is a symbolic link/),
    ]);
  });

  test('a linked collection folder is refused like a linked file: what it points to is never published', () => {
    const directory = mkdtempSync(join(tmpdir(), 'collections-'));
    const elsewhere = mkdtempSync(join(tmpdir(), 'collections-elsewhere-'));
    const head = ['---', 'title: A', 'date: 2026-11-01', 'summary: S', 'category: it', '---', ''].join('\n');
    writeFileSync(join(elsewhere, 'secret.en.md'), `${head}Body`);
    symlinkSync(elsewhere, join(directory, 'news'));
    expect(problemsOf(directory)).toEqual([
      expect.stringMatching(/news: is a symbolic link; a collection must be the folder itself$/),
    ]);
  });

  test('a job’s title names every gender in German and English, and its location names its town of work', () => {
    const directory = mkdtempSync(join(tmpdir(), 'collections-'));
    mkdirSync(join(directory, 'jobs'));
    const job = (title: string, place: string[]) =>
      [
        '---',
        `title: ${title}`,
        'summary: S',
        ...place,
        'employmentType: FULL_TIME',
        'datePosted: 2026-11-01',
        'validThrough: 2026-12-31',
        'salary: { min: 1, max: 2, currency: EUR, unit: YEAR }',
        '---',
        'Body',
      ].join('\n');
    writeFileSync(join(directory, 'jobs', 'lead.de.md'), job('Projektleiter Energiehandel', ['location: Potsdam']));
    writeFileSync(join(directory, 'jobs', 'lead.en.md'), job('Project lead (all genders)', ['location: Berlin']));
    writeFileSync(
      join(directory, 'jobs', 'lead.tr.md'),
      job('Proje lideri', ['location: Bakü', 'locality: Bakü', 'country: XX']),
    );
    writeFileSync(
      join(directory, 'jobs', 'sales.de.md'),
      job('Vertrieb (w/m/d)', ['location: İstanbul (hybrid)', 'locality: İstanbul', 'country: TR']),
    );
    const problems = problemsOf(directory);
    expect(problems).toEqual([
      expect.stringMatching(/lead\.de\.md: title: must name every gender, e\.g\. end in \(m\/w\/d\) \(AGG § 11\)/),
      expect.stringMatching(
        /lead\.en\.md: location: must name the town or city of work, Potsdam \(locality\) \(got "Berlin"\)$/,
      ),
      expect.stringMatching(/lead\.tr\.md: country: is not a country code/),
    ]);
    // sales.de.md, in İstanbul with a German marker, is fine: it is not among the problems.
  });

  test('a job without a place of work is at the head office: Potsdam, Germany', () => {
    const [job] = loadCollections({ directory: fixture, day }).jobs;
    expect(job?.frontMatter).toMatchObject({ location: 'Potsdam', locality: 'Potsdam', country: 'DE' });
  });

  test('front matter is YAML only: a file fenced ---js is refused, never run', () => {
    const directory = mkdtempSync(join(tmpdir(), 'collections-'));
    mkdirSync(join(directory, 'news'));
    const marker = join(directory, 'ran');
    writeFileSync(
      join(directory, 'news', 'code.en.md'),
      ['---js', `require('fs').writeFileSync(${JSON.stringify(marker)}, 'x'); ({ title: 'A' })`, '---', 'Body'].join(
        '\n',
      ),
    );
    const problems = problemsOf(directory);
    expect(problems).toEqual([
      expect.stringMatching(/code\.en\.md: the front matter is not valid YAML: .*must be YAML/),
    ]);
    expect(existsSync(marker)).toBe(false);
  });

  test('the real collections are empty: the shipped site keeps its placeholders', () => {
    expect(loadCollections({ directory: 'src/content', day })).toEqual({
      news: [],
      jobs: [],
      upcoming: [],
      awaitingReview: [],
    });
  });

  test('the build day is injectable and otherwise the day in Potsdam', () => {
    expect(buildDay({ BUILD_DAY: '2030-01-02' })).toBe('2030-01-02');
    expect(() => buildDay({ BUILD_DAY: '2.1.2030' })).toThrow(/YYYY-MM-DD/);
    // 23:30 UTC on 31 December is already New Year's Day in Potsdam.
    expect(buildDay({}, new Date('2026-12-31T23:30:00Z'))).toBe('2027-01-01');
  });

  test('the index carries each language its own entries, with dates in the language format', () => {
    const index = collectionIndex(loadCollections({ directory: fixture, day }));
    expect(index.news.tr.map((entry) => entry.slug)).toEqual(['solar-park-brandenburg']);
    expect(index.news.de.map((entry) => entry.slug)).toEqual(['ausbildung-2027', 'solar-park-brandenburg']);
    expect(index.news.de[0]?.dateText).toBe('2. November 2026');
    expect(index.news.en[0]).toMatchObject({ modified: '2026-10-20', readMinutes: 1, category: 'energy' });
    expect(index.news.en[0]).not.toHaveProperty('draft');
  });
});

describe('Markdown at build time', () => {
  test('raw HTML is shown as text, never rendered', () => {
    const html = markdownToHtml('Before\n\n<script>alert(1)</script>\n\nInline <img src=x onerror=alert(1)> tag');
    expect(html).not.toMatch(/<script|<img/);
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(html).toContain('&lt;img src=x onerror=alert(1)&gt;');
  });

  test('links keep to safe addresses, pictures to our own site, headings start below the title', () => {
    expect(markdownToHtml('[x](javascript:alert(1))')).toBe('<p>x</p>\n');
    // Browsers read /\ and \\ as another host, as they read //.
    for (const href of ['//evil.example', '/\\evil.example', '\\\\evil.example'])
      expect(markdownToHtml(`[x](${href}/page) ![pic](${href}/a.png)`), href).toBe('<p>x pic</p>\n');
    // Browsers drop tabs and line breaks from an address: "/<tab>/evil.example" is "//evil.example".
    for (const href of ['/\t/evil.example', '/\t\t\\evil.example', '\t//evil.example'])
      expect(markdownToHtml(`[x](<${href}/page>) ![pic](<${href}/a.png>)`), JSON.stringify(href)).toBe(
        '<p>x pic</p>\n',
      );
    expect(markdownToHtml('[team](</about\tus>)')).toBe('<p><a href="/aboutus">team</a></p>\n');
    expect(markdownToHtml('[site](https://example.org)')).toContain(
      '<a href="https://example.org" rel="noopener noreferrer">site</a>',
    );
    expect(markdownToHtml('![a map](https://tracker.example/map.png)')).toBe('<p>a map</p>\n');
    expect(markdownToHtml('![a map](/images/map.png)')).toContain(
      '<img src="/images/map.png" alt="a map" loading="lazy">',
    );
    expect(markdownToHtml('# Section')).toBe('<h2>Section</h2>\n');
    expect(markdownToHtml('## Section\n\n### Part')).toBe('<h2>Section</h2>\n<h3>Part</h3>\n');
  });
});
