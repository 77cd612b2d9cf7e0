/**
 * The demo on a stage (demoStage.ts): the presenter's window announces its settings, an audience window
 * follows them, a kiosk cycles the variants (or the tour) and explores on touch, and the guided tour runs
 * on the presented variant.
 */
import { useEffect, useMemo, useRef } from 'react';
import { parseDemoState, serializeDemoState, stepVariant, type DemoState } from '../../globe/demo';
import { parseDemoStage, type DemoStage } from '../../globe/demo';
import { useGlobeState } from '../../globe/demo';
import { useDemoAnnouncing, useDemoFollowing } from './useDemoFollowing';
import { useDemoTour, type DemoTour } from './useDemoTour';
import { useKiosk } from './useKiosk';

export interface DemoStageState {
  stage: DemoStage;
  exploring: boolean;
  tour: DemoTour;
}

const onStage: DemoStage = { kind: 'stage' };

export function useDemoStage(mounted: boolean, state: DemoState, change: (next: (current: DemoState) => DemoState) => void): DemoStageState {
  const stage = useMemo(() => (mounted ? parseDemoStage(window.location.search) : onStage), [mounted]);
  const paused = useGlobeState()?.paused ?? false;
  useDemoAnnouncing(stage, mounted, serializeDemoState({ ...state, presenting: false, renderer: null }), paused);
  useDemoFollowing(stage, mounted, (query) =>
    change((current) => {
      const { variants, selected, background } = parseDemoState(query);
      return { ...current, variants, selected, background };
    }),
  );
  // The kiosk's clock moves its show on: the tour's next stop (known once the tour runs), or the next variant.
  const nextStop = useRef<(() => void) | null>(null);
  const kioskTour = stage.kind === 'kiosk' && stage.tour;
  const exploring = useKiosk(stage, mounted, () => (kioskTour ? nextStop.current?.() : change((current) => stepVariant(current, 1))));
  const tour = useDemoTour(stage, mounted, exploring);
  useEffect(() => {
    nextStop.current = tour.advance;
  }, [tour.advance]);
  return { stage, exploring, tour };
}
