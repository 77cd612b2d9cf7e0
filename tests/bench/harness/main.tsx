/**
 * Frame-cost harness: draws the same globe with our WebGL renderer (the production scene the globe's
 * worker runs: dots, arcs and pulses, here on the main thread so each frame can be timed), with cobe,
 * and with our 2D fallback, and times each frame synchronously: draw, then a one-pixel read-back that
 * waits until the frame is really finished, for every renderer alike. The body (sphere, rim, halo) is
 * not part of a frame: the page paints it once under the canvas (src/globe/bodyLayer.ts).
 */
import createGlobe from 'cobe';
import { createRoot } from '@react-three/fiber';
import type { DrawnGlobe, GlobeRenderer } from '../../../src/globe/drawing';
import { createFlatRenderer } from '../../../src/globe/flatRenderer';
import { demoLandDots, homeLandDots, type LandDots } from '../../../src/globe/landDots';
import { createSceneRenderer } from '../../../src/globe/webgl/sceneRenderer';
import { benchSunAt, type BenchRenderer, type FrameCostRequest, type FrameCostResult } from '../harnessApi';
import { median } from '../median';
import { nextFrame, phoneFlat } from './phoneFlat';
import { fallbackMarketColor } from '../../../src/globe/look';

/** One renderer under test: draws a frame at a rotation, then blocks until it is finished. */
interface Subject {
  draw(phi: number): number;
  finish(): void;
  dispose(): void;
}

/** cobe's globe fills 0.8 of the canvas' half-side (its shader's radius); ours is drawn the same size. */
const cobeRadiusShare = 0.8;
const theta = 0.35;
const pixel = new Uint8Array(4);

function webglFinish(canvas: HTMLCanvasElement): () => void {
  const gl = canvas.getContext('webgl2');
  if (!gl) throw new Error('no WebGL2 context on the canvas');
  // readPixels cannot return before every earlier command has run (gl.finish may only flush in Chromium).
  return () => gl.readPixels(0, 0, 1, 1, gl.RGBA, gl.UNSIGNED_BYTE, pixel);
}

function newCanvas(size: number): HTMLCanvasElement {
  const canvas = document.createElement('canvas');
  canvas.style.width = `${size}px`;
  canvas.style.height = `${size}px`;
  document.getElementById('others')?.append(canvas);
  return canvas;
}

/** A react-three-fiber root with the production globe scene, configured as the worker configures it. */
async function mountOurs(): Promise<{ renderer: GlobeRenderer; canvas: HTMLCanvasElement }> {
  const host = document.getElementById('ours');
  if (!host) throw new Error('#ours is missing');
  const canvas = document.createElement('canvas');
  host.append(canvas);
  const box = host.getBoundingClientRect();
  const root = createRoot(canvas);
  await root.configure({
    frameloop: 'never',
    dpr: window.devicePixelRatio,
    size: { width: box.width, height: box.height, top: 0, left: 0 },
    flat: true,
    gl: { antialias: false, alpha: true, powerPreference: 'low-power' },
  });
  // As the worker runs it for `?globe=webgl`: full quality, no stepping down during the measurement.
  const renderer = createSceneRenderer(root, null);
  await renderer.compile();
  return { renderer, canvas };
}

function globeFor(land: LandDots, size: number, sunAt: number | null): DrawnGlobe {
  const half = size / 2;
  return {
    key: 'bench',
    dots: land.positions,
    latticeSize: land.latticeSize,
    cx: half,
    cy: half,
    radius: half * cobeRadiusShare,
    opacity: 1,
    phi: 0,
    theta,
    color: '#3870c1',
    story: { time: 0, animate: true, arcs: true, pulses: true, focus: -1, reach: 0, lit: -1 },
    markets: land.markets,
    marketColor: fallbackMarketColor,
    sunAt,
  };
}

async function landFor(dots: number): Promise<LandDots> {
  const home = homeLandDots();
  return dots === home.count ? home : demoLandDots(dots);
}

function rendererSubject(
  renderer: GlobeRenderer,
  globe: DrawnGlobe,
  request: FrameCostRequest,
  finish: () => void,
  dispose: () => void,
): Subject {
  return {
    draw(phi) {
      globe.phi = phi;
      return renderer.draw([globe], request.size, request.size, request.pixelRatio);
    },
    finish,
    dispose,
  };
}

