// Characters a terminal may act on instead of showing: C0 controls (tab and line feed excepted), DEL, C1
// controls (CSI, OSC, ...), and invisible or direction-changing format characters that hide or reorder
// text. Lone surrogates are shown too: they cannot be printed as they are.
const unprintable =
  // eslint-disable-next-line no-control-regex -- matching control characters is the point
  /[\u0000-\u0008\u000B-\u001F\u007F-\u009F\u00AD\u061C\u180E\u200B-\u200F\u2028-\u202E\u2060-\u206F\uFEFF\uFFF9-\uFFFB]|[\uD800-\uDFFF]/gu;

/**
 * Text that is safe to write to a staff member's terminal: whatever a visitor typed (a name, a file name,
 * a message) cannot set the window title, clear the screen, write to the clipboard or hide text. Each such
 * character is shown as a \uXXXX escape, which also keeps JSON output valid JSON.
 */
export function printable(text: string): string {
  return text.replace(unprintable, (char) => `\\u${(char.codePointAt(0) ?? 0).toString(16).padStart(4, '0')}`);
}
