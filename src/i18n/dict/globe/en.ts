/** The globe's words every page needs: its pause control (home's places are in ../places, the demo page's words in ../demo). */
export const globeEn = {
  globe: {
    tour: { start: 'Tour of our places', stop: 'Stop the tour' },
    pause: 'Pause globe animation',
    play: 'Play globe animation',
  },
} as const;
