/**
 * A frame as the page sends it to a globe worker (2D or WebGL): the globes' state, with each globe's
 * dots sent only the first time (or when they change), so a frame is a few hundred bytes.
 */
import type { DrawnGlobe } from './drawing';

export type FrameGlobe = Omit<DrawnGlobe, 'dots'> & { dots?: Float32Array };

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
      const { dots, ...state } = globe;
      if (sentDots.get(globe.key) === dots) return state;
      sentDots.set(globe.key, dots);
      return { ...state, dots };
    }),
  });
}

/** The worker's side: the globes of a frame, with the dots it was sent earlier. Reuses one array. */
export function createFrameDecoder(): {
  remember(globe: DrawnGlobe): void;
  decode(message: FrameMessage): readonly DrawnGlobe[];
} {
  const dotsByKey = new Map<string, Float32Array>();
  const drawn: DrawnGlobe[] = [];
  return {
    remember(globe) {
      dotsByKey.set(globe.key, globe.dots);
    },
    decode(message) {
      drawn.length = 0;
      for (const globe of message.globes) {
        if (globe.dots) dotsByKey.set(globe.key, globe.dots);
        const dots = globe.dots ?? dotsByKey.get(globe.key);
        if (dots) drawn.push({ ...globe, dots });
      }
      return drawn;
    },
  };
}
