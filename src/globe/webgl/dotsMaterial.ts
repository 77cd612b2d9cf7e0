/** The dots' ShaderMaterial: GLSL from shaders/, one uniform object per globe, updated in place. */
import { NormalBlending, ShaderMaterial, Vector2, Vector3 } from 'three';
import fragmentShader from '../../../shaders/globeDots.frag?raw';
import vertexShader from '../../../shaders/globeDots.vert?raw';
import { dotDiameter, hexToRgb, type DrawnGlobe } from '../drawing';

export function createDotsMaterial(): ShaderMaterial {
  return new ShaderMaterial({
    vertexShader,
    fragmentShader,
    uniforms: {
      uViewport: { value: new Vector2(1, 1) },
      uCenter: { value: new Vector2() },
      uRadius: { value: 1 },
      uRotation: { value: new Vector2() },
      uPointSize: { value: 1 },
      uOpacity: { value: 1 },
      uColor: { value: new Vector3() },
      uDotFraction: { value: 1 },
      uEdge: { value: 0.1 },
    },
    transparent: true,
    depthTest: false,
    depthWrite: false,
    blending: NormalBlending,
    toneMapped: false,
  });
}

interface DotsUniforms {
  uViewport: { value: Vector2 };
  uCenter: { value: Vector2 };
  uRadius: { value: number };
  uRotation: { value: Vector2 };
  uPointSize: { value: number };
  uOpacity: { value: number };
  uColor: { value: Vector3 };
  uDotFraction: { value: number };
  uEdge: { value: number };
}

/** Copies one globe's frame state into its material: no allocation, called every frame. */
export function updateDotsMaterial(material: ShaderMaterial, globe: DrawnGlobe, width: number, height: number, ratio: number): void {
  const uniforms = material.uniforms as unknown as DotsUniforms;
  const diameter = dotDiameter(globe.radius, globe.latticeSize) * ratio;
  const spriteSize = Math.ceil(diameter) + 2;
  uniforms.uViewport.value.set(width, height);
  uniforms.uCenter.value.set(globe.cx, globe.cy);
  uniforms.uRadius.value = globe.radius;
  uniforms.uRotation.value.set(globe.phi, globe.theta);
  uniforms.uPointSize.value = spriteSize;
  uniforms.uOpacity.value = globe.opacity;
  if (material.userData.color !== globe.color) {
    // Parsed only when the colour changes (theme, demo control), not every frame.
    const [red, green, blue] = hexToRgb(globe.color);
    uniforms.uColor.value.set(red, green, blue);
    material.userData.color = globe.color;
  }
  uniforms.uDotFraction.value = diameter / spriteSize;
  uniforms.uEdge.value = 1 / spriteSize;
}
