/**
 * A percent-encoded piece of a URL as text; a visitor's malformed escape ("/about#%") is kept as typed
 * instead of throwing, so an odd address never blanks the page.
 */
export function decodeUrlText(encoded: string): string {
  try {
    return decodeURIComponent(encoded);
  } catch {
    return encoded;
  }
}
