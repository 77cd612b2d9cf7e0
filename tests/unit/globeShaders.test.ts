import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { createDotsMaterial, updateDotsMaterial } from '../../src/globe/webgl/dotsMaterial';
import { createDemoGlobe } from '../../src/globe/demoGlobes';

const source = (name: string): string => readFileSync(new URL(`../../shaders/${name}`, import.meta.url), 'utf8');

function declaredUniforms(glsl: string): string[] {
  const withoutComments = glsl.replace(/\/\/.*$/gm, '').replace(/\/\*[\s\S]*?\*\//g, '');
  return [...withoutComments.matchAll(/\buniform\s+\w+\s+(\w+)\s*;/g)].map((match) => match[1] ?? '');
}

describe('the dots shader', () => {
  const declared = [...declaredUniforms(source('globeDots.vert')), ...declaredUniforms(source('globeDots.frag'))];

  it('declares the uniforms it uses', () => {
    expect(declared).toEqual(expect.arrayContaining(['uViewport', 'uCenter', 'uRadius', 'uRotation', 'uPointSize', 'uOpacity', 'uColor']));
  });

  it('gets every declared uniform from the material, and the material supplies nothing unused', () => {
    const supplied = Object.keys(createDotsMaterial().uniforms);
    expect([...new Set(declared)].sort()).toEqual(supplied.sort());
  });

  it('copies a globe into the uniforms: centre, radius, rotation, colour in sRGB', () => {
    const material = createDotsMaterial();
    const globe = { ...createDemoGlobe('main'), cx: 120, cy: 80, radius: 50, phi: 0.5, theta: -0.25, opacity: 0.4, color: '#3870c1', latticeSize: 4000 };
    updateDotsMaterial(material, globe, 800, 600, 2);
    const uniforms = material.uniforms as Record<string, { value: unknown }>;
    expect(uniforms.uViewport?.value).toMatchObject({ x: 800, y: 600 });
    expect(uniforms.uCenter?.value).toMatchObject({ x: 120, y: 80 });
    expect(uniforms.uRotation?.value).toMatchObject({ x: 0.5, y: -0.25 });
    expect(uniforms.uOpacity?.value).toBe(0.4);
    expect(uniforms.uColor?.value).toMatchObject({ x: 0x38 / 255, y: 0x70 / 255, z: 0xc1 / 255 });
  });
});
