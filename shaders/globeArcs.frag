// A round, antialiased arc point in the dots' colour.
uniform vec3 uColor;

varying float vAlpha;

void main() {
  float distanceFromCentre = length(gl_PointCoord * 2.0 - 1.0);
  float alpha = vAlpha * (1.0 - smoothstep(0.6, 1.0, distanceFromCentre));
  if (alpha <= 0.0) discard;
  gl_FragColor = vec4(uColor, alpha);
}
