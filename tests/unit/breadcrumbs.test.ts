import { describe, expect, it } from 'vitest';
import { buildCrumbs, capitaliseSegment } from '../../src/app/breadcrumbs';
import { de } from '../../src/i18n/dict/de';
import { en } from '../../src/i18n/dict/en';
import { tr } from '../../src/i18n/dict/tr';
import { createTranslator } from '../../src/i18n/translator';

const english = createTranslator('en', en).t;

describe('breadcrumbs', () => {
  it('are empty on home, where the bar is hidden', () => {
    expect(buildCrumbs('/', english)).toEqual([]);
  });

  it('start at Home, have one entry per segment and leave the last unlinked', () => {
    expect(buildCrumbs('/services/real-estate', english)).toEqual([
      { label: 'Home', path: '/' },
      { label: 'Services', path: '/services' },
      { label: 'Real estate', path: null },
    ]);
  });

  it('label blog as News', () => {
    expect(buildCrumbs('/blog', english).at(-1)?.label).toBe('News');
  });

  it('are localised for German and Turkish', () => {
    expect(buildCrumbs('/services/it', createTranslator('de', de).t).map((crumb) => crumb.label)).toEqual([
      de.breadcrumbs.home,
      de.breadcrumbs.segments.services,
      de.breadcrumbs.segments.it,
    ]);
    expect(buildCrumbs('/careers', createTranslator('tr', tr).t).at(-1)?.label).toBe(tr.breadcrumbs.segments.careers);
  });

  it('capitalise unknown segments with hyphens as spaces', () => {
    expect(capitaliseSegment('executive-search')).toBe('Executive search');
    expect(buildCrumbs('/services/hr/talent-management', english).at(-1)).toEqual({ label: 'Talent management', path: null });
  });
});

describe('breadcrumbs of odd addresses', () => {
  it('treat names of object internals as unknown segments', () => {
    expect(buildCrumbs('/__proto__', english).at(-1)).toEqual({ label: '__proto__', path: null });
    expect(buildCrumbs('/constructor/toString', english).map((crumb) => crumb.label)).toEqual(['Home', 'Constructor', 'ToString']);
  });

  it('keep a malformed percent escape as typed', () => {
    expect(capitaliseSegment('100%-sure')).toBe('100% sure');
  });
});
