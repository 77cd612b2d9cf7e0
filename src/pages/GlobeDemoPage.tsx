/**
 * /globe-demo: the specification's four globe variants, drawn by the site's one globe canvas over four
 * tiles (one WebGL context), with live controls, keyboard shortcuts, the whole state in the URL (a link
 * can open straight into presenting) and a presentation mode for meetings and stages.
 */
import Keyboard from 'lucide-react/icons/keyboard';
import Maximize2 from 'lucide-react/icons/maximize-2';
import Route from 'lucide-react/icons/route';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useMounted } from '../browser/useMounted';
import { GlobePauseButton, toggleGlobePause } from '../globe';
import {
  drawnVariants,
  initialDemoState,
  parseDemoStage,
  parseDemoState,
  presentationBackgrounds,
  resetVariant,
  serializeDemoState,
  stepVariant,
  withStage,
  type DemoSettings,
  type DemoStage,
  type DemoState,
} from '../globe/demo';
import { useI18n } from '../i18n/I18nProvider';
import { DemoControls } from './globeDemo/DemoControls';
import { DemoTiles } from './globeDemo/DemoTiles';
import { SegmentedChoice } from './globeDemo/SegmentedChoice';
import { ShareLink } from './globeDemo/ShareLink';
import { ShortcutsDialog } from './globeDemo/ShortcutsDialog';
import { StageControls } from './globeDemo/StageControls';
import { BlankScreen } from './globeDemo/BlankScreen';
import { StageLookToggle } from './globeDemo/StageLookToggle';
import { useDemoGlobes } from './globeDemo/useDemoGlobes';
import { useDemoShortcuts } from './globeDemo/useDemoShortcuts';
import { useDemoStage } from './globeDemo/useDemoStage';
import { useOfflineDemo } from './globeDemo/useOfflineDemo';
import { usePresentation } from './globeDemo/usePresentation';
import { useWakeLock } from './globeDemo/useWakeLock';
import './GlobeDemoPage.css';
import './globeDemo/stage.css';

const onStage: DemoStage = { kind: 'stage' };

export function GlobeDemoPage() {
  const { t } = useI18n();
  // The prerender and the hydrating render show the specification's variants; the URL's settings follow.
  const mounted = useMounted();
  // How the page runs (a presenter's stage, an audience window, a kiosk), read once the URL can be.
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
  const tiles = useRef<(HTMLElement | null)[]>([]);
  const help = useRef<HTMLDialogElement>(null);
  // A kiosk never leaves its presentation (leaving full screen keeps it presenting in the window).
  const kiosk = stage.kind === 'kiosk';
  const leave = useCallback(
    () => change((current) => ({ ...current, presenting: current.presenting && kiosk })),
    [change, kiosk],
  );
  const presentation = usePresentation(state.presenting, state.background, leave);
  const { exploring, tourStop, tourWanted, toggleTour, showHost, stageShow } = useDemoStage(
    stage,
    mounted,
    state,
    change,
  );
  const drawn = useMemo(() => drawnVariants(state), [state]);
  useDemoGlobes(drawn, tiles, state.presenting ? state.selected : null, state.presenting ? tourStop : null);
  useOfflineDemo();
  // A presentation or a stand keeps the screen on; B or the full stop blanks it, as slide tools do.
  useWakeLock(state.presenting);
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

  const present = (index: number): void => change((current) => ({ ...current, selected: index, presenting: true }));
  useDemoShortcuts({
    presenting: state.presenting,
    choose: (index) => change((current) => ({ ...current, selected: index })),
    step: (by) => change((current) => stepVariant(current, by)),
    togglePresenting: () => change((current) => ({ ...current, presenting: !current.presenting })),
    leave,
    togglePause: toggleGlobePause,
    reset: () => change((current) => resetVariant(current, current.selected)),
    toggleFullscreen: presentation.toggleFullscreen,
    openHelp: () => help.current?.showModal(),
    toggleBlank: () => setBlanked(!blanked),
  });

  const update = (settings: DemoSettings): void =>
    change((current) => ({
      ...current,
      variants: current.variants.map((item, index) => (index === current.selected ? settings : item)),
    }));
  const selectedSettings = state.variants[state.selected] ?? initialDemoState.variants[0];
  const variantOptions = state.variants.map((_, index) => ({
    value: index,
    label: t('globeDemo.variant', { number: index + 1 }),
  }));
  const backgroundOptions = presentationBackgrounds.map((value) => ({
    value,
    label: t(`globeDemo.backgrounds.${value}`),
  }));

  return (
    <section
      className={`page globe-demo${presentation.idle ? ' globe-demo--idle' : ''}${kiosk ? ' globe-demo--kiosk' : ''}${stage.kind === 'follow' ? ' globe-demo--follow' : ''}${exploring ? ' globe-demo--exploring' : ''}`}
      aria-labelledby="page-heading"
    >
      <h1 id="page-heading">{t('pages.globeDemo.heading')}</h1>
      <p className="lead">{t('pages.globeDemo.intro')}</p>
      <div className="globe-demo__layout">
        <DemoTiles
          state={state}
          tiles={tiles}
          needsGesture={presentation.needsGesture}
          kiosk={kiosk}
          onPresent={present}
          onLeave={leave}
          presentedExtras={<div className="globe-tile__show" ref={showHost} />}
        />
        <div className="globe-demo__panel surface">
          <SegmentedChoice
            className="segmented--even"
            legend={t('globeDemo.chooseVariant')}
            name="globe-demo-variant"
            options={variantOptions}
            value={state.selected}
            onChange={(selected) => change((current) => ({ ...current, selected }))}
          />
          {selectedSettings && (
            <DemoControls
              index={state.selected}
              settings={selectedSettings}
              onChange={update}
              onReset={() => change((current) => resetVariant(current, current.selected))}
            />
          )}
          <SegmentedChoice
            className="segmented--stack-narrow"
            legend={t('globeDemo.background')}
            name="globe-demo-background"
            options={backgroundOptions}
            value={state.background}
            onChange={(background) => change((current) => ({ ...current, background }))}
          />
          <StageLookToggle
            on={state.stageLook}
            onChange={(stageLook) => change((current) => ({ ...current, stageLook }))}
          />
          <div className="button-row">
            <button type="button" className="button button--primary" onClick={() => present(state.selected)}>
              <Maximize2 aria-hidden="true" size={18} />
              {t('globeDemo.present')}
            </button>
            <GlobePauseButton />
            <button
              type="button"
              className="button button--secondary"
              data-tour-toggle=""
              aria-pressed={tourWanted}
              onClick={toggleTour}
            >
              <Route aria-hidden="true" size={18} />
              {t(tourWanted ? 'globe.tour.stop' : 'globe.tour.start')}
            </button>
            <button
              type="button"
              className="button button--secondary"
              onClick={() => help.current?.showModal()}
              aria-keyshortcuts="?"
            >
              <Keyboard aria-hidden="true" size={18} />
              {t('globeDemo.shortcuts.open')}
            </button>
          </div>
          <div className="button-row">
            <button
              type="button"
              className="button button--secondary"
              onClick={() =>
                change((current) => ({
                  ...initialDemoState,
                  selected: current.selected,
                  background: current.background,
                }))
              }
            >
              {t('globeDemo.reset')}
            </button>
          </div>
          <ShareLink />
          <StageControls query={serializeDemoState({ ...state, presenting: false })} />
        </div>
      </div>
      <ShortcutsDialog ref={help} />
      <BlankScreen blanked={blanked} />
      {stageShow}
    </section>
  );
}
