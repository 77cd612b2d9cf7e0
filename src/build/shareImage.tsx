/**
 * Build step: the picture a page shows where it is shared (og:image, routes/shareImage.ts), 1200×630:
 * the logo and the company's name, the tagline and the page's heading in its language, beside the hero
 * globe's still (globeStill.ts) in the dark theme's colours. Satori lays out the words (Inter, self-hosted:
 * @fontsource/inter ships WOFF, which satori reads; the site's variable font comes as WOFF2 only), resvg
 * draws the whole, and palettePng.ts writes it with a palette. Words come from the dictionaries, never from here.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { resolve } from 'node:path';
import { Resvg } from '@resvg/resvg-js';
import satori, { type Font } from 'satori';
import { company } from '../content/company';
import { dotDiameter } from '../globe/drawing';
import { framings } from '../globe/framing';
import type { Rotation } from '../globe/geo';
import { homeLandDots } from '../globe/landDots';
import { haloScale } from '../globe/look';
import { shareImageSize, type ShareImageWords } from '../routes/shareImage';
import { siteOrigin } from '../routes/siteOrigin';
import { stillRadius, stillSvg } from './globeStill';
import { palettePng } from './palettePng';

const { width, height } = shareImageSize;

/** The globe: its radius and centre in pixels, cut by the right edge so the words keep the left 55 %. */
const globe = { radius: 300, x: 950, y: 330 } as const;

/** Where the words may go: the left of the picture, clear of the globe's halo. */
const margin = 72;
const textWidth = 600;

/** Files of the project the picture draws on, read from its root, where `npm run build` and the tests run. */
const projectFile = (path: string): string => readFileSync(resolve(path), 'utf8');

/** The dark theme's custom properties (tokens.css, `:root.dark`), the one source of the site's colours. */
function darkTokens(): Map<string, string> {
  const tokensCss = projectFile('src/styles/tokens.css');
  const block = /:root\.dark\s*\{([^}]*)\}/.exec(tokensCss)?.[1];
  if (!block) throw new Error('tokens.css has no :root.dark block');
  return new Map(
    [...block.matchAll(/(--[\w-]+):\s*([^;]+);/g)].map(([, name = '', value = '']) => [name, value.trim()]),
  );
}

function token(tokens: Map<string, string>, name: string): string {
  const value = tokens.get(name);
  if (!value || !/^#[0-9a-f]{6}([0-9a-f]{2})?$/i.test(value))
    throw new Error(`tokens.css :root.dark ${name} is not a hex colour: ${value ?? 'missing'}`);
  return value;
}

interface Look {
  background: string;
  glow: string;
  text: string;
  eyebrow: string;
  muted: string;
  /** The globe still's style sheet: the palette's custom properties as resvg reads them. */
  globeStyle: string;
}

function look(): Look {
  const tokens = darkTokens();
  const colour = (name: string) => token(tokens, name);
  const dot = (dotDiameter(globe.radius, homeLandDots().latticeSize) * stillRadius) / globe.radius;
  const globeStyle = [
    `.globe-body__halo{stop-color:${colour('--globe-halo')}}`,
    `.globe-body__sea-lit{stop-color:${colour('--globe-sea-lit')}}`,
    `.globe-body__sea-shade{stop-color:${colour('--globe-sea-shade')}}`,
    `.globe-body__rim{stop-color:${colour('--globe-rim')}}`,
    `.globe-still__dots{fill:none;stroke:${colour('--globe-dot')};stroke-linecap:round;stroke-width:${dot.toFixed(1)}}`,
    `.globe-still__markets{stroke:${colour('--globe-market')}}`,
  ].join('');
  return {
    background: colour('--bg'),
    glow: colour('--bg-glow'),
    text: colour('--text-strong'),
    eyebrow: colour('--link'),
    muted: colour('--text-muted'),
    globeStyle,
  };
}

const fontFile = createRequire(import.meta.url);

/** Inter's subsets, each a family of its own: satori takes each glyph from the first family in the list that has it. */
const subsets = { latin: 'Inter', 'latin-ext': 'Inter Ext' } as const;
const fontFamily = Object.values(subsets)
  .map((family) => `'${family}'`)
  .join(', ');

/** Inter at the two weights the picture uses, latin and latin-ext (Turkish ğ, ş, İ are in latin-ext). */
function interFonts(): Font[] {
  return (Object.keys(subsets) as (keyof typeof subsets)[]).flatMap((subset) =>
    ([500, 700] as const).map((weight) => ({
      name: subsets[subset],
      weight,
      style: 'normal' as const,
      data: readFileSync(fontFile.resolve(`@fontsource/inter/files/inter-${subset}-${weight}-normal.woff`)),
    })),
  );
}

/** What every picture shares, made once per build: fonts, colours and the globe's SVG. */
export interface ShareImageKit {
  fonts: Font[];
  look: Look;
  /**
   * The backdrop of the pictures whose globe faces `facing` (home's, or a place's), drawn once for each: background,
   * glow and globe, as premultiplied RGBA pixels.
   */
  backdrop: (facing: Rotation) => Uint8Array;
  /** public/logo.svg as a data URI. */
  logo: string;
}

/** The globe, placed and turned to `facing`: halo, body and dots, over the background and its glow. */
function backdropSvg(colours: Look, facing: Rotation): string {
  const halo = globe.radius * haloScale;
  const still = stillSvg(homeLandDots(), facing).replace(
    /^<svg class="[^"]*"/,
    `<svg x="${String(globe.x - halo)}" y="${String(globe.y - halo)}" width="${String(2 * halo)}" height="${String(2 * halo)}"`,
  );
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${String(width)}" height="${String(height)}" viewBox="0 0 ${String(width)} ${String(height)}">`,
    `<defs><radialGradient id="share-glow" gradientUnits="userSpaceOnUse" cx="${String(globe.x)}" cy="${String(globe.y)}" r="${String(width * 0.7)}">`,
    `<stop offset="0" stop-color="${colours.glow}"/><stop offset="1" stop-color="${colours.background}"/></radialGradient></defs>`,
    `<rect width="${String(width)}" height="${String(height)}" fill="url(#share-glow)"/>`,
    still.replace(/^(<svg[^>]*>)/, `$1<style>${colours.globeStyle}</style>`),
    '</svg>',
  ].join('');
}

