// The home globe's pulses, one draw call: a point per place, as large as its ring, which grows and
// fades (ring radius and strength per place from src/globe/story.ts, set each frame by uniforms.ts), and
// the soft glow of a market too small for a dot (look.ts marketGlow).
uniform vec2 uPulses[PULSES]; // x: ring radius, device pixels; y: strength (0 behind the globe or still)
uniform vec2 uGlows[PULSES];  // x: glow radius, device pixels; y: strength (0: the market has dots, or faces away)
uniform float uOpacity;

attribute float pulseIndex;

varying float vRing;     // ring radius, in halves of the point's side
varying float vBand;     // one device pixel, in the same unit
varying float vStrength;
varying float vGlowReach; // glow radius, in the same unit
varying float vGlow;

void main() {
  vec2 pulse = uPulses[int(pulseIndex)];
  vec2 glow = uGlows[int(pulseIndex)];
  // The ring's antialiased band fades out 2.2 device pixels past its radius (globePulses.frag).
  float halfSide = max(pulse.x + 2.5, glow.x);
  vRing = pulse.x / halfSide;
  vBand = 1.0 / halfSide;
  vStrength = pulse.y * uOpacity;
  vGlowReach = glow.x / halfSide;
  vGlow = glow.y * uOpacity;
  gl_Position = placeOnStage(rotateGlobe(position).xy);
  gl_PointSize = max(vStrength, vGlow) > 0.004 ? 2.0 * halfSide : 0.0;
}
