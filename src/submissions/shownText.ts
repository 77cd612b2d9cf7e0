/**
 * Control characters (C0, DEL, C1), invisible and direction-changing format characters, line and paragraph
 * separators: in what a visitor typed and staff read they can hide, reorder or forge text (or drive a terminal).
 */
export const invisibleCharacters =
  // eslint-disable-next-line no-control-regex -- matching control characters is the point
  /[\u0000-\u001F\u007F-\u009F\u00AD\u061C\u180E\u200B-\u200F\u2028-\u202E\u2060-\u206F\uFEFF\uFFF9-\uFFFB]/g;
export const loneSurrogates = /[\uD800-\uDFFF]/gu;
/**
 * The characters that change the direction of the text around them: marks (ALM, LRM, RLM), embeddings,
 * overrides and isolates. In a one-line field they can make a position read backwards ("Cloud \u202Efdp.exe").
 */
export const directionControls = /[\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]/g;

/**
 * A visitor's one-line text (a name, a subject) as staff are shown it, in the inbox and in an e-mail: without
 * invisible or direction-changing characters, and with RFC 2047 encoded words ("=?utf-8?B?…?=") broken up,
 * so a mail program shows them as typed instead of decoding them into other text.
 */
export function shownText(text: string): string {
  return text.replace(invisibleCharacters, '').replace(loneSurrogates, '').replace(/=\?/g, '= ?');
}
