/**
 * The globe demo's four variants (specification, point 9) and the whole demo state in the URL, so a
 * presenter can share exactly what they set, and a link can open straight into the presentation:
 * `?v2=d:1200,s:0.0006,r:0.65,c:1c9c8c,b:1,a:1&show=2&present=1&bg=black`. A variant's look (`b` body and
 * halo, `a` arcs, `p` pulses) is written only when on, so links made before it existed keep their meaning.
 * On a stage (presenting, an audience window, a kiosk) the presented variant shows the whole signature look
 * unless the presenter switched that off (`look=0`): dots alone read as loose clusters at full screen.
 */
import { brandBlue } from '../styles/brand';
import { requestedKind } from './capability';
import { nearestDemoDotCount } from './dotCounts';
import type { DemoLook, DemoSettings } from './demoGlobes';

/** The look's parts, in the order the controls show them. */
export const demoLookParts = ['body', 'arcs', 'pulses'] as const satisfies readonly (keyof DemoLook)[];
type DemoLookPart = (typeof demoLookParts)[number];

/** The specification's variants are dots only. */
const dotsOnly: DemoLook = { body: false, arcs: false, pulses: false };

export const demoVariants: readonly DemoSettings[] = [
  { dots: 1000, speed: 0.0004, radiusFactor: 0.7, color: brandBlue, look: dotsOnly },
  { dots: 800, speed: 0.001, radiusFactor: 0.6, color: '#0f8a7e', look: dotsOnly },
  { dots: 2000, speed: 0.0002, radiusFactor: 0.8, color: '#7150d0', look: dotsOnly },
  { dots: 600, speed: 0.0001, radiusFactor: 0.5, color: '#c2571a', look: dotsOnly },
];

/**
 * The variants' names, in their order (their words: i18n `globeDemo.names`): an audience window and a kiosk's
 * explore state name the globe by them, never "Variant 2 of 4". By character, as the colours may be changed.
 */
export const demoVariantNames = ['classic', 'lively', 'detailed', 'calm'] as const;

/** The whole signature look, which a presented variant shows by default: an audience sees the story, not bare dots. */
export const signatureLook: DemoLook = { body: true, arcs: true, pulses: true };

/** Each part of the look as one letter of the URL. */
const lookFields: Record<DemoLookPart, string> = { body: 'b', arcs: 'a', pulses: 'p' };

export const speedRange = { min: 0, max: 0.002, step: 0.0001 } as const;
export const radiusRange = { min: 0.3, max: 0.95, step: 0.05 } as const;

/** Colours offered as swatches: the brand blue, the variants' own, and two for projectors. */
export const demoPalette = [brandBlue, '#0f8a7e', '#7150d0', '#c2571a', '#b8323f', '#5b6472'] as const;

/** What the presentation shows behind the globe: the site's theme, or plain black or white for projectors. */
export const presentationBackgrounds = ['theme', 'black', 'white'] as const;
export type PresentationBackground = (typeof presentationBackgrounds)[number];

/** Seconds one turn takes at a speed in radians per millisecond; null when the globe stands still. */
export function secondsPerTurn(speed: number): number | null {
  return speed > 0 ? (2 * Math.PI) / speed / 1000 : null;
}

function clamp(value: number, min: number, max: number, fallback: number): number {
  return Number.isFinite(value) ? Math.min(max, Math.max(min, value)) : fallback;
}

function parseVariant(text: string | null, fallback: DemoSettings): DemoSettings {
  if (!text) return fallback;
  const fields = new Map(text.split(',').map((pair) => pair.split(':') as [string, string | undefined]));
  const color = fields.get('c');
  return {
    dots: fields.has('d') ? nearestDemoDotCount(Number(fields.get('d'))) : fallback.dots,
    speed: clamp(Number(fields.get('s') ?? fallback.speed), speedRange.min, speedRange.max, fallback.speed),
    radiusFactor: clamp(
      Number(fields.get('r') ?? fallback.radiusFactor),
      radiusRange.min,
      radiusRange.max,
      fallback.radiusFactor,
    ),
    color: color && /^[0-9a-f]{6}$/i.test(color) ? `#${color.toLowerCase()}` : fallback.color,
    look: parseLook(fields, fallback.look),
  };
}

