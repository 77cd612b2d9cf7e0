/**
 * The demo's ways onto a stage: an audience window that follows this one (this window keeps the controls
 * and the tiles as the presenter's preview), and the kiosk link for a stand, with the settings as they are.
 */
import MonitorUp from 'lucide-react/icons/monitor-up';
import Tv from 'lucide-react/icons/tv';
import { useEffect, useState } from 'react';
import { kioskDefaultSeconds, stageUrl } from '../../globe/demo';
import { useI18n } from '../../i18n/I18nProvider';
import { useMounted } from '../../browser/useMounted';
import { openAudienceWindow } from './openAudienceWindow';
import { wakeLockAvailable } from './useWakeLock';

type AudienceState = 'closed' | 'open' | 'blocked';

/** How often the presenter's window checks whether the audience window is still open. */
const closedCheckMs = 1000;

interface StageControlsProps {
  query: string;
  /** Whether an audience window is open: the page's tiles then preview what it shows. */
  onAudience: (open: boolean) => void;
  /** Whether the tour is asked for: with an audience window open, it plays there. */
  touring: boolean;
}

export function StageControls({ query, onAudience, touring }: StageControlsProps) {
  const { t } = useI18n();
  // Known once mounted (the prerender has no navigator): said once, here, not on the presentation.
  const wakeLockMissing = useMounted() && !wakeLockAvailable();
  const [audience, setAudience] = useState<{ state: AudienceState; window: Window | null }>({
    state: 'closed',
    window: null,
  });

  useEffect(() => {
    const opened = audience.window;
    if (!opened) return;
    const timer = window.setInterval(() => {
      if (opened.closed) setAudience({ state: 'closed', window: null });
    }, closedCheckMs);
    return () => window.clearInterval(timer);
  }, [audience.window]);

  const audienceOpen = audience.state === 'open';
  useEffect(() => onAudience(audienceOpen), [onAudience, audienceOpen]);

  const open = (): void => {
    void openAudienceWindow(stageUrl('', query, { kind: 'follow' })).then((opened) =>
      setAudience(opened ? { state: 'open', window: opened } : { state: 'blocked', window: null }),
    );
  };

  const status =
    audience.state === 'open'
      ? t(touring ? 'globeDemo.audience.touring' : 'globeDemo.audience.following')
      : audience.state === 'blocked'
        ? t('globeDemo.audience.blocked')
        : '';
  // A query alone: the same address in any language, and the same in the prerender and the browser.
  const kiosk = stageUrl('', query, { kind: 'kiosk', everyMs: kioskDefaultSeconds * 1000, tour: false });
  return (
    <div className="globe-demo__stage">
      <button
        type="button"
        className="button button--secondary"
        onClick={open}
        aria-describedby="globe-demo-audience-hint"
      >
        <MonitorUp aria-hidden="true" size={18} />
        {t('globeDemo.audience.open')}
      </button>
      <p id="globe-demo-audience-hint" className="meta-line">
        {t('globeDemo.audience.hint')}
      </p>
      <p role="status" className="globe-demo__audience-status" data-testid="audience-status">
        {status}
      </p>
      <a
        className="button button--secondary"
        href={kiosk}
        aria-describedby="globe-demo-kiosk-hint"
        data-testid="kiosk-link"
      >
        <Tv aria-hidden="true" size={18} />
        {t('globeDemo.kiosk.start')}
      </a>
      <p id="globe-demo-kiosk-hint" className="meta-line">
        {t('globeDemo.kiosk.hint')}
      </p>
      {wakeLockMissing && (
        <p className="meta-line" data-testid="wake-lock-missing">
          {t('globeDemo.wakeLockMissing')}
        </p>
      )}
    </div>
  );
}
