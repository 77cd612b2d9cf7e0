/**
 * The demo's state (globe/demoVariants.ts) and its URL: read from the address once the page is mounted, edited
 * by the page's controls and shortcuts, written back to the address (so a link opens the same demo, even
 * straight into presenting), and the edits the page offers.
 */
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useMounted } from '../../browser/useMounted';
import {
  initialDemoState,
  parseDemoStage,
  parseDemoState,
  resetVariant,
  serializeDemoState,
  stepVariant,
  withStage,
  type DemoSettings,
  type DemoStage,
  type DemoState,
} from '../../globe/demo';

const onStage: DemoStage = { kind: 'stage' };

export interface DemoPageState {
  /** False in the prerender and the hydrating render, which show the specification's variants. */
  mounted: boolean;
  /** How the page runs (a presenter's stage, an audience window, a kiosk), read once the URL can be. */
  stage: DemoStage;
  /** A kiosk never leaves its presentation (leaving full screen keeps it presenting in the window). */
  kiosk: boolean;
  state: DemoState;
  change: (next: (current: DemoState) => DemoState) => void;
  /** Variant `index` chosen. */
  choose: (index: number) => void;
  /** Variant `index` presented. */
  present: (index: number) => void;
  /** The presentation left (not by a kiosk). */
  leave: () => void;
  togglePresenting: () => void;
  /** The chosen variant `by` steps further, round. */
  step: (by: number) => void;
  /** The chosen variant's settings replaced. */
  update: (settings: DemoSettings) => void;
  /** The chosen variant back to the specification's. */
  resetSelected: () => void;
  /** Every variant back to the specification's; the chosen one and the background stay. */
  resetAll: () => void;
  /** The screen blanked during a presentation (B or the full stop, as slide tools do). */
  blanked: boolean;
  toggleBlank: () => void;
}

export function useDemoSettings(): DemoPageState {
  // The prerender and the hydrating render show the specification's variants; the URL's settings follow.
  const mounted = useMounted();
  const stage = useMemo(() => (mounted ? parseDemoStage(window.location.search) : onStage), [mounted]);
  const fromUrl = useMemo(() => {
    if (!mounted) return initialDemoState;
    const parsed = parseDemoState(window.location.search);
    // An audience window and a kiosk always present.
    return stage.kind === 'stage' ? parsed : { ...parsed, presenting: true };
  }, [mounted, stage]);
  const [edited, setEdited] = useState<DemoState | null>(null);
  const state = edited ?? fromUrl;
  const change = useCallback(
    (next: (current: DemoState) => DemoState) => setEdited((current) => next(current ?? fromUrl)),
    [fromUrl],
  );
  const kiosk = stage.kind === 'kiosk';
  const leave = useCallback(
    () => change((current) => ({ ...current, presenting: current.presenting && kiosk })),
    [change, kiosk],
  );
  const [blanked, setBlanked] = useState(false);
  // Leaving the presentation ends the blank: the next one starts with the globe.
  if (blanked && !state.presenting) setBlanked(false);

  useEffect(() => {
    // Not before the URL was read: the hydrating render shows the defaults, which would wipe a shared link.
    if (!mounted) return;
    const query = withStage(serializeDemoState(state), stage);
    if (query !== window.location.search)
      window.history.replaceState(window.history.state, '', `${window.location.pathname}${query}`);
  }, [mounted, state, stage]);

  return {
    mounted,
    stage,
    kiosk,
    state,
    change,
    choose: (index) => change((current) => ({ ...current, selected: index })),
    present: (index) => change((current) => ({ ...current, selected: index, presenting: true })),
    leave,
    togglePresenting: () => change((current) => ({ ...current, presenting: !current.presenting })),
    step: (by) => change((current) => stepVariant(current, by)),
    update: (settings) =>
      change((current) => ({
        ...current,
        variants: current.variants.map((item, index) => (index === current.selected ? settings : item)),
      })),
    resetSelected: () => change((current) => resetVariant(current, current.selected)),
    resetAll: () =>
      change((current) => ({ ...initialDemoState, selected: current.selected, background: current.background })),
    blanked,
    toggleBlank: () => setBlanked(!blanked),
  };
}
