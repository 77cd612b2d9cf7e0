/**
 * Whether the globe demo presents from its first paint: a decision the inline pre-paint script takes
 * (prePaintEntry.ts) and the demo's presentation keeps (pages/globeDemo/usePresentation.ts). A stand that
 * starts or reloads never shows the demo's controls: the prerendered page cannot know its query, and the
 * app knows it only once hydrated.
 */

/** On <html> while the demo presents: the page's other parts step aside (GlobeDemoPage.css). */
export const presentingClass = 'globe-presenting';

/** Marks the demo's prerendered <html> (build/renderPage.tsx), the one page where the script decides. */
export const presentablePageAttribute = 'data-presentable';

/**
 * Whether a demo opened at `search` presents: a kiosk, an audience window, a link with `present=1`, as
 * globe/demoStage.ts parseDemoStage and globe/demoVariants.ts parseDemoState read them (a unit test keeps
 * them in step). A regular expression: the script runs inline on every page and stays small.
 */
export function presentsAtStart(search: string): boolean {
  return /[?&](kiosk|follow|present)=1(&|$)/.test(search);
}

/** On <html> when the demo opened as a stand's kiosk or an audience window: the brand shows from the first paint. */
export const standClass = 'globe-stand';

/** Whether a demo opened at `search` stands before an audience: a kiosk or an audience window (not a presenter). */
export function standsAtStart(search: string): boolean {
  return /[?&](kiosk|follow)=1(&|$)/.test(search);
}
