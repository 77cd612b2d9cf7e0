import { describe, expect, it } from 'vitest';
import { buildCrumbs, capitaliseSegment } from '../../src/routes/breadcrumbs';
import { routePath, routes } from '../../src/routes/routes';
import { allMessages } from '../../src/i18n/allMessages';
import { createTranslator } from '../../src/i18n/translator';

const { de, en, tr } = allMessages;

const english = createTranslator('en', en);

/** The trail as a visitor sees it: each entry's words and where its link goes (null: no link). */
function trail(path: string, translator = english) {
  return buildCrumbs(path, translator).map((crumb) => ({
    label: crumb.label,
    path: crumb.route && routePath(crumb.route),
  }));
}

describe('breadcrumbs', () => {
  it('are empty on home, where the bar is hidden', () => {
    expect(buildCrumbs('/', english)).toEqual([]);
  });

  it('start at Home, have one entry per segment and leave the last unlinked', () => {
    expect(trail('/services/real-estate')).toEqual([
      { label: 'Home', path: '/' },
      { label: 'Services', path: '/services' },
      { label: 'Real Estate', path: null },
    ]);
  });

  it('label blog as News', () => {
    expect(buildCrumbs('/blog', english).at(-1)?.label).toBe('News');
  });

  it('are localised for German and Turkish', () => {
    expect(buildCrumbs('/services/it', createTranslator('de', de)).map((crumb) => crumb.label)).toEqual([
      de.breadcrumbs.home,
      de.breadcrumbs.segments.services,
      de.services.it.name,
    ]);
    expect(buildCrumbs('/careers', createTranslator('tr', tr)).at(-1)?.label).toBe(tr.breadcrumbs.segments.careers);
  });

  it('capitalise unknown segments with hyphens as spaces', () => {
    expect(capitaliseSegment('executive-search')).toBe('Executive search');
    expect(trail('/services/hr/team-building').at(-1)).toEqual({ label: 'Team building', path: null });
    expect(buildCrumbs('/does-not-exist/cloud', english).map((crumb) => crumb.label)).toEqual([
      'Home',
      'Does not exist',
      'Cloud',
    ]);
  });

  it('link only the parts of an address that are pages (a made-up address leads nowhere it cannot go)', () => {
    expect(trail('/no/such/page').map((crumb) => crumb.path)).toEqual(['/', null, null, null]);
    expect(trail('/services/hr/team-building').map((crumb) => crumb.path)).toEqual([
      '/',
      '/services',
      '/services/hr',
      null,
    ]);
  });

  it('name sub-services with the words of their overview card, in every language', () => {
    const lastLabel = (path: string, translator: ReturnType<typeof createTranslator>) =>
      buildCrumbs(path, translator).at(-1)?.label;
    expect(lastLabel('/services/research-development/ai-ml', english)).toBe('AI and machine learning');
    expect(lastLabel('/services/research-development/iot', english)).toBe('Internet of Things');
    expect(lastLabel('/services/it/cloud', createTranslator('de', de))).toBe(
      de.overview.categories.it.subServices.cloud.name,
    );
    expect(lastLabel('/services/hr/talent-management', createTranslator('tr', tr))).toBe('Yetenek yönetimi');
    // The same slug under another category is that category's sub-service.
    expect(lastLabel('/services/networking/security', english)).toBe(
      en.overview.categories.networking.subServices.security.name,
    );
    expect(lastLabel('/services/it/security', english)).toBe(en.overview.categories.it.subServices.security.name);
  });

  it('never show a URL-made label on a sub-service page', () => {
    for (const [translator, messages] of [
      [english, en],
      [createTranslator('de', de), de],
      [createTranslator('tr', tr), tr],
    ] as const) {
      for (const route of routes.filter((candidate) => candidate.service?.anchor)) {
        const label = buildCrumbs(route.path, translator).at(-1)?.label ?? '';
        const names = Object.values(messages.overview.categories).flatMap((category) =>
          Object.values(category.subServices).map((sub: { name: string }) => sub.name),
        );
        expect(names).toContain(label);
      }
    }
  });
});

