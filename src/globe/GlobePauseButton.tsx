/** WCAG 2.2.2: a visible control that stops the globe's motion (and starts it again). */
import { Pause, Play } from 'lucide-react';
import { useI18n } from '../i18n/I18nProvider';
import { globeRuntime } from './runtime';
import { useGlobeState } from './useGlobeState';

export function GlobePauseButton({ className = '' }: { className?: string }) {
  const { t } = useI18n();
  const state = useGlobeState();
  // Nothing moves without JavaScript or under reduced motion: no control to offer. The button still
  // keeps its place (invisible), so the page does not shift when it appears after hydration.
  const offered = state !== null && !state.reducedMotion;
  const paused = state?.paused ?? false;
  const Icon = paused ? Play : Pause;
  return (
    <button
      type="button"
      className={`button button--secondary globe-pause ${offered ? '' : 'globe-pause--waiting'} ${className}`}
      onClick={() => globeRuntime().setPaused(!paused)}
      data-testid="globe-pause"
      aria-hidden={offered ? undefined : true}
      tabIndex={offered ? undefined : -1}
    >
      <Icon aria-hidden="true" size={18} />
      {t(paused ? 'globe.play' : 'globe.pause')}
    </button>
  );
}
