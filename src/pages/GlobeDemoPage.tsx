/**
 * /globe-demo: the specification's four globe variants, drawn by the site's one globe canvas over four
 * tiles (one WebGL context), with live controls, keyboard shortcuts, the whole state in the URL (a link
 * can open straight into presenting) and a presentation mode for meetings and stages.
 */
import { useMemo, useRef, useState } from 'react';
import { toggleGlobePause } from '../globe';
import { demoVariantNames, drawnVariants } from '../globe/demo';
import { useI18n } from '../i18n/I18nProvider';
import { DemoPanel } from './globeDemo/DemoPanel';
import { DemoTiles } from './globeDemo/DemoTiles';
import { ShortcutsDialog } from './globeDemo/ShortcutsDialog';
import { BlankScreen } from './globeDemo/BlankScreen';
import { KioskBrand } from './globeDemo/KioskBrand';
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
  const openHelp = (): void => help.current?.showModal();
  const presentation = usePresentation(state.presenting, state.background, leave);
  // The variants' names: an audience and a kiosk's visitors are told these, not "Variant 2 of 4".
  const names = demoVariantNames.map((name) => t(`globeDemo.names.${name}`));
  // With an audience window open, the presenter's tiles preview the chosen variant as the audience sees it.
  const [audienceOpen, setAudienceOpen] = useState(false);
  const { exploring, tourStop, tourCode, tourWanted, toggleTour, showHost, stageShow } = useDemoStage(
    stage,
    mounted,
    state,
    change,
    names,
    audienceOpen,
  );
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
    openHelp,
    toggleBlank: demo.toggleBlank,
  });

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
        <DemoPanel
          demo={demo}
          tourWanted={tourWanted}
          toggleTour={toggleTour}
          openHelp={openHelp}
          onAudience={setAudienceOpen}
        />
      </div>
      <KioskBrand code={tourCode} />
      <ShortcutsDialog ref={help} />
      <BlankScreen blanked={blanked} />
      {stageShow}
    </section>
  );
}