const draw = (svg: string) => new Resvg(svg, { font: { loadSystemFonts: false } }).render();

export function shareImageKit(): ShareImageKit {
  const colours = look();
  const logo = `data:image/svg+xml;base64,${Buffer.from(projectFile('public/logo.svg')).toString('base64')}`;
  const backdrops = new Map<string, Uint8Array>();
  const backdrop = (facing: Rotation): Uint8Array => {
    const key = `${String(facing.phi)},${String(facing.theta)}`;
    let pixels = backdrops.get(key);
    if (!pixels) {
      pixels = draw(backdropSvg(colours, facing)).pixels;
      backdrops.set(key, pixels);
    }
    return pixels;
  };
  return { fonts: interFonts(), look: colours, backdrop, logo };
}

/** `layer` (premultiplied RGBA, as resvg draws) over `under` (opaque), into a new array. */
function over(layer: Uint8Array, under: Uint8Array): Uint8Array {
  const out = new Uint8Array(under);
  for (let index = 0; index < out.length; index += 4) {
    const alpha = layer[index + 3] ?? 0;
    if (alpha === 0) continue;
    const keep = (255 - alpha) / 255;
    for (let channel = index; channel < index + 3; channel++)
      out[channel] = Math.round((layer[channel] ?? 0) + (out[channel] ?? 0) * keep);
  }
  return out;
}

/** A page's name in large type; an article's headline (up to 120 characters) smaller, so it fits in five lines. */
const headingSize = (heading: string): number =>
  heading.length > 80 ? 40 : heading.length > 56 ? 46 : heading.length > 40 ? 54 : 64;

function Words({ words, look: colours, logo }: { words: ShareImageWords; look: Look; logo: string }) {
  const host = new URL(siteOrigin).host;
  return (
    <div
      style={{
        display: 'flex',
        flexDirection: 'column',
        justifyContent: 'space-between',
        width: width - 2 * margin,
        height: height - 2 * margin,
        margin,
        fontFamily,
      }}
    >
      <div style={{ display: 'flex', alignItems: 'center', gap: 20 }}>
        <img src={logo} width={64} height={64} alt="" />
        <div style={{ fontSize: 32, fontWeight: 700, color: colours.text }}>{company.name}</div>
      </div>
      <div style={{ display: 'flex', flexDirection: 'column', width: textWidth, gap: 18 }}>
        <div style={{ fontSize: 26, fontWeight: 500, color: colours.eyebrow }}>{words.eyebrow}</div>
        <div
          style={{
            fontSize: headingSize(words.heading),
            fontWeight: 700,
            lineHeight: 1.12,
            color: colours.text,
          }}
        >
          {words.heading}
        </div>
      </div>
      <div style={{ fontSize: 24, fontWeight: 500, color: colours.muted }}>{host}</div>
    </div>
  );
}

/** The picture of one page, its globe facing home's start or the page's place: a 1200×630 palette PNG. */
export async function shareImagePng(
  words: ShareImageWords,
  kit: ShareImageKit,
  facing: Rotation = framings.hero.facing,
): Promise<Buffer> {
  const { look: colours } = kit;
  const text = await satori(<Words words={words} look={colours} logo={kit.logo} />, {
    width,
    height,
    fonts: kit.fonts,
  });
  return palettePng(over(draw(text).pixels, kit.backdrop(facing)), width, height);
}