describe('breadcrumbs of German sub-service pages', () => {
  const german = createTranslator('de', de);

  it('use the German dictionary labels of every page on the way, never the URL slugs', () => {
    expect(trail('/services/research-development/ai-ml', german)).toEqual([
      { label: de.breadcrumbs.home, path: '/' },
      { label: de.breadcrumbs.segments.services, path: '/services' },
      { label: de.services.rd.name, path: '/services/research-development' },
      { label: 'KI und maschinelles Lernen', path: null },
    ]);
    expect(trail('/services/hr/executive-search', german).map((crumb) => crumb.label)).toEqual([
      'Startseite',
      'Leistungen',
      'Personalwesen',
      de.overview.categories.hr.subServices.executiveSearch.name,
    ]);
  });

  it('name each crumb of every sub-service page from the German dictionary, not from its address', () => {
    const germanLabels = new Set<string>([
      de.breadcrumbs.home,
      ...Object.values(de.breadcrumbs.segments),
      ...Object.values(de.services).map((service) => service.name),
      ...Object.values(de.overview.categories).flatMap((category) =>
        Object.values(category.subServices).map((sub: { name: string }) => sub.name),
      ),
    ]);
    for (const route of routes.filter((candidate) => candidate.service?.anchor)) {
      const crumbs = trail(route.path, german);
      const segments = route.path.split('/').filter(Boolean);
      expect(crumbs).toHaveLength(segments.length + 1);
      // A slug-made label ("Ai ml", "Research development", "Executive search") is in no German dictionary entry.
      for (const crumb of crumbs) expect(germanLabels, `${route.path}: "${crumb.label}"`).toContain(crumb.label);
    }
  });
});

describe('breadcrumbs of odd addresses', () => {
  it('treat names of object internals as unknown segments', () => {
    expect(trail('/__proto__').at(-1)).toEqual({ label: 'Page not found', path: null });
    expect(buildCrumbs('/constructor/toString', english).map((crumb) => crumb.label)).toEqual([
      'Home',
      'Constructor',
      'ToString',
    ]);
  });

  it('never echo a sentence from the address as the site’s words: anything but a short slug is “Page not found”', () => {
    const german = createTranslator('de', de);
    const phishing = '/Konto%20gesperrt%3A%20bitte%20%C3%BCberweisen%20Sie%20500%20EUR%20an%20DE00';
    expect(buildCrumbs(phishing, german).at(-1)?.label).toBe(de.breadcrumbs.notFound);
    expect(buildCrumbs('/konto-gesperrt-bitte-ueberweisen-sie-500-eur', german).at(-1)?.label).toBe(
      'Seite nicht gefunden',
    );
    expect(buildCrumbs('/kayit-askiya-alindi-lutfen-odeme', createTranslator('tr', tr)).at(-1)?.label).toBe(
      tr.breadcrumbs.notFound,
    );
    // Punctuation, encoded spaces, a malformed escape, more than 30 characters: none is a slug.
    for (const segment of ['100%-sure', 'call%20us', 'pay!', 'a-b-c-d', 'abcdefghijklmnopqrstuvwxyz012345'])
      expect(capitaliseSegment(segment), segment).toBeUndefined();
    // Phone numbers, account numbers and words in another script look like no label of ours either.
    for (const segment of [
      'call-0800-5551234',
      'iban-DE89370400440532013000',
      '%D0%BF%D0%B0%D1%80%D0%BE%D0%BB%D1%8C-%D1%81%D0%B1%D1%80%D0%BE%D1%88%D0%B5%D0%BD',
      '0800-555-1234',
      'tel-49331-12345',
      'ruf-an-015112345678',
      '2026',
    ])
      expect(capitaliseSegment(segment), segment).toBeUndefined();
    expect(buildCrumbs('/call-0800-5551234', german).at(-1)?.label).toBe(de.breadcrumbs.notFound);
    // The specification's rule stays for what a slug looks like.
    expect(trail('/some-unknown-thing').at(-1)).toEqual({ label: 'Some unknown thing', path: null });
    expect(capitaliseSegment('über-uns')).toBe('Über uns');
    expect(capitaliseSegment('%C3%BCber-uns')).toBe('Über uns');
    expect(capitaliseSegment('şirket-haberleri')).toBe('Şirket haberleri');
    expect(capitaliseSegment('jahresbericht-2026')).toBe('Jahresbericht 2026');
  });
});
