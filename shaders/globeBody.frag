// A lit sphere (lit side to terminator, light from src/globe/look.ts), a rim, an atmosphere halo fading
// outwards, and the home globe's pulse rings; antialiased at the edge, one draw call.
uniform vec4 uSeaLit;
uniform vec4 uSeaShade;
uniform vec4 uRim;
uniform vec4 uHalo;
uniform vec3 uPulseColor;
uniform vec4 uPulses[PULSES]; // xy: place (radius units, y up), z: ring radius, w: strength
uniform float uPixel;         // one device pixel, in radius units
uniform float uOpacity;
uniform float uHaloOn;

varying vec2 vLocal;

vec4 over(vec4 top, vec4 bottom) {
  float alpha = top.a + bottom.a * (1.0 - top.a);
  if (alpha <= 0.0) return vec4(0.0);
  return vec4((top.rgb * top.a + bottom.rgb * bottom.a * (1.0 - top.a)) / alpha, alpha);
}

void main() {
  float r = length(vLocal);
  float inside = 1.0 - smoothstep(1.0 - uPixel, 1.0 + uPixel, r);
  float fade = clamp(1.0 - (r - 1.0) / (HALO_SCALE - 1.0), 0.0, 1.0);
  vec4 colour = vec4(uHalo.rgb, uHalo.a * fade * fade * uHaloOn * (1.0 - inside));
  if (inside > 0.0) {
    vec3 normal = vec3(vLocal, sqrt(max(0.0, 1.0 - r * r)));
    float lit = smoothstep(-0.15, 1.0, dot(normal, LIGHT));
    vec4 body = mix(uSeaShade, uSeaLit, lit);
    body = over(vec4(uRim.rgb, uRim.a * smoothstep(RIM_START, 1.0, r)), body);
    colour = over(vec4(body.rgb, body.a * inside), colour);
  }
  for (int index = 0; index < PULSES; index += 1) {
    vec4 pulse = uPulses[index];
    float ring = abs(distance(vLocal, pulse.xy) - pulse.z);
    float band = 1.0 - smoothstep(uPixel * 0.8, uPixel * 2.2, ring);
    colour = over(vec4(uPulseColor, band * pulse.w), colour);
  }
  if (colour.a <= 0.0) discard;
  gl_FragColor = vec4(colour.rgb, colour.a * uOpacity);
}
