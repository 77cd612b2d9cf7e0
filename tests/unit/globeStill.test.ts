/** The hero globe's build-time still (src/build/globeStill.ts, globeStillCss.ts): small, faithful, stable. */
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import homeSets from 'virtual:land-dots/home';
import { stillDots, stillRadius, stillSvg } from '../../src/build/globeStill';
import { stillCss } from '../../src/build/globeStillCss';
import { dotDiameter } from '../../src/globe/drawing';
import { framings, placeFraming } from '../../src/globe/framing';
import { rotate, type Vec3 } from '../../src/globe/geo';
import { homeLandDots } from '../../src/globe/landDots';
import { dotShade, haloScale } from '../../src/globe/look';

const facing = framings.hero.facing;
const land = homeLandDots();
const svg = stillSvg(land, facing);

/** The first live frame's visible dots, as the 2D globe decides them: rotated, shade above 0.004. */
function firstFrameDots(): { x: number; y: number }[] {
  const visible: { x: number; y: number }[] = [];
  const out: Vec3 = { x: 0, y: 0, z: 0 };
  for (let index = 0; index < land.positions.length; index += 3) {
    const point = {
      x: land.positions[index] ?? 0,
      y: land.positions[index + 1] ?? 0,
      z: land.positions[index + 2] ?? 0,
    };
    rotate(point, facing, out);
    if (dotShade(out.x, out.y, out.z) > 0.004) visible.push({ x: out.x * stillRadius, y: -out.y * stillRadius });
  }
  return visible;
}

/** Absolute positions of the dots in the SVG's paths ("M x y h0 m dx dy h0 ..."). */
function drawnDots(markup: string): { x: number; y: number; opacity: number }[] {
  const dots: { x: number; y: number; opacity: number }[] = [];
  for (const [, opacity, data] of markup.matchAll(/<path stroke-opacity="([\d.]+)" d="([^"]+)"\/>/g)) {
    let x = 0;
    let y = 0;
    for (const [, command, dx, dy] of (data ?? '').matchAll(/([Mm])(-?\d+)\s?(-?\d+)h0/g)) {
      x = (command === 'M' ? 0 : x) + Number(dx);
      y = (command === 'M' ? 0 : y) + Number(dy);
      dots.push({ x, y, opacity: Number(opacity) });
    }
  }
  return dots;
}

describe('the hero globe still', () => {
  it('stays within 25 KB of markup', () => {
    const bytes = Buffer.byteLength(svg);
    expect(bytes).toBeLessThan(25 * 1024);
    expect(gzipSync(svg).length).toBeLessThan(bytes);
  });

  it('draws exactly the dots the first live frame shows, where it shows them, shaded as it shades them', () => {
    const expected = firstFrameDots();
    const drawn = drawnDots(svg);
    expect(drawn).toHaveLength(expected.length);
    expect(stillDots(land.positions, facing)).toHaveLength(expected.length);
    expect((svg.match(/h0/g) ?? []).length).toBe(expected.length);
    // Every expected dot has a drawn one within rounding (half a unit each way).
    const key = (dot: { x: number; y: number }): string => `${Math.round(dot.x)},${Math.round(dot.y)}`;
    const drawnKeys = new Set(drawn.map(key));
    for (const dot of expected) expect(drawnKeys.has(key(dot))).toBe(true);
    // Opacity steps of 1/20: each dot's group is its shade rounded (at least the first step).
    const shades = new Map(
      stillDots(land.positions, facing).map((dot) => [
        key({ x: dot.x * stillRadius, y: dot.y * stillRadius }),
        dot.shade,
      ]),
    );
    for (const dot of drawn)
      expect(Math.abs(dot.opacity - Math.max(0.05, shades.get(key(dot)) ?? -1))).toBeLessThanOrEqual(0.025 + 1e-9);
  });

  it('is the same every build', () => {
    expect(stillSvg(homeLandDots(), facing)).toBe(svg);
    expect(stillCss(framings.hero, land.latticeSize)).toBe(stillCss(framings.hero, land.latticeSize));
  });

  it('has no text, nothing focusable and no inline style (the policy allows none)', () => {
    expect(svg).toMatch(/^<svg [^>]*aria-hidden="true" focusable="false"/);
    expect(svg).not.toMatch(/style=|<text|<a |tabindex|<script/i);
    expect(svg).toContain('viewBox="-1170 -1170 2340 2340"');
  });
});