async function cobeSubject(land: LandDots, request: FrameCostRequest): Promise<Subject> {
  const canvas = newCanvas(request.size);
  const globe = createGlobe(canvas, {
    width: request.size,
    height: request.size,
    devicePixelRatio: request.pixelRatio,
    phi: 0,
    theta,
    dark: 0,
    diffuse: 1.2,
    // cobe picks land points from a Fibonacci lattice of mapSamples points, as our build does.
    mapSamples: land.latticeSize,
    mapBrightness: 6,
    baseColor: [0.3, 0.3, 0.3],
    markerColor: [1, 0.5, 1],
    glowColor: [1, 1, 1],
    markers: [],
    // The same context attributes as ours (no MSAA), so the comparison is about the work per frame.
    context: { antialias: false, alpha: true, preserveDrawingBuffer: false, powerPreference: 'low-power' },
  });
  // cobe decodes its land texture asynchronously; let it arrive before the warm-up.
  await new Promise((resolve) => setTimeout(resolve, 200));
  return {
    draw(phi) {
      globe.update({ phi });
      return 0;
    },
    finish: webglFinish(canvas),
    dispose() {
      globe.destroy();
      canvas.getContext('webgl2')?.getExtension('WEBGL_lose_context')?.loseContext();
      // cobe wrapped the canvas in a div of its own.
      (canvas.parentElement ?? canvas).remove();
    },
  };
}

function main(): void {
  // Mounted on first use: the phone section runs in a Chromium without a GPU, where it is not needed.
  let mounted: Promise<{ renderer: GlobeRenderer; finish: () => void }> | null = null;
  const ours = (): Promise<{ renderer: GlobeRenderer; finish: () => void }> =>
    (mounted ??= mountOurs().then(({ renderer, canvas }) => ({ renderer, finish: webglFinish(canvas) })));

  async function subjectFor(renderer: BenchRenderer, request: FrameCostRequest, land: LandDots): Promise<Subject> {
    const sunlit = renderer === 'oursSun' || renderer === 'flatSun';
    const globe = globeFor(land, request.size, sunlit ? benchSunAt : null);
    if (renderer === 'ours' || renderer === 'oursSun') {
      const { renderer: scene, finish } = await ours();
      return rendererSubject(scene, globe, request, finish, () => undefined);
    }
    if (renderer === 'cobe') return cobeSubject(land, request);
    const canvas = newCanvas(request.size);
    // Read back every frame: a CPU-backed canvas from the start, rather than whatever backing Chromium
    // would switch a GPU canvas to part-way through. The renderer's own getContext('2d') gets this one.
    const context = canvas.getContext('2d', { willReadFrequently: true });
    const finish = () => context?.getImageData(0, 0, 1, 1);
    return rendererSubject(createFlatRenderer(canvas), globe, request, finish, () => canvas.remove());
  }

  window.__bench = {
    phoneFlat,
    async frameCost(request) {
      const land = await landFor(request.dots);
      const subjects: {
        renderer: BenchRenderer;
        subject: Subject;
        times: number[];
        submitTimes: number[];
        drawCalls: number;
      }[] = [];
      for (const renderer of request.renderers)
        subjects.push({
          renderer,
          subject: await subjectFor(renderer, request, land),
          times: [],
          submitTimes: [],
          drawCalls: 0,
        });
      for (let round = 0; round < request.warmupFrames + request.frames; round += 1) {
        // One round per animation frame, as the site draws; the renderer going first changes every round.
        await nextFrame();
        for (let turn = 0; turn < subjects.length; turn += 1) {
          const entry = subjects[(round + turn) % subjects.length];
          if (!entry) continue;
          const start = performance.now();
          entry.drawCalls = entry.subject.draw(round * 0.01);
          const submitted = performance.now();
          entry.subject.finish();
          const finished = performance.now();
          if (round >= request.warmupFrames) {
            entry.times.push(finished - start);
            entry.submitTimes.push(submitted - start);
          }
        }
      }
      const results: Partial<Record<BenchRenderer, FrameCostResult>> = {};
      for (const { renderer, subject, times, submitTimes, drawCalls } of subjects) {
        subject.dispose();
        results[renderer] = {
          medianMs: median(times),
          submitMedianMs: median(submitTimes),
          drawCalls,
          latticeSize: land.latticeSize,
        };
      }
      return results;
    },
  };
}

main();
