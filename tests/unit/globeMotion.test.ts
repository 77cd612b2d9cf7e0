import { describe, expect, it } from 'vitest';
import { routes } from '../../src/routes/routes';
import { framings, homeRadiusFactor, homeSpinSpeed, placeFraming } from '../../src/globe/framing';
import { rotationFacing } from '../../src/globe/geo';
import { createMotion, faceStart, keyTurnStep, stepMotion, turnBy, type MotionTarget } from '../../src/globe/motion';

function target(id: keyof typeof framings, width = 1440, height = 900): MotionTarget {
  const framing = framings[id];
  return { ...placeFraming(framing, width, height), facing: framing.facing, spinSpeed: framing.spinSpeed, hold: null };
}

function framesUntilSettled(step: () => boolean, limit = 2000): number {
  for (let frame = 1; frame <= limit; frame += 1) if (!step()) return frame;
  return Infinity;
}

describe('framings from the route table', () => {
  it("frames home as the specification's hero globe and every other page calmly", () => {
    expect(routes.find((route) => route.path === '/')?.globe).toBe('hero');
    expect(routes.find((route) => route.path === '/globe-demo')?.globe).toBe('demo');
    expect(routes.find((route) => route.path === '/services/real-estate')?.globe).toBe('gulf');
    expect(framings.hero.spinSpeed).toBe(0.0001);
    expect(homeSpinSpeed).toBe(0.0001);
    expect(homeRadiusFactor).toBe(0.6);
    expect(placeFraming(framings.hero, 1440, 900).radius).toBe(0.6 * 450);
    for (const route of routes.filter((item) => item.globe === 'ambient'))
      expect(framings[route.globe].spinSpeed).toBe(0);
  });
});

describe('motion', () => {
  it('eases from one framing to the next and then settles (no more frames)', () => {
    const motion = createMotion(target('ambient'));
    const toGulf = target('gulf');
    const frames = framesUntilSettled(() => stepMotion(motion, toGulf, 16, false));
    expect(frames).toBeGreaterThan(10);
    expect(frames).toBeLessThan(200);
    expect(motion.phi).toBeCloseTo(toGulf.facing.phi, 3);
    expect(motion.cx).toBe(toGulf.cx);
  });

  it('keeps spinning on home, at the specified speed', () => {
    const hero = target('hero');
    const motion = createMotion(hero);
    const start = motion.phi;
    for (let frame = 0; frame < 100; frame += 1) expect(stepMotion(motion, hero, 10, false)).toBe(true);
    expect(motion.phi - start).toBeCloseTo(0.0001 * 1000, 6);
  });

  it('stands still when motion is reduced or paused: it jumps to a framing and stops', () => {
    const motion = createMotion(target('hero'));
    const ambient = target('ambient');
    expect(stepMotion(motion, ambient, 16, true)).toBe(false);
    expect(motion.cx).toBe(ambient.cx);
    expect(motion.phi).toBeCloseTo(ambient.facing.phi, 6);
    // Home's spin stops where it is: the globe neither turns nor jumps back.
    motion.phi = 1.234;
    expect(stepMotion(motion, target('hero'), 16, true)).toBe(false);
    expect(stepMotion(motion, target('hero'), 16, true)).toBe(false);
    expect(motion.phi).toBe(1.234);
  });

  it('turns to a held place (a focused marker) instead of spinning, and holds it', () => {
    const hold = rotationFacing(25.2, 55.27);
    const hero: MotionTarget = { ...target('hero'), hold: { kind: 'turn', rotation: hold } };
    const motion = createMotion(hero);
    const frames = framesUntilSettled(() => stepMotion(motion, hero, 16, false));
    expect(frames).toBeLessThan(300);
    expect(Math.cos(motion.phi - hold.phi)).toBeCloseTo(1, 5);
    expect(motion.theta).toBeCloseTo(hold.theta, 3);
  });

  it('stops exactly where it is for a hovered marker: no spin, no tilt easing, no flick', () => {
    const hero = target('hero');
    const motion = createMotion(hero);
    for (let frame = 0; frame < 30; frame += 1) stepMotion(motion, hero, 16, false);
    motion.theta += 0.2; // tilted by a drag, away from the framing's tilt
    motion.dragVelocityPhi = 0.004;
    const { phi, theta } = motion;
    const holding: MotionTarget = { ...hero, hold: { kind: 'here' } };
    for (let frame = 0; frame < 200; frame += 1) expect(stepMotion(motion, holding, 16, false)).toBe(false);
    expect(motion.phi).toBe(phi);
    expect(motion.theta).toBe(theta);
    expect(motion.spin).toBe(0);
  });

  it('eases the spin back in after a hold instead of jumping to full speed', () => {
    const hero = target('hero');
    const motion = createMotion(hero);
    stepMotion(motion, { ...hero, hold: { kind: 'here' } }, 16, false);
    let phi = motion.phi;
    expect(stepMotion(motion, hero, 16, false)).toBe(true);
    const firstStep = motion.phi - phi;
    expect(firstStep).toBeGreaterThan(0);
    expect(firstStep).toBeLessThan(homeSpinSpeed * 16 * 0.1);
    // Never faster than the home spin, and at full speed within about two seconds.
    for (let frame = 0; frame < 125; frame += 1) {
      phi = motion.phi;
      stepMotion(motion, hero, 16, false);
      expect(motion.phi - phi).toBeLessThanOrEqual(homeSpinSpeed * 16 + 1e-12);
    }
    expect(motion.spin).toBeGreaterThan(homeSpinSpeed * 0.99);
  });

  it('carries a flick on after the drag ends, then decays into the spin', () => {
    const hero = target('hero');
    const motion = createMotion(hero);
    motion.dragVelocityPhi = 0.005;
    const start = motion.phi;
    stepMotion(motion, hero, 16, false);
    expect(motion.phi - start).toBeCloseTo(0.005 * 16, 6);
    for (let frame = 0; frame < 200; frame += 1) stepMotion(motion, hero, 16, false);
    expect(motion.dragVelocityPhi).toBe(0);
  });
});

