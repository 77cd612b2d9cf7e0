/**
 * The globe's body as SVG: halo, lit sphere and rim, in units of the radius times `bodyUnits`, centred
 * on 0,0. One recipe (look.ts) for the build-time still and the live body layer under both renderers.
 * The body does not change as the globe turns (the light is fixed to the viewer), so it is painted once
 * by the browser and only moved: the renderers draw just what moves (dots, arcs, pulses) each frame.
 * Colours are the palette's CSS custom properties (globe.css), so one picture serves both themes.
 */
import { bodyFocus, haloScale, rimStart } from './look';

/** The radius in the picture's units: integer coordinates are then a tenth of a pixel apart or less. */
export const bodyUnits = 1000;

/** Half the picture's side, in its units: the halo's reach. */
const bodyHalfSide = Math.round(haloScale * bodyUnits);

const round = (value: number): number => Math.round(value * 1e4) / 1e4;

function gradientStops(stops: [offset: number, role: string, opacity: number][]): string {
  return stops
    .map(
      ([offset, role, opacity]) =>
        `<stop offset="${round(offset)}" class="globe-body__${role}"${opacity < 1 ? ` stop-opacity="${opacity}"` : ''}/>`,
    )
    .join('');
}

/**
 * `<svg>` with the body's gradients and circles, and `extra` markup over them (the still's dots).
 * `id` prefixes the gradients' ids: two pictures in one page must not share them.
 */
export function bodySvg(id: string, svgClass: string, layerClass: string, extra = ''): string {
  const halo = bodyHalfSide;
  const focus = { x: Math.round(bodyFocus.x * bodyUnits), y: Math.round(bodyFocus.y * bodyUnits) };
  // Gradients in the picture's units name their centre: the default (50 %) would be a corner of the view box.
  return [
    `<svg class="${svgClass}" viewBox="${-halo} ${-halo} ${2 * halo} ${2 * halo}" aria-hidden="true" focusable="false">`,
    '<defs>',
    `<radialGradient id="${id}-halo" gradientUnits="userSpaceOnUse" cx="0" cy="0" r="${halo}">`,
    gradientStops([
      [bodyUnits / halo, 'halo', 1],
      [1, 'halo', 0],
    ]),
    '</radialGradient>',
    `<radialGradient id="${id}-body" gradientUnits="userSpaceOnUse" cx="0" cy="0" r="${bodyUnits}" fx="${focus.x}" fy="${focus.y}">`,
    gradientStops([
      [0, 'sea-lit', 1],
      [1, 'sea-shade', 1],
    ]),
    '</radialGradient>',
    `<radialGradient id="${id}-rim" gradientUnits="userSpaceOnUse" cx="0" cy="0" r="${bodyUnits}">`,
    gradientStops([
      [rimStart, 'rim', 0],
      [1, 'rim', 1],
    ]),
    '</radialGradient>',
    '</defs>',
    `<circle class="${layerClass}" r="${halo}" fill="url(#${id}-halo)"/>`,
    `<circle class="${layerClass}" r="${bodyUnits}" fill="url(#${id}-body)"/>`,
    `<circle class="${layerClass}" r="${bodyUnits}" fill="url(#${id}-rim)"/>`,
    extra,
    '</svg>',
  ].join('');
}
