/** Feeds the runtime what the browser knows: stage size, visibility, reduced motion, theme colours. */
import { useEffect, type RefObject } from 'react';
import { globeColorsFrom } from './look';
import type { GlobeRuntime } from './runtime';

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
    const followTheme = (): void => runtime.setColors(globeColorsFrom(getComputedStyle(document.documentElement)));
    followTheme();
    const theme = new MutationObserver(followTheme);
    theme.observe(document.documentElement, { attributes: true, attributeFilter: ['class'] });
    // Hidden tabs get no animation frames; when the tab shows again, pick the motion up.
    document.addEventListener('visibilitychange', runtime.wake);
    return () => {
      resize.disconnect();
      intersection.disconnect();
      theme.disconnect();
      motionQuery.removeEventListener('change', followMotion);
      document.removeEventListener('visibilitychange', runtime.wake);
    };
  }, [runtime, stageRef]);
}
