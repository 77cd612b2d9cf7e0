// The home globe's pulses, one draw call: a point per place, as large as its ring, which grows and
// fades (ring radius and strength per place from src/globe/story.ts, set each frame by uniforms.ts).
uniform vec2 uPulses[PULSES]; // x: ring radius, device pixels; y: strength (0 behind the globe or still)
uniform float uOpacity;

attribute float pulseIndex;

varying float vRing;     // ring radius, in halves of the point's side
varying float vBand;     // one device pixel, in the same unit
varying float vStrength;

void main() {
  vec2 pulse = uPulses[int(pulseIndex)];
  // The ring's antialiased band fades out 2.2 device pixels past its radius (globePulses.frag).
  float halfSide = pulse.x + 2.5;
  vRing = pulse.x / halfSide;
  vBand = 1.0 / halfSide;
  vStrength = pulse.y * uOpacity;
  gl_Position = placeOnStage(rotateGlobe(position).xy);
  gl_PointSize = vStrength > 0.004 ? 2.0 * halfSide : 0.0;
}
