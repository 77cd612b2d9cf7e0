/**
 * The hero globe for the keyboard: a focusable control laid over the globe (globeOutline.ts places it after
 * each frame while it has focus, so its focus ring circles the globe). The arrow keys turn the globe as a drag does, also
 * while it is paused; Home brings back the start framing. The pointer passes through it to the drag
 * surface (the marker layer). Its name and instructions come from the dictionaries; the instructions
 * show beside the globe while it has focus.
 */
import { useEffect, useRef, type KeyboardEvent } from 'react';
import { useI18n } from '../i18n/I18nProvider';
import { outlineGlobe } from './globeOutline';
import { keyTurnStep } from './motion';
import { globeRuntime } from './runtime';
import './keyboardGlobe.css';

/** Arrow keys as turns: the same directions as dragging the globe that way. */
const turns: Readonly<Record<string, readonly [dPhi: number, dTheta: number]>> = {
  ArrowLeft: [-keyTurnStep, 0],
  ArrowRight: [keyTurnStep, 0],
  ArrowUp: [0, -keyTurnStep],
  ArrowDown: [0, keyTurnStep],
};

const hintId = 'globe-keys-hint';

export function KeyboardGlobe() {
  const { t } = useI18n();
  const ref = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    return globeRuntime().watchFrames(outlineGlobe(element));
  }, []);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>): void => {
    if (event.altKey || event.ctrlKey || event.metaKey) return;
    const turn = turns[event.key];
    if (turn) globeRuntime().turnBy(...turn);
    else if (event.key === 'Home') globeRuntime().faceStart();
    else return;
    // The page would scroll with these keys.
    event.preventDefault();
  };

  // An interactive widget without a standard role, which takes the arrow keys itself: ARIA's application
  // role (screen readers pass the keys through), which the lint rules count as non-interactive.
  /* eslint-disable jsx-a11y/no-noninteractive-element-interactions, jsx-a11y/no-noninteractive-tabindex */
  return (
    <div
      ref={ref}
      className="keyboard-globe"
      role="application"
      tabIndex={0}
      aria-label={t('places.explore.label')}
      aria-describedby={hintId}
      onKeyDown={onKeyDown}
      onFocus={() => globeRuntime().wake()}
    >
      <p id={hintId} className="keyboard-globe__hint">
        {t('places.explore.hint')}
      </p>
    </div>
  );
  /* eslint-enable jsx-a11y/no-noninteractive-element-interactions, jsx-a11y/no-noninteractive-tabindex */
}
