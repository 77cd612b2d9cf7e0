/**
 * The presenter's panel beside the tiles: which variant is edited and its controls, the presentation's
 * background and look, the buttons that present, pause, tour and list the shortcuts, and the ways the demo
 * leaves this window (a link, an offline copy, an audience window or a kiosk). What it changes is the demo's
 * state (useDemoSettings.ts), so the URL and the tiles follow; presenting hides it (GlobeDemoPage.css).
 */
import Keyboard from 'lucide-react/icons/keyboard';
import Maximize2 from 'lucide-react/icons/maximize-2';
import Route from 'lucide-react/icons/route';
import { GlobePauseButton } from '../../globe';
import { initialDemoState, presentationBackgrounds, serializeDemoState } from '../../globe/demo';
import { useI18n } from '../../i18n/I18nProvider';
import { DemoControls } from './DemoControls';
import { OfflineCopy } from './OfflineCopy';
import { SegmentedChoice } from './SegmentedChoice';
import { ShareLink } from './ShareLink';
import { StageControls } from './StageControls';
import { StageLookToggle } from './StageLookToggle';
import type { DemoPageState } from './useDemoSettings';

interface DemoPanelProps {
  demo: DemoPageState;
  /** Whether the guided tour is asked for (its button's pressed state). */
  tourWanted: boolean;
  toggleTour: () => void;
  /** Opens the shortcuts' dialog. */
  openHelp: () => void;
  /** Whether an audience window is open: the tiles then preview what it shows. */
  onAudience: (open: boolean) => void;
}

export function DemoPanel({ demo, tourWanted, toggleTour, openHelp, onAudience }: DemoPanelProps) {
  const { t } = useI18n();
  const { state, change } = demo;
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
        <button type="button" className="button button--secondary" onClick={openHelp} aria-keyshortcuts="?">
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
      <StageControls
        query={serializeDemoState({ ...state, presenting: false })}
        onAudience={onAudience}
        touring={tourWanted}
      />
    </div>
  );
}
