/** The globe demo's tiles: each a DOM element the stage draws a globe over, with its own settings. */
import type { DrawnGlobe, StoryFrame } from './drawing';
import { shortestAngle, type Rotation } from './geo';
import type { LandDots } from './landDots';
import { fallbackDotColor, fallbackMarketColor } from './look';
import { noMarkets } from './markets';
import { swayAcrossMarkets, swayFacing, type StageSway } from './stageSway';
import { arcDrawMs } from './story';

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
  theta: number;
  /** The arcs' and pulses' clock, ms: it runs while the tile shows either and may move. */
  storyTime: number;
  /** A guided tour's stop on this tile: it turns to face the place, its arc drawn out; null: it spins. */
  tour: DemoTileTour | null;
  /** The presented tile (a stage) sways across the markets instead of spinning (stageSway.ts); null: a tile. */
  stage: StageSway | null;
}

export interface DemoTileTour {
  facing: Rotation;
  /** The stop's arc (story.ts arcTo), drawn out as far as `reach` (0..1); -1 at Potsdam. */
  arc: number;
  reach: number;
  /** Ms since the stop began: the clock of its slow sway around the place. */
  since: number;
}

/** Time constant of a tour's turn to its place: there in about a second. */
const tourTurnMs = 320;
const settledAngle = 0.0005;

/**
 * At its stop the globe keeps turning, slowly to and fro about the place (radians either side, and ms for
 * one sway), so a stand's screen never stands still, however long a stop lasts, while the place stays well
 * in front.
 */
export const tourSway = { amplitude: 0.3, periodMs: 24_000 } as const;

/** Turns a touring tile toward its place, swaying slowly about it, and draws its arc out; it always moves. */
function turnToStop(tile: DemoTile, tour: DemoTileTour, dt: number): void {
  tour.since += dt;
  const blend = 1 - Math.exp(-dt / tourTurnMs);
  const sway = tourSway.amplitude * Math.sin((2 * Math.PI * tour.since) / tourSway.periodMs);
  const phiLeft = shortestAngle(tile.phi, tour.facing.phi + sway);
  const thetaLeft = tour.facing.theta - tile.theta;
  tile.phi += Math.abs(phiLeft) < settledAngle ? phiLeft : phiLeft * blend;
  tile.theta += Math.abs(thetaLeft) < settledAngle ? thetaLeft : thetaLeft * blend;
  tour.reach = Math.min(1, tour.reach + dt / arcDrawMs);
}

/** Still (reduced motion, pause): a tour's stop shows at once, facing its place with its arc whole. */
function showStopStill(tile: DemoTile, tour: DemoTileTour): void {
  tile.phi = tour.facing.phi;
  tile.theta = tour.facing.theta;
  tour.reach = 1;
}

export function createDemoGlobe(key: string): DrawnGlobe {
  return {
    key,
    dots: new Float32Array(0),
    latticeSize: 1,
    cx: 0,
    cy: 0,
    radius: 0,
    opacity: 1,
    phi: 0,
    theta: 0.35,
    color: fallbackDotColor,
    story: null,
    markets: noMarkets,
    marketColor: fallbackMarketColor,
    sunAt: null,
  };
}

/** Places a tile's globe over its element (stage coordinates); false when the tile is off screen. */
function placeDemoGlobe(
  tile: DemoTile,
  globe: DrawnGlobe,
  stageLeft: number,
  stageTop: number,
  height: number,
): boolean {
  const box = tile.element.getBoundingClientRect();
  globe.dots = tile.land.positions;
  globe.markets = tile.land.markets;
  globe.latticeSize = tile.land.latticeSize;
  globe.cx = box.left - stageLeft + box.width / 2;
  globe.cy = box.top - stageTop + box.height / 2;
  globe.radius = (tile.settings.radiusFactor * Math.min(box.width, box.height)) / 2;
  globe.phi = tile.phi;
  globe.theta = tile.theta;
  globe.color = tile.settings.color;
  return box.bottom > 0 && box.top < height && box.width > 0;
}

/**
 * Shows tile `key`'s body under its globe, or hides it (`shown` false: off screen, no body in its look,
 * or no longer drawn). demoBodies.ts, loaded with the demo page only.
 */
export type PlaceBody = (key: string, cx: number, cy: number, radius: number, shown: boolean) => void;

const tellsStory = (tile: DemoTile): boolean =>
  tile.tour !== null || tile.settings.look.arcs || tile.settings.look.pulses;

/** A tile's arcs and pulses as its look asks (a tour shows its arc); the object is reused frame after frame. */
function tileStory(tile: DemoTile, previous: StoryFrame | null, animate: boolean): StoryFrame | null {
  const { look } = tile.settings;
  if (!tellsStory(tile)) return null;
  const story = previous ?? { time: 0, animate, arcs: false, pulses: false, focus: -1, reach: 0, lit: -1 };
  const { tour } = tile;
  return Object.assign(story, {
    time: tile.storyTime,
    animate,
    arcs: look.arcs || tour !== null,
    pulses: look.pulses,
    focus: tour ? tour.arc : -1,
    reach: tour ? tour.reach : 0,
  });
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
      if (tile.tour) {
        turnToStop(tile, tile.tour, dt);
        moving = true;
      } else if (tile.stage) {
        if (swayAcrossMarkets(tile, tile.stage, dt, tile.settings.speed > 0)) moving = true;
      } else {
        tile.phi += tile.settings.speed * dt;
        if (tile.settings.speed > 0) moving = true;
      }
      // The story's clock runs for moving arcs and pulses.
      if (tile.settings.look.arcs || tile.settings.look.pulses) {
        tile.storyTime += dt;
        moving = true;
      }
    }
    return moving;
  }

  /**
   * Adds the globes of the tiles on screen to `drawn`, placed over their elements; `animate`: arcs and pulses move.
   * `systemDot`: under forced colours the system's text colour, which replaces each variant's own (a stand in high
   * contrast draws its globe as home's does).
   */
  appendTo(
    drawn: DrawnGlobe[],
    stage: HTMLElement,
    height: number,
    animate: boolean,
    marketColor: string,
    systemDot?: string,
  ): void {
    if (this.tiles.length === 0) return;
    const box = stage.getBoundingClientRect();
    for (const tile of this.tiles) {
      let globe = this.globes.get(tile.key);
      if (!globe) {
        globe = createDemoGlobe(tile.key);
        this.globes.set(tile.key, globe);
      }
      if (tile.tour && !animate) showStopStill(tile, tile.tour);
      else if (tile.stage && !animate) Object.assign(tile, swayFacing(tile.stage.since));
      const shown = placeDemoGlobe(tile, globe, box.left, box.top, height);
      globe.story = tileStory(tile, globe.story, animate);
      globe.marketColor = marketColor;
      if (systemDot) globe.color = systemDot;
      this.placeBody?.(tile.key, globe.cx, globe.cy, globe.radius, shown && tile.settings.look.body);
      if (shown) drawn.push(globe);
    }
  }
}
