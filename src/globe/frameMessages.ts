/**
 * A frame as the page sends it to a globe worker (2D or WebGL): the globes' state, with each globe's
 * dots (and which of them lie in the markets) sent only the first time (or when they change), so a frame
 * is a few hundred bytes.
 */
import type { DrawnGlobe } from './drawing';
import { noMarkets, type MarketDots } from './markets';

export type FrameGlobe = Omit<DrawnGlobe, 'dots' | 'markets'> & { dots?: Float32Array; markets?: MarketDots };

export interface FrameMessage {
  type: 'frame';
  width: number;
  height: number;
  ratio: number;
  globes: FrameGlobe[];
}

/** The page's side: turns drawn globes into a frame message. */
export function createFrameEncoder(): (
  globes: readonly DrawnGlobe[],
  width: number,
  height: number,
  ratio: number,
) => FrameMessage {
  const sentDots = new Map<string, Float32Array>();
  return (globes, width, height, ratio) => ({
    type: 'frame',
    width,
    height,
    ratio,
    globes: globes.map((globe): FrameGlobe => {
      const { dots, markets, ...state } = globe;
      if (sentDots.get(globe.key) === dots) return state;
      sentDots.set(globe.key, dots);
      return { ...state, dots, markets };
    }),
  });
}

/** The worker's side: the globes of a frame, with the dots it was sent earlier. Reuses one array. */
export function createFrameDecoder(): {
  remember(globe: DrawnGlobe): void;
  decode(message: FrameMessage): readonly DrawnGlobe[];
} {
  const dotsByKey = new Map<string, { dots: Float32Array; markets: MarketDots }>();
  const drawn: DrawnGlobe[] = [];
  return {
    remember({ key, dots, markets }) {
      dotsByKey.set(key, { dots, markets });
    },
    decode(message) {
      drawn.length = 0;
      for (const globe of message.globes) {
        if (globe.dots) dotsByKey.set(globe.key, { dots: globe.dots, markets: globe.markets ?? noMarkets });
        const land = dotsByKey.get(globe.key);
        if (land) drawn.push({ ...globe, ...land });
      }
      return drawn;
    },
  };
}
