/**
 * The demo on a stage (globe/demoStage.ts): the presenter's window announces its settings and an audience
 * window follows them, the tour included (useDemoFollowing.ts); a kiosk's show and the guided tour run in
 * StageShow.tsx, a chunk loaded only when a kiosk link, an audience window or the Tour button asks for it.
 */
import { lazy, Suspense, useCallback, useState, type ReactNode } from 'react';
import { useGlobePaused } from '../../globe';
import { parseDemoState, serializeDemoState, stepVariant, type DemoStage, type DemoState } from '../../globe/demo';
import type { DemoTourStop } from './demoTourStop';
import type { StageShowState } from './StageShow';
import type { StopCode } from './tourCode';
import { useDemoAnnouncing, useDemoFollowing } from './useDemoFollowing';

const StageShow = lazy(() => import('./StageShow'));

export interface DemoStageWiring {
  /** A kiosk's visitor is exploring: controls and cursor show, the show waits. */
  exploring: boolean;
  /** The tour's stop, drawn on the presented variant; null without a tour. */
  tourStop: DemoTourStop | null;
  /** Where the brand's QR code leads at that stop (null: the contact page). */
  tourCode: StopCode | null;
  tourWanted: boolean;
  toggleTour: () => void;
  /** Ref for the element over the presented variant that holds the tour's card and the kiosk's explore state. */
  showHost: (element: HTMLElement | null) => void;
  /** The lazy show, for the page to render. */
  stageShow: ReactNode;
}

/**
 * `stage`: as the page read it from its URL once mounted (before that, the presenter's stage). `names`: the
 * variants' names in the page's language, for the kiosk's explore state. `audienceOpen`: an audience window
 * follows this one, and the tour plays there while this window keeps its controls.
 */
export function useDemoStage(
  stage: DemoStage,
  mounted: boolean,
  state: DemoState,
  change: (next: (current: DemoState) => DemoState) => void,
  names: readonly string[],
  audienceOpen: boolean,
): DemoStageWiring {
  const [tourWanted, setTourWanted] = useState(false);
  // A tour asked for while the audience window was open ends with that window.
  const [audienceWas, setAudienceWas] = useState(audienceOpen);
  if (audienceWas !== audienceOpen) {
    setAudienceWas(audienceOpen);
    if (!audienceOpen) setTourWanted(false);
  }
  const tourElsewhere = stage.kind === 'stage' && audienceOpen;
  useDemoAnnouncing(
    stage,
    mounted,
    {
      query: serializeDemoState({ ...state, presenting: false, renderer: null }),
      paused: useGlobePaused(),
      tour: tourElsewhere && tourWanted,
    },
    useCallback(() => setTourWanted(false), []),
  );
  const tourEndedHere = useDemoFollowing(stage, (query, tour) => {
    change((current) => {
      const { variants, selected, background, stageLook } = parseDemoState(query);
      return { ...current, variants, selected, background, stageLook };
    });
    setTourWanted(tour);
  });
  const [show, setShow] = useState<StageShowState>({ stop: null, code: null, exploring: false });
  const [host, setHost] = useState<HTMLElement | null>(null);
  const endTour = useCallback(() => {
    setTourWanted(false);
    tourEndedHere();
  }, [tourEndedHere]);
  const toggleTour = (): void => {
    // The tour runs on the presented variant: this window's, or the audience window's.
    if (!tourWanted && !tourElsewhere) change((current) => ({ ...current, presenting: true }));
    setTourWanted(!tourWanted);
  };

  const stageShow = (stage.kind !== 'stage' || (tourWanted && !tourElsewhere)) && (
    <Suspense fallback={null}>
      <StageShow
        stage={stage}
        variantNames={names}
        selected={state.selected}
        choose={(selected) => change((current) => ({ ...current, selected }))}
        nextVariant={() => change((current) => stepVariant(current, 1))}
        tourWanted={tourWanted}
        onTourEnd={endTour}
        onShow={setShow}
        host={host}
      />
    </Suspense>
  );
  return {
    exploring: show.exploring,
    tourStop: show.stop,
    tourCode: show.code,
    tourWanted,
    toggleTour,
    showHost: setHost,
    stageShow,
  };
}
