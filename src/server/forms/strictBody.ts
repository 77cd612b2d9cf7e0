const utf8 = new TextDecoder('utf-8', { fatal: true });

/** JSON whose bytes must be valid UTF-8: broken encodings are refused, not silently replaced. */
export function parseStrictJson(body: Buffer): unknown {
  return JSON.parse(utf8.decode(body)) as unknown;
}

/**
 * application/x-www-form-urlencoded, strictly: percent-escapes must decode to valid UTF-8 (decodeURIComponent
 * throws otherwise) and a field may appear only once. Throws on anything else.
 */
export function parseStrictForm(body: Buffer): Record<string, string> {
  const fields: Record<string, string> = Object.create(null) as Record<string, string>;
  const text = utf8.decode(body);
  if (text === '') return fields;
  for (const pair of text.split('&')) {
    const [rawName = '', rawValue = ''] = pair.split(/=(.*)/s, 2);
    const name = decodeURIComponent(rawName.replace(/\+/g, ' '));
    if (name === '' || name in fields) throw new Error(`Bad or repeated field "${name}"`);
    fields[name] = decodeURIComponent(rawValue.replace(/\+/g, ' '));
  }
  return { ...fields };
}
