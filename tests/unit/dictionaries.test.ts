import { describe, expect, it } from 'vitest';
import { consentTexts } from '../../src/i18n/consent/allTexts';
import { consentLanguages } from '../../src/i18n/consent/texts';
import { allMessages } from '../../src/i18n/allMessages';
import { staffMessages } from '../../src/staff/words';

const { de, en, tr } = allMessages;

type Tree = { readonly [key: string]: string | readonly string[] | Tree };

function leaves(tree: Tree, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') out.set(path, value);
    // Lists (paragraphs, bullet points) must have as many items in every language.
    else if (Array.isArray(value))
      (value as readonly string[]).forEach((item, index) => out.set(`${path}.${index}`, item));
    else for (const [childPath, childValue] of leaves(value as Tree, path)) out.set(childPath, childValue);
  }
  return out;
}

const placeholders = (text: string): string[] =>
  [...text.matchAll(/\{\{(\w+)\}\}/g)].map((match) => match[1] ?? '').sort();

const reference = leaves(en);

describe.each([
  ['de', de],
  ['tr', tr],
])('the %s dictionary', (_name, dictionary) => {
  const translated = leaves(dictionary);

  it('has every English key and no other', () => {
    expect([...translated.keys()].sort()).toEqual([...reference.keys()].sort());
  });

  it('has no empty message', () => {
    const empty = [...translated].filter(([, text]) => text.trim() === '').map(([key]) => key);
    expect(empty).toEqual([]);
  });

  it('keeps the placeholders of every English message', () => {
    const differing = [...reference].filter(([key, text]) => {
      const other = translated.get(key) ?? '';
      return placeholders(other).join() !== placeholders(text).join();
    });
    expect(differing.map(([key]) => key)).toEqual([]);
  });
});

// The staff inbox's words (src/staff/words) are a dictionary of their own, loaded by the inbox's bundle only.
const staffReference = leaves(staffMessages.en);

describe.each([
  ['de', staffMessages.de],
  ['tr', staffMessages.tr],
])('the staff inbox dictionary in %s', (_name, dictionary) => {
  const translated = leaves(dictionary);

  it('has every English key and no other, none empty', () => {
    expect([...translated.keys()].sort()).toEqual([...staffReference.keys()].sort());
    expect([...translated].filter(([, text]) => text.trim() === '').map(([key]) => key)).toEqual([]);
  });

  it('keeps the placeholders of every English message', () => {
    const differing = [...staffReference].filter(
      ([key, text]) => placeholders(translated.get(key) ?? '').join() !== placeholders(text).join(),
    );
    expect(differing.map(([key]) => key)).toEqual([]);
  });
});

describe('the English dictionary', () => {
  it('has no empty message', () => {
    expect([...reference].filter(([, text]) => text.trim() === '')).toEqual([]);
  });
});

describe('cookie banner texts', () => {
  it('exist in the twelve languages of the specification plus Turkish', () => {
    expect([...consentLanguages].sort()).toEqual(
      ['en', 'es', 'fr', 'de', 'it', 'pt', 'ru', 'zh', 'ja', 'ko', 'ar', 'hi', 'tr'].sort(),
    );
  });

  it.each(consentLanguages)('are complete in %s', (language) => {
    const texts = consentTexts[language];
    for (const field of ['title', 'message', 'decline', 'accept', 'privacyLink'] as const) {
      expect(texts[field].trim(), `${language}.${field}`).not.toBe('');
    }
    if (language !== 'en') expect(texts.message).not.toBe(consentTexts.en.message);
  });
});
