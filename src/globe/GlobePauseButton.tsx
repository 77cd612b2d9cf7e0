/**
 * WCAG 2.2.2: a visible control that stops the globe's motion (and starts it again). Over the hero it is a
 * compact icon button in a corner (its name from the dictionary, as aria-label and tooltip); among the
 * demo's controls it keeps its text.
 */
import Pause from 'lucide-react/icons/pause';
import Play from 'lucide-react/icons/play';
import { useI18n } from '../i18n/I18nProvider';
import { toggleGlobePause } from './globeCommands';
import { useGlobeState } from './useGlobeState';
import './pause.css';

export function GlobePauseButton({ className = '', compact = false }: { className?: string; compact?: boolean }) {
  const { t } = useI18n();
  const state = useGlobeState();
  // Nothing moves without JavaScript or under reduced motion: no control to offer. The button still
  // keeps its place (invisible), so the page does not shift when it appears after hydration.
  const offered = state !== null && !state.reducedMotion;
  const paused = state?.paused ?? false;
  const Icon = paused ? Play : Pause;
  const name = t(paused ? 'globe.play' : 'globe.pause');
  const look = compact ? 'icon-button globe-pause--compact' : 'button button--secondary';
  return (
    <button
      type="button"
      className={`${look} globe-pause ${offered ? '' : 'globe-pause--waiting'} ${className}`}
      onClick={toggleGlobePause}
      data-testid="globe-pause"
      aria-label={compact ? name : undefined}
      title={compact ? name : undefined}
      aria-hidden={offered ? undefined : true}
      tabIndex={offered ? undefined : -1}
    >
      <Icon aria-hidden="true" size={compact ? 20 : 18} />
      {compact ? null : name}
    </button>
  );
}
