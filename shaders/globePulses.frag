// An antialiased ring in the dots' colour.
uniform vec3 uColor;

varying float vRing;
varying float vBand;
varying float vStrength;

void main() {
  float fromCentre = length(gl_PointCoord * 2.0 - 1.0);
  float ring = abs(fromCentre - vRing);
  float alpha = vStrength * (1.0 - smoothstep(vBand * 0.8, vBand * 2.2, ring));
  if (alpha <= 0.0) discard;
  gl_FragColor = vec4(uColor, alpha);
}
