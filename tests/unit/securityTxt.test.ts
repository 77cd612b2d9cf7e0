import { describe, expect, it } from 'vitest';
import { securityTxt, securityTxtPath } from '../../src/build/securityTxt';
import { company } from '../../src/content/company';
import { siteOrigin } from '../../src/routes/siteOrigin';

/** The file's fields, each name with its values in order (Contact may be given more than once). */
function fieldsOf(text: string): Map<string, string[]> {
  const fields = new Map<string, string[]>();
  for (const line of text.split('\n').filter(Boolean)) {
    const match = /^([A-Za-z-]+): (.+)$/.exec(line);
    expect(match, `"${line}" is not a field`).not.toBeNull();
    const [, name = '', value = ''] = match ?? [];
    fields.set(name, [...(fields.get(name) ?? []), value]);
  }
  return fields;
}

describe('security.txt (RFC 9116)', () => {
  const builtAt = new Date('2026-11-27T10:00:00Z');
  const fields = fieldsOf(securityTxt(builtAt));

  it('names the company address first and the contact page, its security topic chosen, as a second way (G1)', () => {
    expect(fields.get('Contact')).toEqual([`mailto:${company.email}`, `${siteOrigin}/contact?service=security`]);
  });

  it('expires once, in less than a year from the build, in the RFC 3339 form', () => {
    const [expires = ''] = fields.get('Expires') ?? [];
    expect(fields.get('Expires')).toHaveLength(1);
    expect(expires).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?Z$/);
    const days = (Date.parse(expires) - builtAt.getTime()) / (24 * 3600 * 1000);
    expect(days).toBeGreaterThan(300);
    expect(days).toBeLessThan(365);
  });

  it('says which languages a report may be written in, and where the file lives', () => {
    expect(fields.get('Preferred-Languages')).toEqual(['en, de, tr']);
    expect(fields.get('Canonical')).toEqual([`${siteOrigin}${securityTxtPath}`]);
  });
});
