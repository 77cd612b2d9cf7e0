// The globe's body, rim, halo and pulses: one quad covering the halo, shaded per fragment.
varying vec2 vLocal; // radius units, y up

void main() {
  vLocal = position.xy * HALO_SCALE;
  gl_Position = placeOnStage(vLocal);
}
