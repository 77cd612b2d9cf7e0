/**
 * /globe-demo: the specification's four globe variants, drawn by the site's one globe canvas over four
 * tiles (one WebGL context), with live controls, keyboard shortcuts, the whole state in the URL (a link
 * can open straight into presenting) and a presentation mode for meetings and stages.
 */
import Keyboard from 'lucide-react/icons/keyboard';
import Maximize2 from 'lucide-react/icons/maximize-2';
import Route from 'lucide-react/icons/route';
import { useMemo, useRef, useState } from 'react';
import { GlobePauseButton, toggleGlobePause } from '../globe';
import {
  demoVariantNames,
  drawnVariants,
  initialDemoState,
  presentationBackgrounds,
  serializeDemoState,
} from '../globe/demo';
import { useI18n } from '../i18n/I18nProvider';
import { DemoControls } from './globeDemo/DemoControls';
import { DemoTiles } from './globeDemo/DemoTiles';
import { SegmentedChoice } from './globeDemo/SegmentedChoice';
import { OfflineCopy } from './globeDemo/OfflineCopy';
import { ShareLink } from './globeDemo/ShareLink';
import { ShortcutsDialog } from './globeDemo/ShortcutsDialog';
import { StageControls } from './globeDemo/StageControls';
import { BlankScreen } from './globeDemo/BlankScreen';
import { StageLookToggle } from './globeDemo/StageLookToggle';
import { useDemoGlobes } from './globeDemo/useDemoGlobes';
import { useDemoSettings } from './globeDemo/useDemoSettings';
import { useDemoShortcuts } from './globeDemo/useDemoShortcuts';
import { useDemoStage } from './globeDemo/useDemoStage';
import { usePresentation } from './globeDemo/usePresentation';
import { useWakeLock } from './globeDemo/useWakeLock';
import './GlobeDemoPage.css';
import './globeDemo/stage.css';

export function GlobeDemoPage() {
  const { t } = useI18n();
  // The state, read from the URL once mounted and written back to it (useDemoSettings.ts).
  const demo = useDemoSettings();
  const { mounted, stage, kiosk, state, change, leave, blanked } = demo;
  const tiles = useRef<(HTMLElement | null)[]>([]);
  const help = useRef<HTMLDialogElement>(null);
  const presentation = usePresentation(state.presenting, state.background, leave);
  // The variants' names: an audience and a kiosk's visitors are told these, not "Variant 2 of 4".
  const names = demoVariantNames.map((name) => t(`globeDemo.names.${name}`));
  const { exploring, tourStop, tourWanted, toggleTour, showHost, stageShow } = useDemoStage(
    stage,
    mounted,
    state,
    change,
    names,
  );
  // With an audience window open, the presenter's tiles preview the chosen variant as the audience sees it.
  const [audienceOpen, setAudienceOpen] = useState(false);
  const drawn = useMemo(() => drawnVariants(state, state.presenting || audienceOpen), [state, audienceOpen]);
  useDemoGlobes(drawn, tiles, state.presenting ? state.selected : null, state.presenting ? tourStop : null);
  // A presentation or a stand keeps the screen on; B or the full stop blanks it, as slide tools do.
  useWakeLock(state.presenting);

  useDemoShortcuts({
    presenting: state.presenting,
    choose: demo.choose,
    step: demo.step,
    togglePresenting: demo.togglePresenting,
    leave,
    togglePause: toggleGlobePause,
    reset: demo.resetSelected,
    toggleFullscreen: presentation.toggleFullscreen,
    openHelp: () => help.current?.showModal(),
    toggleBlank: demo.toggleBlank,
  });

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
          drawn={drawn}
          names={names}
          tiles={tiles}
          needsGesture={presentation.needsGesture}
          kiosk={kiosk}
          onPresent={demo.present}
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
            onChange={demo.choose}
          />
          {selectedSettings && (
            <DemoControls
              index={state.selected}
              settings={selectedSettings}
              onChange={demo.update}
              onReset={demo.resetSelected}
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
            <button type="button" className="button button--primary" onClick={() => demo.present(state.selected)}>
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
            <button type="button" className="button button--secondary" onClick={demo.resetAll}>
              {t('globeDemo.reset')}
            </button>
          </div>
          <ShareLink />
          <OfflineCopy />
          <StageControls query={serializeDemoState({ ...state, presenting: false })} onAudience={setAudienceOpen} />
        </div>
      </div>
      <ShortcutsDialog ref={help} />
      <BlankScreen blanked={blanked} />
      {stageShow}
    </section>
  );
}