/** A small parser for the generated lengths: numbers, + - * /, parentheses, calc, min, max, clamp. */
function parseLength(text: string): number {
  const tokens = text.match(/[\d.]+|[a-z]+|[-+*/(),]/g) ?? [];
  let at = 0;
  const next = (): string => tokens[at++] ?? '';
  const peek = (): string => tokens[at] ?? '';
  const expect = (token: string): void => {
    if (next() !== token) throw new Error(`expected ${token} in ${text}`);
  };
  function primary(): number {
    const token = next();
    if (token === '(') {
      const value = sum();
      expect(')');
      return value;
    }
    if (token === 'calc' || token === 'min' || token === 'max' || token === 'clamp') {
      expect('(');
      const values = [sum()];
      while (peek() === ',') {
        next();
        values.push(sum());
      }
      expect(')');
      if (token === 'min') return Math.min(...values);
      if (token === 'max') return Math.max(...values);
      if (token === 'clamp')
        return Math.min(values[2] ?? Number.NaN, Math.max(values[0] ?? Number.NaN, values[1] ?? Number.NaN));
      return values[0] ?? Number.NaN;
    }
    if (token === '-') return -primary();
    const value = Number(token);
    if (Number.isNaN(value)) throw new Error(`unexpected ${token} in ${text}`);
    return value;
  }
  function product(): number {
    let value = primary();
    while (peek() === '*' || peek() === '/') value = next() === '*' ? value * primary() : value / primary();
    return value;
  }
  function sum(): number {
    let value = product();
    while (peek() === '+' || peek() === '-') value = next() === '+' ? value + product() : value - product();
    return value;
  }
  const value = sum();
  if (at !== tokens.length) throw new Error(`trailing terms in ${text}`);
  return value;
}

/** Evaluates a generated length (calc, min, max, clamp over container units and px) for a stage of width × height. */
function evaluate(expression: string, width: number, height: number): number {
  return parseLength(
    expression
      .replace(/100cqmin/g, String(Math.min(width, height)))
      .replace(/100cqw/g, String(width))
      .replace(/100cqh/g, String(height))
      .replace(/(\d)px/g, '$1'),
  );
}

/** The declarations that apply to a stage of this size: the container-unit rules, by their conditions. */
function declarations(css: string, width: number, height: number): Record<string, string> {
  const applied: Record<string, string> = {};
  const lines = css.split('\n');
  let applies = true;
  for (const line of lines.slice(lines.findIndex((candidate) => candidate.includes('cq')))) {
    if (line.startsWith('@container globe-still (min-aspect-ratio: 1/1) {')) applies = width >= height;
    else if (line.startsWith('@')) throw new Error(`unexpected rule: ${line}`);
    else if (line === '}') applies = true;
    else if (applies) {
      for (const declaration of (/\{([^}]*)\}/.exec(line)?.[1] ?? '').split(';')) {
        const [name, value] = declaration.split(/:\s(.+)/);
        if (name?.trim() && value) applied[name.trim()] = value.trim();
      }
    }
  }
  return applied;
}

describe('the still style sheet', () => {
  const [home] = homeSets;
  const latticeSize = home?.latticeSize ?? 0;
  const css = stillCss(framings.hero, latticeSize);

  it.each([
    [1440, 900],
    [1024, 768],
    [390, 844],
    [800, 800],
    [2560, 1440],
  ])('places and sizes the still as placeFraming places the live globe, on a %i × %i stage', (width, height) => {
    const placement = placeFraming(framings.hero, width, height);
    const applied = declarations(css, width, height);
    const halo = haloScale * placement.radius;
    expect(evaluate(applied.left ?? '', width, height)).toBeCloseTo(placement.cx - halo, 3);
    expect(evaluate(applied.top ?? '', width, height)).toBeCloseTo(placement.cy - halo, 3);
    expect(evaluate(applied.width ?? '', width, height)).toBeCloseTo(2 * halo, 3);
    expect(evaluate(applied.height ?? '', width, height)).toBeCloseTo(2 * halo, 3);
    expect(evaluate(applied['stroke-width'] ?? '', width, height)).toBeCloseTo(
      dotDiameter(placement.radius, latticeSize),
      3,
    );
    expect(Number(applied.opacity)).toBe(placement.opacity);
  });
});
