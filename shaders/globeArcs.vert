// The home globe's arcs, one draw call: points sampled along great circles above the surface
// (src/globe/story.ts), a faint trace and a lit head travelling from Potsdam outward.
uniform float uPointSize; // device pixels
uniform float uOpacity;
uniform float uTime;      // story clock, ms
uniform float uAnimate;   // 0 under reduced motion: the trace alone, a little stronger
uniform float uFocus;     // a tour stop's arc (0..ARC_COUNT-1), or -1: story.ts focusedArcBrightness
uniform float uReach;     // how far from Potsdam the focused arc is drawn (0..1)

attribute float progress;
attribute float phase;

varying float vAlpha;

void main() {
  vec3 p = rotateGlobe(position);
  // None on the far half (behind the globe or looping over its edge), fading in from the edge: story.ts arcFacing.
  float facing = clamp(p.z / length(p) / ARC_FADE, 0.0, 1.0);
  float head = fract(uTime / ARC_TRAVEL_MS + phase);
  float behind = head - progress;
  float lit = behind >= 0.0 && behind <= ARC_HEAD ? 1.0 - behind / ARC_HEAD : 0.0;
  float brightness = uAnimate > 0.5 ? ARC_TRACE + (1.0 - ARC_TRACE) * lit : ARC_STILL;
  if (uFocus > -0.5) {
    float arc = floor(phase * ARC_COUNT + 0.5);
    bool focused = abs(arc - uFocus) < 0.5;
    brightness = focused ? (progress <= uReach ? 1.0 : 0.0) : ARC_ASIDE;
    lit = focused ? 1.0 : 0.0;
  }
  vAlpha = facing * brightness * uOpacity;
  gl_Position = placeOnStage(p.xy);
  gl_PointSize = vAlpha > 0.004 ? uPointSize * (1.0 + 0.6 * lit) : 0.0;
}
