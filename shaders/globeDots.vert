// Dotted globe, one draw call: each land dot is a point on the unit sphere (attribute `position`).
// The rotation happens here, from a uniform, with the same order and signs as src/globe/geo.ts, and the
// dot is placed in CSS pixels exactly where the 2D-canvas globe would draw it.
uniform vec2 uViewport;   // stage size, CSS pixels
uniform vec2 uCenter;     // globe centre, CSS pixels, y down
uniform float uRadius;    // globe radius, CSS pixels
uniform vec2 uRotation;   // yaw (phi), tilt (theta), radians
uniform float uPointSize; // sprite size, device pixels
uniform float uOpacity;

varying float vAlpha;

void main() {
  float cp = cos(uRotation.x);
  float sp = sin(uRotation.x);
  float ct = cos(uRotation.y);
  float st = sin(uRotation.y);
  float x = position.x * cp + position.z * sp;
  float z1 = -position.x * sp + position.z * cp;
  float y = position.y * ct - z1 * st;
  float z = position.y * st + z1 * ct;

  // Back-facing dots fade out before the rim and are not rasterised at all behind it.
  vAlpha = clamp((z - 0.02) / 0.3, 0.0, 1.0) * uOpacity;
  vec2 screen = uCenter + vec2(x, -y) * uRadius;
  vec2 ndc = screen / uViewport * 2.0 - 1.0;
  gl_Position = vec4(ndc.x, -ndc.y, 0.0, 1.0);
  gl_PointSize = vAlpha > 0.004 ? uPointSize : 0.0;
}
