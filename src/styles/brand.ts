/**
 * The brand blue: the browser's theme colour, the globe's dots before the style sheet is read, and the
 * demo's first swatch. The style sheet states it once as well (--brand-blue in tokens.css, which cannot
 * import a module); tests/unit/brandColour.test.ts fails when the two differ.
 */
export const brandBlue = '#3870c1';
