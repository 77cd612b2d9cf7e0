/**
 * The link a visitor followed, marked (`data-pressed`) until its page is on screen: the tap's answer where it
 * was made, where the header's current item stays (a card on /services). A later click takes the mark.
 */
let pressed: { link: HTMLAnchorElement; path: string } | undefined;

/** Marks `link`, whose target page is `path` (another page than the one shown). */
export function markPressed(link: HTMLAnchorElement, path: string): void {
  keepPressedFor(null);
  link.setAttribute('data-pressed', '');
  pressed = { link, path };
}

/** Takes the mark away unless its page is `path`, the one on its way (Back, or another address, overtook it). */
export function keepPressedFor(path: string | null): void {
  if (pressed?.path === path) return;
  pressed?.link.removeAttribute('data-pressed');
  pressed = undefined;
}
