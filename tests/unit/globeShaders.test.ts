import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { createDemoGlobe } from '../../src/globe/demoGlobes';
import { rotationFacing } from '../../src/globe/geo';
import { sitePlaces } from '../../src/content/places';
import { pulsePhase, pulsePlaces, pulseReach } from '../../src/globe/story';
import {
  GlobeArcsMaterial,
  GlobeDotsMaterial,
  GlobePulsesMaterial,
  globeDefines,
} from '../../src/globe/webgl/materials';
import { updateDots, updatePulses } from '../../src/globe/webgl/uniforms';

const source = (name: string): string => readFileSync(new URL(`../../shaders/${name}`, import.meta.url), 'utf8');
const stripComments = (glsl: string): string => glsl.replace(/\/\/.*$/gm, '').replace(/\/\*[\s\S]*?\*\//g, '');

function declaredUniforms(glsl: string): string[] {
  return [...stripComments(glsl).matchAll(/\buniform\s+\w+\s+(\w+)\s*(\[\w+\])?\s*;/g)].map((match) => match[1] ?? '');
}

const materials = [
  {
    name: 'dots',
    make: () => new GlobeDotsMaterial(),
    files: ['globeCommon.glsl', 'globeDots.vert', 'globeDots.frag'],
  },
  {
    name: 'pulses',
    make: () => new GlobePulsesMaterial(),
    files: ['globeCommon.glsl', 'globePulses.vert', 'globePulses.frag'],
  },
  {
    name: 'arcs',
    make: () => new GlobeArcsMaterial(),
    files: ['globeCommon.glsl', 'globeArcs.vert', 'globeArcs.frag'],
  },
];

describe('the globe shaders', () => {
  for (const { name, make, files } of materials) {
    it(`${name}: every declared uniform comes from the material, which supplies nothing unused`, () => {
      const declared = new Set(files.flatMap((file) => declaredUniforms(source(file))));
      expect([...declared].sort()).toEqual(Object.keys(make().uniforms).sort());
    });

    it(`${name}: every define the GLSL uses is injected from look.ts / story.ts`, () => {
      const glsl = stripComments(files.map(source).join('\n'));
      const used = Object.keys(globeDefines).filter((define) => new RegExp(`\\b${define}\\b`).test(glsl));
      expect(used.length).toBeGreaterThan(0);
      for (const word of glsl.match(/\b[A-Z][A-Z_]{3,}\b/g) ?? []) expect(Object.keys(globeDefines)).toContain(word);
      expect(make().defines).toMatchObject(globeDefines);
    });
  }

  it('copies a globe into the uniforms: centre, radius, rotation, colour in sRGB', () => {
    const globe = {
      ...createDemoGlobe('main'),
      cx: 120,
      cy: 80,
      radius: 50,
      phi: 0.5,
      theta: -0.25,
      opacity: 0.4,
      color: '#3870c1',
      latticeSize: 4000,
    };
    const dots = new GlobeDotsMaterial();
    updateDots(dots, globe, { width: 800, height: 600, ratio: 2 });
    expect(dots.uViewport).toMatchObject({ x: 800, y: 600 });
    expect(dots.uCenter).toMatchObject({ x: 120, y: 80 });
    expect(dots.uRotation).toMatchObject({ x: 0.5, y: -0.25 });
    expect(dots.uOpacity).toBe(0.4);
    expect(dots.uColor).toMatchObject({ x: 0x38 / 255, y: 0x70 / 255, z: 0xc1 / 255 });
  });

  it('pulses: a growing, fading ring at each place facing the viewer, in device pixels; none when still or behind', () => {
    const potsdam = sitePlaces[0];
    if (!potsdam || pulsePlaces.length !== sitePlaces.length) throw new Error('a pulse per place');
    const globe = {
      ...createDemoGlobe('main'),
      radius: 200,
      ...rotationFacing(potsdam.lat, potsdam.lon),
      story: { time: 600, animate: true, arcs: true, pulses: true, focus: -1, reach: 0, lit: -1 },
    };
    const pulses = new GlobePulsesMaterial();
    updatePulses(pulses, globe, { width: 800, height: 600, ratio: 2 });
    const phase = pulsePhase(600, 0);
    expect(pulses.uPulses[0]?.x).toBeCloseTo((4 + phase * pulseReach) * 2);
    expect(pulses.uPulses[0]?.y).toBeCloseTo((1 - phase) * 0.7, 1);
    updatePulses(
      pulses,
      { ...globe, story: { time: 600, animate: false, arcs: true, pulses: true, focus: -1, reach: 0, lit: -1 } },
      { width: 800, height: 600, ratio: 2 },
    );
    expect(pulses.uPulses.every((pulse) => pulse.y === 0)).toBe(true);
    // Turned half a turn: Potsdam is behind the globe.
    updatePulses(
      pulses,
      { ...globe, ...rotationFacing(-potsdam.lat, potsdam.lon + 180) },
      { width: 800, height: 600, ratio: 2 },
    );
    expect(pulses.uPulses[0]?.y).toBe(0);
  });
});
