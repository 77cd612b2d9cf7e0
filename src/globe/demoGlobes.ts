/** The globe demo's tiles: each a DOM element the stage draws a globe over, with its own settings. */
import type { DrawnGlobe, StoryFrame } from './drawing';
import type { LandDots } from './landDots';
import { fallbackDotColor } from './look';

/**
 * The signature look's parts a variant shows around its dots, each on or off (the specification's
 * variants: none): body and halo (under the canvas), arcs from Potsdam, pulses at the places.
 */
export interface DemoLook {
  body: boolean;
  arcs: boolean;
  pulses: boolean;
}

export interface DemoSettings {
  dots: number;
  /** Radians per millisecond. */
  speed: number;
  radiusFactor: number;
  color: string;
  look: DemoLook;
}

export interface DemoTile {
  key: string;
  element: HTMLElement;
  settings: DemoSettings;
  land: LandDots;
  phi: number;
  /** The arcs' and pulses' clock, ms: it runs while the tile shows either and may move. */
  storyTime: number;
}

export function createDemoGlobe(key: string): DrawnGlobe {
  return { key, dots: new Float32Array(0), latticeSize: 1, cx: 0, cy: 0, radius: 0, opacity: 1, phi: 0, theta: 0.35, color: fallbackDotColor, story: null };
}

/** Places a tile's globe over its element (stage coordinates); false when the tile is off screen. */
export function placeDemoGlobe(tile: DemoTile, globe: DrawnGlobe, stageLeft: number, stageTop: number, height: number): boolean {
  const box = tile.element.getBoundingClientRect();
  globe.dots = tile.land.positions;
  globe.latticeSize = tile.land.latticeSize;
  globe.cx = box.left - stageLeft + box.width / 2;
  globe.cy = box.top - stageTop + box.height / 2;
  globe.radius = (tile.settings.radiusFactor * Math.min(box.width, box.height)) / 2;
  globe.phi = tile.phi;
  globe.color = tile.settings.color;
  return box.bottom > 0 && box.top < height && box.width > 0;
}

/**
 * Shows tile `key`'s body under its globe, or hides it (`shown` false: off screen, no body in its look,
 * or no longer drawn). demoBodies.ts, loaded with the demo page only.
 */
export type PlaceBody = (key: string, cx: number, cy: number, radius: number, shown: boolean) => void;

const tellsStory = (look: DemoLook): boolean => look.arcs || look.pulses;

/** A tile's arcs and pulses as its look asks; the object is reused frame after frame. */
function tileStory(tile: DemoTile, previous: StoryFrame | null, animate: boolean): StoryFrame | null {
  const { look } = tile.settings;
  if (!tellsStory(look)) return null;
  const story = previous ?? { time: 0, animate, arcs: false, pulses: false };
  return Object.assign(story, { time: tile.storyTime, animate, arcs: look.arcs, pulses: look.pulses });
}

/**
 * The demo's tiles as the runtime draws them: each turns at its own speed, and its globe (and its body,
 * when its look has one) is placed over its element every frame (the tiles move with the page while the
 * stage's canvas stays fixed).
 */
export class DemoTileGlobes {
  private tiles: DemoTile[] = [];
  private readonly globes = new Map<string, DrawnGlobe>();
  private placeBody: PlaceBody | null = null;

  get empty(): boolean {
    return this.tiles.length === 0;
  }

  set(tiles: DemoTile[], placeBody: PlaceBody | null = null): void {
    for (const key of this.globes.keys()) {
      if (tiles.some((tile) => tile.key === key)) continue;
      this.globes.delete(key);
      this.placeBody?.(key, 0, 0, 0, false);
    }
    this.tiles = tiles;
    this.placeBody = placeBody;
  }

  /** Turns the tiles by `dt` ms and runs their arcs and pulses; true while any of them moves. */
  advance(dt: number): boolean {
    let moving = false;
    for (const tile of this.tiles) {
      tile.phi += tile.settings.speed * dt;
      if (tile.settings.speed > 0) moving = true;
      if (tellsStory(tile.settings.look)) {
        tile.storyTime += dt;
        moving = true;
      }
    }
    return moving;
  }

  /** Adds the globes of the tiles on screen to `drawn`, placed over their elements; `animate`: arcs and pulses move. */
  appendTo(drawn: DrawnGlobe[], stage: HTMLElement, height: number, animate: boolean): void {
    if (this.tiles.length === 0) return;
    const box = stage.getBoundingClientRect();
    for (const tile of this.tiles) {
      let globe = this.globes.get(tile.key);
      if (!globe) {
        globe = createDemoGlobe(tile.key);
        this.globes.set(tile.key, globe);
      }
      const shown = placeDemoGlobe(tile, globe, box.left, box.top, height);
      globe.story = tileStory(tile, globe.story, animate);
      this.placeBody?.(tile.key, globe.cx, globe.cy, globe.radius, shown && tile.settings.look.body);
      if (shown) drawn.push(globe);
    }
  }
}
