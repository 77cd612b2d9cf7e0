// A round, anti-aliased dot in the globe's colour, or the markets' (sRGB, like the 2D canvas: no tone mapping).
uniform vec3 uColor;
uniform vec3 uMarketColor;
uniform float uDotFraction; // dot diameter / sprite size
uniform float uEdge;        // half a device pixel, in sprite units

varying float vAlpha;
varying float vMarket;

void main() {
  // Squared distances: no square root per fragment, and over a band one pixel wide the ramp in r² is
  // as smooth as one in r.
  vec2 fromCentre = gl_PointCoord * 2.0 - 1.0;
  float inner = uDotFraction - uEdge;
  float outer = uDotFraction + uEdge;
  float coverage = clamp((outer * outer - dot(fromCentre, fromCentre)) / (outer * outer - inner * inner), 0.0, 1.0);
  float alpha = vAlpha * coverage;
  if (alpha <= 0.0) discard;
  gl_FragColor = vec4(mix(uColor, uMarketColor, vMarket), alpha);
}
