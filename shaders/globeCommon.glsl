// Shared by the globe's vertex shaders (prepended by src/globe/webgl/materials.ts): the rotation, with
// the same order and signs as src/globe/geo.ts, and the placement in CSS pixels of the stage.
uniform vec2 uViewport;   // stage size, CSS pixels
uniform vec2 uCenter;     // globe centre, CSS pixels, y down
uniform float uRadius;    // globe radius, CSS pixels
uniform vec2 uRotation;   // yaw (phi), tilt (theta), radians

vec3 rotateGlobe(vec3 p) {
  float cp = cos(uRotation.x);
  float sp = sin(uRotation.x);
  float ct = cos(uRotation.y);
  float st = sin(uRotation.y);
  float x = p.x * cp + p.z * sp;
  float z1 = -p.x * sp + p.z * cp;
  return vec3(x, p.y * ct - z1 * st, p.y * st + z1 * ct);
}

// A point in the globe's own units (radius 1, y up) to clip space.
vec4 placeOnStage(vec2 local) {
  vec2 screen = uCenter + vec2(local.x, -local.y) * uRadius;
  vec2 ndc = screen / uViewport * 2.0 - 1.0;
  return vec4(ndc.x, -ndc.y, 0.0, 1.0);
}
