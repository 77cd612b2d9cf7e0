/** The globe demo's tiles: each a DOM element the stage draws a globe over, with its own settings. */
import type { DrawnGlobe } from './drawing';
import type { LandDots } from './landDots';
import { fallbackDotColor } from './look';

export interface DemoSettings {
  dots: number;
  /** Radians per millisecond. */
  speed: number;
  radiusFactor: number;
  color: string;
}

export interface DemoTile {
  key: string;
  element: HTMLElement;
  settings: DemoSettings;
  land: LandDots;
  phi: number;
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
 * The demo's tiles as the runtime draws them: each turns at its own speed, and its globe is placed over
 * its element every frame (the tiles move with the page while the stage's canvas stays fixed).
 */
export class DemoTileGlobes {
  private tiles: DemoTile[] = [];
  private readonly globes = new Map<string, DrawnGlobe>();

  get empty(): boolean {
    return this.tiles.length === 0;
  }

  set(tiles: DemoTile[]): void {
    this.tiles = tiles;
    for (const key of this.globes.keys()) if (!tiles.some((tile) => tile.key === key)) this.globes.delete(key);
  }

  /** Turns the tiles by `dt` ms; true while any of them turns. */
  advance(dt: number): boolean {
    let moving = false;
    for (const tile of this.tiles) {
      tile.phi += tile.settings.speed * dt;
      if (tile.settings.speed > 0) moving = true;
    }
    return moving;
  }

  /** Adds the globes of the tiles on screen to `drawn`, placed over their elements. */
  appendTo(drawn: DrawnGlobe[], stage: HTMLElement, height: number): void {
    if (this.tiles.length === 0) return;
    const box = stage.getBoundingClientRect();
    for (const tile of this.tiles) {
      let globe = this.globes.get(tile.key);
      if (!globe) {
        globe = createDemoGlobe(tile.key);
        this.globes.set(tile.key, globe);
      }
      if (placeDemoGlobe(tile, globe, box.left, box.top, height)) drawn.push(globe);
    }
  }
}
