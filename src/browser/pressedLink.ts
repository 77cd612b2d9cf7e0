/**
 * The link a visitor followed, marked (`data-pressed`) until its page is on screen: the tap's own answer on
 * the spot it was made. A link whose page keeps the header's current item (a card on /services, a service's
 * sub-service) otherwise changed nothing in the press's frame, and the visitor saw no sign the tap was taken
 * until the page came (issue 57). One link at a time: a later click takes the mark.
 */
let pressed: { link: HTMLAnchorElement; path: string } | undefined;

/** Marks `link`, whose target page is `path` (another page than the one shown). */
export function markPressed(link: HTMLAnchorElement, path: string): void {
  releasePressed();
  link.setAttribute('data-pressed', '');
  pressed = { link, path };
}

/** The marked link's page, if a link is marked. */
export function pressedPath(): string | undefined {
  return pressed?.path;
}

export function releasePressed(): void {
  pressed?.link.removeAttribute('data-pressed');
  pressed = undefined;
}
