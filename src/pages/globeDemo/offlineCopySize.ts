/**
 * The size of the demo's offline copy as the privacy policy and the demo's hint state it: "just under 2.2 MB"
 * (knapp 2,2 MB, 2,2 MB’ın biraz altında). The build fails when the copy the service worker stores is larger
 * (build/offlineDemo.ts), and unit/copyReview.test.ts holds the words in every language to this figure, so
 * a larger site raises the figure, the words and the policy's "Stand" together.
 */
export const offlineCopyStatedMegabytes = 2.2;
/** Megabytes as the words mean them: 1 MB = 1,000,000 bytes. */
export const offlineCopyStatedBytes = offlineCopyStatedMegabytes * 1_000_000;
/** Below this share of the stated figure, "just under" overstates the copy: the build warns. */
export const offlineCopyJustUnder = 0.8;
