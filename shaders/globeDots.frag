// A round, anti-aliased dot in the globe's colour (sRGB, like the 2D canvas: no tone mapping).
uniform vec3 uColor;
uniform float uDotFraction; // dot diameter / sprite size
uniform float uEdge;        // one device pixel, in sprite units

varying float vAlpha;

void main() {
  float distanceFromCentre = length(gl_PointCoord * 2.0 - 1.0);
  float coverage = 1.0 - smoothstep(uDotFraction - uEdge, uDotFraction + uEdge, distanceFromCentre);
  float alpha = vAlpha * coverage;
  if (alpha <= 0.0) discard;
  gl_FragColor = vec4(uColor, alpha);
}