describe('turning the globe by keyboard', () => {
  it('turns a paused globe at once by one step a press, and it stays there', () => {
    const hero = target('hero');
    const motion = createMotion(hero);
    const start = motion.phi;
    turnBy(motion, keyTurnStep, 0, false);
    turnBy(motion, keyTurnStep, 0, false);
    for (let frame = 0; frame < 50; frame += 1) expect(stepMotion(motion, hero, 16, true)).toBe(false);
    expect(motion.phi - start).toBeCloseTo(2 * keyTurnStep, 9);
  });

  it('eases a step in while the globe may move, as a flick does, and tilts no further than a drag', () => {
    const hero = target('hero');
    const motion = createMotion(hero);
    const start = motion.phi;
    turnBy(motion, -keyTurnStep, 0, true);
    stepMotion(motion, hero, 16, false);
    // Part of the way in the first frame, nearly all of it within a second (the spin adds a little).
    expect(start - motion.phi).toBeGreaterThan(0);
    expect(start - motion.phi).toBeLessThan(keyTurnStep / 10);
    for (let frame = 0; frame < 62; frame += 1) stepMotion(motion, hero, 16, false);
    expect(start - motion.phi).toBeGreaterThan(keyTurnStep * 0.9);
    for (let press = 0; press < 20; press += 1) turnBy(motion, 0, -keyTurnStep, false);
    expect(motion.theta).toBeCloseTo(-1.1, 9);
  });

  it('returns to the start framing with Home, wherever it was turned', () => {
    const hero = target('hero');
    const motion = createMotion(hero);
    turnBy(motion, 2.5, 0.4, false);
    motion.dragVelocityPhi = 0.003;
    faceStart(motion, hero.facing);
    expect([motion.phi, motion.theta, motion.dragVelocityPhi]).toEqual([hero.facing.phi, hero.facing.theta, 0]);
  });
});
