/** WCAG 2.2.2: a visible control that stops the globe's motion (and starts it again). */
import { Pause, Play } from 'lucide-react';
import { useI18n } from '../i18n/I18nProvider';
import { globeRuntime } from './runtime';
import { useGlobeState } from './useGlobeState';

export function GlobePauseButton({ className = '' }: { className?: string }) {
  const { t } = useI18n();
  const state = useGlobeState();
  // Nothing moves without JavaScript or under reduced motion: no control to offer.
  if (!state || state.reducedMotion) return null;
  const Icon = state.paused ? Play : Pause;
  return (
    <button
      type="button"
      className={`button button--secondary globe-pause ${className}`}
      onClick={() => globeRuntime().setPaused(!state.paused)}
      data-testid="globe-pause"
    >
      <Icon aria-hidden="true" size={18} />
      {t(state.paused ? 'globe.play' : 'globe.pause')}
    </button>
  );
}
