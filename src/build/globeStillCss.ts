/**
 * The still's size and place, generated from the hero framing at build time (served as
 * `virtual:globe-still.css` by globeStillPlugin.ts), so the still follows framing.ts the way the live
 * globe does through placeFraming: centre (x·W, y·H), radius radiusFactor·min(W, H)/2, in the stage's
 * own size (container query units). Each layout of the framing becomes one rule under its condition.
 */
import { dotDiameter } from '../globe/drawing';
import { heroTextRightCss, textGap, type Framing, type FramingLayout } from '../globe/framing';
import { haloScale } from '../globe/look';

/** A layout and the condition on the stage's size under which it applies; later entries win. */
interface ConditionalLayout {
  /** A size query for `@container` (and, with viewport units, `@media`); null: always. */
  condition: string | null;
  layout: FramingLayout;
}

/** placeFraming: the wide layout where the stage is at least as wide as it is high, else the narrow one. */
function framingLayouts(framing: Framing): ConditionalLayout[] {
  return [
    { condition: null, layout: framing.narrow },
    { condition: '(min-aspect-ratio: 1/1)', layout: framing.wide },
  ];
}

interface DotSize {
  /** Diameter per pixel of radius, between the clamps. */
  perRadius: number;
  min: number;
  max: number;
}

/** dotDiameter as a clamp of a linear term, read off the function itself so the CSS follows it. */
function dotSize(latticeSize: number): DotSize {
  const min = dotDiameter(0, latticeSize);
  const max = dotDiameter(1e9, latticeSize);
  for (let radius = 1; radius < 1e5; radius *= 1.25) {
    const diameter = dotDiameter(radius, latticeSize);
    if (diameter > min && diameter < max) return { perRadius: diameter / radius, min, max };
  }
  throw new Error('dotDiameter is never between its clamps');
}

const number = (value: number): string => String(Math.round(value * 1e6) / 1e6);

interface Units {
  width: string;
  height: string;
  min: string;
}

/** placeFraming (globe/framing.ts) written as CSS: the same terms, with max()/min() where it has them. */
function layoutRule(layout: FramingLayout, dot: DotSize, { width, height, min }: Units): string {
  const base = `${number(layout.radiusFactor / 2)} * ${min}`;
  const radius = layout.maxRadius === undefined ? `(${base})` : `min(${base}, ${number(layout.maxRadius)} * ${height})`;
  const halo = `(${number(haloScale)} * ${radius})`;
  const x = `${number(layout.x)} * ${width}`;
  const cx = layout.clearOfText
    ? `max(${x}, ${heroTextRightCss(width)} + ${number(textGap)} * ${width} + ${halo})`
    : `(${x})`;
  const y = `${number(layout.y)} * ${height}`;
  const cy = layout.clearTop === undefined ? `(${y})` : `max(${y}, ${number(layout.clearTop)}px + ${halo})`;
  const rules = [
    `.globe-still__svg { left: calc(${cx} - ${halo}); top: calc(${cy} - ${halo}); width: calc(2 * ${halo}); height: calc(2 * ${halo}); }`,
    `.globe-still__dots { stroke-width: clamp(${number(dot.min)}px, ${number(dot.perRadius)} * ${radius}, ${number(dot.max)}px); }`,
    `.globe-still__layer { opacity: ${number(layout.opacity)}; }`,
  ];
  return rules.join('\n');
}

function wrap(at: string, condition: string | null, body: string): string {
  return condition ? `${at} ${condition} {\n${body}\n}` : body;
}

/**
 * First with viewport units (the stage on home is the viewport's width and large height), then, where the
 * browser has container queries, with the stage's own size, which wins.
 */
export function stillCss(framing: Framing, latticeSize: number): string {
  const dot = dotSize(latticeSize);
  const layouts = framingLayouts(framing);
  const viewport: Units = { width: '100vw', height: '100vh', min: 'min(100vw, 100vh)' };
  const stage: Units = { width: '100cqw', height: '100cqh', min: '100cqmin' };
  const byViewport = layouts.map(({ condition, layout }) =>
    wrap('@media', condition, layoutRule(layout, dot, viewport)),
  );
  const byStage = layouts.map(({ condition, layout }) =>
    wrap('@container globe-still', condition, layoutRule(layout, dot, stage)),
  );
  return `/* Generated from globe/framing.ts by build/globeStillCss.ts. */\n${[...byViewport, ...byStage].join('\n')}\n`;
}
