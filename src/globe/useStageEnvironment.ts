/**
 * Feeds the runtime what the browser knows: stage size, visibility, reduced motion, and the colours to draw in: the
 * theme's, or under forced colours (Windows' high contrast) the system's, which the canvases would otherwise ignore.
 */
import { useEffect, type RefObject } from 'react';
import { globeColorsFrom, hexOfComputed, type GlobeColors } from './look';
import type { GlobeRuntime } from './runtime';

/** The system colour a keyword resolves to in this page ('CanvasText', 'Highlight'), as '#rrggbb'. */
function systemColor(within: HTMLElement, keyword: string): string | null {
  const probe = document.createElement('span');
  probe.hidden = true;
  // Kept as written: forced colours would otherwise replace it with the text's colour.
  probe.style.forcedColorAdjust = 'none';
  probe.style.color = keyword;
  within.append(probe);
  const color = hexOfComputed(getComputedStyle(probe).color);
  probe.remove();
  return color;
}

/** Under forced colours the dots draw in the text's system colour and the company's places in the highlight's. */
function forcedGlobeColors(within: HTMLElement, theme: GlobeColors): GlobeColors {
  return {
    dot: systemColor(within, 'CanvasText') ?? theme.dot,
    market: systemColor(within, 'Highlight') ?? theme.market,
    system: true,
  };
}

export function useStageEnvironment(runtime: GlobeRuntime, stageRef: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    const stage = stageRef.current;
    if (!stage) return;
    const resize = new ResizeObserver(([entry]) => {
      if (entry) runtime.setSize(entry.contentRect.width, entry.contentRect.height);
    });
    resize.observe(stage);
    // Home's globe scrolls away with the hero: no frames once it is out of view.
    const intersection = new IntersectionObserver(([entry]) => {
      if (entry) runtime.setInView(entry.isIntersecting);
    });
    intersection.observe(stage);
    const motionQuery = window.matchMedia('(prefers-reduced-motion: reduce)');
    const followMotion = (): void => runtime.setReducedMotion(motionQuery.matches);
    followMotion();
    motionQuery.addEventListener('change', followMotion);
    const forced = window.matchMedia('(forced-colors: active)');
    const followTheme = (): void => {
      const colors = globeColorsFrom(getComputedStyle(document.documentElement));
      runtime.setColors(forced.matches ? forcedGlobeColors(stage, colors) : colors);
    };
    followTheme();
    forced.addEventListener('change', followTheme);
    const theme = new MutationObserver(followTheme);
    theme.observe(document.documentElement, { attributes: true, attributeFilter: ['class'] });
    // Hidden tabs get no animation frames; when the tab shows again, pick the motion up.
    document.addEventListener('visibilitychange', runtime.wake);
    return () => {
      resize.disconnect();
      intersection.disconnect();
      theme.disconnect();
      motionQuery.removeEventListener('change', followMotion);
      forced.removeEventListener('change', followTheme);
      document.removeEventListener('visibilitychange', runtime.wake);
    };
  }, [runtime, stageRef]);
}
