// Dotted globe, one draw call: each land dot is a point on the unit sphere (attribute `position`),
// rotated here from a uniform and placed exactly where the 2D-canvas globe would draw it. Shaded by the
// sun where it stands on the Earth (src/globe/sun.ts: NIGHT_SHARE, TWILIGHT), or else by the viewer's
// light of src/globe/look.ts (LIGHT, NIGHT_DOTS defines), and faded towards the rim. A dot in one of the
// company's markets (attribute `market`, baked: src/globe/markets.ts) takes the accent colour while lit: every
// market, or the one a place's page names (uLitMarket).
uniform float uPointSize; // sprite size, device pixels
uniform float uOpacity;
uniform float uMarketsLit; // 1 on a globe that shows the places
uniform float uLitMarket; // 0: every market lit; otherwise 1 + the place index of the one lit
uniform vec3 uSun;        // towards the sun, in the globe's own frame (unrotated, like `position`)
uniform float uSunlit;    // 1: the sun lights the globe; 0: the viewer's light alone

attribute float market; // 0, or 1 + the market's place index

varying float vAlpha;
varying float vMarket;

void main() {
  vec3 p = rotateGlobe(position);
  bool marketLit = market > 0.5 && (uLitMarket < 0.5 || abs(market - uLitMarket) < 0.5);
  vMarket = marketLit ? uMarketsLit : 0.0;
  float viewerLit = NIGHT_DOTS + (1.0 - NIGHT_DOTS) * max(0.0, dot(p, LIGHT));
  float daylight = NIGHT_SHARE + (1.0 - NIGHT_SHARE) * smoothstep(-TWILIGHT, TWILIGHT, dot(position, uSun));
  // Back-facing dots fade out before the rim and are not rasterised at all behind it. The lit markets keep
  // their accent by night, as the 2D globe stamps them: dimmed, it would fade into the body's colour.
  vAlpha = clamp((p.z - 0.02) / 0.3, 0.0, 1.0) * mix(viewerLit, daylight, uSunlit * (1.0 - vMarket)) * uOpacity;
  gl_Position = placeOnStage(p.xy);
  gl_PointSize = vAlpha > 0.004 ? uPointSize : 0.0;
}
