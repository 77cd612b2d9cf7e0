// An antialiased ring in the dots' colour over a market's soft glow in the accent colour.
uniform vec3 uColor;
uniform vec3 uMarketColor;

varying float vRing;
varying float vBand;
varying float vStrength;
varying float vGlowReach;
varying float vGlow;

void main() {
  float fromCentre = length(gl_PointCoord * 2.0 - 1.0);
  float ring = vStrength * (1.0 - smoothstep(vBand * 0.8, vBand * 2.2, abs(fromCentre - vRing)));
  float glow = vGlowReach > 0.0 ? vGlow * (1.0 - smoothstep(0.0, vGlowReach, fromCentre)) : 0.0;
  float alpha = ring + glow * (1.0 - ring);
  if (alpha <= 0.0) discard;
  gl_FragColor = vec4(mix(uMarketColor, uColor, ring / alpha), alpha);
}
