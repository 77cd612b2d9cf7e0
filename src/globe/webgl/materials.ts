/**
 * The WebGL globe's three materials (dots, arcs, pulses), made with drei's `shaderMaterial` so each uniform is a typed
 * property (and a JSX prop). GLSL lives in shaders/; the constants they share with the 2D globe and
 * the still (light, arcs' timing) are injected as defines from look.ts and story.ts, one source.
 */
import { shaderMaterial } from '@react-three/drei/core/shaderMaterial';
import { extend, type ThreeElement } from '@react-three/fiber';
import { BufferAttribute, BufferGeometry, NormalBlending, Points, Vector2, Vector3, type ShaderMaterial } from 'three';
import arcsFragment from '../../../shaders/globeArcs.frag?raw';
import arcsVertex from '../../../shaders/globeArcs.vert?raw';
import common from '../../../shaders/globeCommon.glsl?raw';
import dotsFragment from '../../../shaders/globeDots.frag?raw';
import dotsVertex from '../../../shaders/globeDots.vert?raw';
import pulsesFragment from '../../../shaders/globePulses.frag?raw';
import pulsesVertex from '../../../shaders/globePulses.vert?raw';
import { light, nightDots } from '../look';
import { nightShare, twilight } from '../sun';
import { arcAside, arcFade, arcHeadShare, arcStill, arcTrace, arcTravelMs, pulsePlaces, storyArcs } from '../story';

const float = (value: number): string => value.toFixed(6);
const vec3 = (v: { x: number; y: number; z: number }): string => `vec3(${float(v.x)}, ${float(v.y)}, ${float(v.z)})`;

export const globeDefines = {
  LIGHT: vec3(light),
  NIGHT_DOTS: float(nightDots),
  NIGHT_SHARE: float(nightShare),
  TWILIGHT: float(twilight),
  PULSES: String(pulsePlaces.length),
  ARC_TRAVEL_MS: float(arcTravelMs),
  ARC_HEAD: float(arcHeadShare),
  ARC_TRACE: float(arcTrace),
  ARC_STILL: float(arcStill),
  ARC_ASIDE: float(arcAside),
  ARC_COUNT: float(storyArcs().arcCount),
  ARC_FADE: float(arcFade),
};

const placement = { uViewport: new Vector2(1, 1), uCenter: new Vector2(), uRadius: 1, uRotation: new Vector2() };

/** Drawn over the page in sRGB like the 2D canvas: no tone mapping, no depth, plain alpha blending. */
function onInit(material?: ShaderMaterial): void {
  if (!material) return;
  material.defines = { ...globeDefines };
  material.transparent = true;
  material.depthTest = false;
  material.depthWrite = false;
  material.blending = NormalBlending;
  material.toneMapped = false;
}

export const GlobeDotsMaterial = shaderMaterial(
  {
    ...placement,
    uPointSize: 1,
    uOpacity: 1,
    uColor: new Vector3(),
    uMarketColor: new Vector3(),
    uMarketsLit: 0,
    uLitMarket: 0,
    uSun: new Vector3(0, 0, 1),
    uSunlit: 0,
    uDotFraction: 1,
    uEdge: 0.1,
  },
  `${common}\n${dotsVertex}`,
  dotsFragment,
  onInit,
);

export const GlobePulsesMaterial = shaderMaterial(
  {
    ...placement,
    uPulses: pulsePlaces.map(() => new Vector2()),
    uGlows: pulsePlaces.map(() => new Vector2()),
    uOpacity: 1,
    uColor: new Vector3(),
    uMarketColor: new Vector3(),
  },
  `${common}\n${pulsesVertex}`,
  pulsesFragment,
  onInit,
);

export const GlobeArcsMaterial = shaderMaterial(
  { ...placement, uPointSize: 3, uOpacity: 1, uTime: 0, uAnimate: 1, uFocus: -1, uReach: 0, uColor: new Vector3() },
  `${common}\n${arcsVertex}`,
  arcsFragment,
  onInit,
);

export type GlobeDotsMaterialImpl = InstanceType<typeof GlobeDotsMaterial>;
export type GlobePulsesMaterialImpl = InstanceType<typeof GlobePulsesMaterial>;
export type GlobeArcsMaterialImpl = InstanceType<typeof GlobeArcsMaterial>;

// react-three-fiber 9 knows only the classes it is given: the scene's three and its three materials.
extend({ Points, BufferGeometry, BufferAttribute, GlobeDotsMaterial, GlobePulsesMaterial, GlobeArcsMaterial });

declare module '@react-three/fiber' {
  interface ThreeElements {
    globeDotsMaterial: ThreeElement<typeof GlobeDotsMaterial>;
    globePulsesMaterial: ThreeElement<typeof GlobePulsesMaterial>;
    globeArcsMaterial: ThreeElement<typeof GlobeArcsMaterial>;
  }
}