/** `b:1` turns the body on, `b:0` off; a part the URL leaves out keeps the variant's own. */
function parseLook(fields: ReadonlyMap<string, string | undefined>, fallback: DemoLook): DemoLook {
  const look = { ...fallback };
  for (const part of demoLookParts) {
    const value = fields.get(lookFields[part]);
    if (value === '1' || value === '0') look[part] = value === '1';
  }
  return look;
}

export interface DemoState {
  variants: DemoSettings[];
  /** Index of the variant the controls edit, and the one presented. */
  selected: number;
  presenting: boolean;
  background: PresentationBackground;
  /** `?globe=webgl` or `?globe=2d` (capability.ts), kept in the URL: the globe is chosen after the demo rewrites it. */
  renderer: 'webgl' | 'flat' | null;
  /** The presented variant shows the whole signature look (`look=0` in the URL: its own look instead). */
  stageLook: boolean;
}

export const initialDemoState: DemoState = {
  variants: [...demoVariants],
  selected: 0,
  presenting: false,
  background: 'theme',
  renderer: null,
  stageLook: true,
};

export function parseDemoState(search: string): DemoState {
  const params = new URLSearchParams(search);
  const shown = Number(params.get('show'));
  const background = params.get('bg');
  return {
    variants: demoVariants.map((fallback, index) => parseVariant(params.get(`v${index + 1}`), fallback)),
    selected: Number.isInteger(shown) && shown >= 1 && shown <= demoVariants.length ? shown - 1 : 0,
    presenting: params.get('present') === '1',
    background: (presentationBackgrounds as readonly (string | null)[]).includes(background)
      ? (background as PresentationBackground)
      : 'theme',
    renderer: requestedKind(search),
    stageLook: params.get('look') !== '0',
  };
}

/**
 * The variants as the globe draws them: on a stage (presenting, or the presenter's preview of an audience
 * window: `onStage`), the chosen one in the signature look unless switched off, as the audience sees it.
 */
export function drawnVariants(state: DemoState, onStage = state.presenting): DemoSettings[] {
  if (!onStage || !state.stageLook) return state.variants;
  return state.variants.map((settings, index) =>
    index === state.selected ? { ...settings, look: signatureLook } : settings,
  );
}

/** The state with one variant back at the specification's settings. */
export function resetVariant(state: DemoState, index: number): DemoState {
  const original = demoVariants[index];
  if (!original) return state;
  return { ...state, variants: state.variants.map((settings, at) => (at === index ? { ...original } : settings)) };
}

/** The state with another variant chosen, wrapping around (presenters step with the arrow keys). */
export function stepVariant(state: DemoState, step: number): DemoState {
  const count = state.variants.length;
  return { ...state, selected: (((state.selected + step) % count) + count) % count };
}

function sameSettings(a: DemoSettings, b: DemoSettings): boolean {
  const sameLook = demoLookParts.every((part) => a.look[part] === b.look[part]);
  return (
    sameLook && a.dots === b.dots && a.speed === b.speed && a.radiusFactor === b.radiusFactor && a.color === b.color
  );
}

/** The look's parts that differ from the specification's variant (which shows none). */
function lookText(look: DemoLook, fallback: DemoLook): string {
  return demoLookParts
    .filter((part) => look[part] !== fallback[part])
    .map((part) => `,${lookFields[part]}:${look[part] ? 1 : 0}`)
    .join('');
}

/** Only what differs from the specification's variants goes into the URL. */
export function serializeDemoState(state: DemoState): string {
  const params = new URLSearchParams();
  state.variants.forEach((settings, index) => {
    const fallback = demoVariants[index];
    if (!fallback || sameSettings(settings, fallback)) return;
    const look = lookText(settings.look, fallback.look);
    params.set(
      `v${index + 1}`,
      `d:${settings.dots},s:${settings.speed},r:${settings.radiusFactor},c:${settings.color.slice(1)}${look}`,
    );
  });
  if (state.selected > 0) params.set('show', String(state.selected + 1));
  if (state.presenting) params.set('present', '1');
  if (state.background !== 'theme') params.set('bg', state.background);
  if (state.renderer) params.set('globe', state.renderer === 'flat' ? '2d' : 'webgl');
  if (!state.stageLook) params.set('look', '0');
  const query = params.toString().replaceAll('%3A', ':').replaceAll('%2C', ',');
  return query ? `?${query}` : '';
}
