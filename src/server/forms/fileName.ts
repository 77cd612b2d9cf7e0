/** Longest file name kept for a CV, in characters, extension included. */
const maxFileNameLength = 120;

import { invisibleCharacters as invisible, loneSurrogates as loneSurrogate } from '../../submissions/shownText';

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
