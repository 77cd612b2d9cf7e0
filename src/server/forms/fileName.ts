/** Longest file name kept for a CV, in characters, extension included. */
const maxFileNameLength = 120;

// Control characters (C0, DEL, C1), invisible and direction-changing format characters, line and
// paragraph separators: in a name shown to staff they can hide, reorder or forge text (or drive a terminal).
const invisible =
  // eslint-disable-next-line no-control-regex -- matching control characters is the point
  /[\u0000-\u001F\u007F-\u009F\u00AD\u061C\u180E\u200B-\u200F\u2028-\u202E\u2060-\u206F\uFEFF\uFFF9-\uFFFB]/g;
const loneSurrogate = /[\uD800-\uDFFF]/gu;

/**
 * The name an applicant's file is kept and shown under: no control or invisible characters, no folder
 * parts, at most `maxFileNameLength` characters, the extension kept; empty when nothing usable is left.
 */
export function cleanFileName(raw: string): string {
  const base = raw.replace(invisible, '').replace(loneSurrogate, '').split(/[\\/]/).pop() ?? '';
  const name = base.trim().replace(/^\.+/, '').replace(/\s+/g, ' ');
  const dot = name.lastIndexOf('.');
  const extension = dot > 0 && name.length - dot <= 10 ? name.slice(dot) : '';
  const stem = Array.from(extension ? name.slice(0, dot) : name)
    .slice(0, maxFileNameLength - extension.length)
    .join('')
    .trim();
  return `${stem || (extension ? 'cv' : '')}${extension}`;
}
