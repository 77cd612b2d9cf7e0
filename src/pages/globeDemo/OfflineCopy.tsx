/**
 * Saves the demo for use without internet, or removes that copy: only at the visitor's request (useOfflineDemo.ts).
 * Until the visitor presses a button, a hint beside it says what it stores (its size: offlineCopySize.ts); the
 * status speaks only of what the visitor did, or of a copy already saved, never of a copy nobody asked for.
 */
import HardDriveDownload from 'lucide-react/icons/hard-drive-download';
import Trash2 from 'lucide-react/icons/trash-2';
import { useState } from 'react';
import { useI18n } from '../../i18n/I18nProvider';
import { useOfflineDemo } from './useOfflineDemo';

const hintId = 'globe-demo-offline-hint';

export function OfflineCopy() {
  const { t } = useI18n();
  const { state, save, remove } = useOfflineDemo();
  const [pressed, setPressed] = useState(false);
  if (state === 'unsupported') return null;
  const saved = state === 'saved';
  const status = {
    absent: 'globeDemo.offline.status.notSaved',
    saving: 'globeDemo.offline.status.saving',
    saved: 'globeDemo.offline.status.saved',
    failed: 'globeDemo.offline.status.failed',
  } as const;
  const press = (action: () => void) => () => {
    setPressed(true);
    action();
  };
  return (
    <p className="globe-demo__share" data-testid="offline-copy">
      {saved ? (
        <button type="button" className="button button--secondary" onClick={press(remove)}>
          <Trash2 aria-hidden="true" size={18} />
          {t('globeDemo.offline.remove')}
        </button>
      ) : (
        <button
          type="button"
          className="button button--secondary"
          onClick={press(save)}
          disabled={state === 'saving'}
          aria-describedby={hintId}
        >
          <HardDriveDownload aria-hidden="true" size={18} />
          {t('globeDemo.offline.save')}
        </button>
      )}
      {!saved && (
        <span id={hintId} className="meta-line">
          {t('globeDemo.offline.hint')}
        </span>
      )}
      <span role="status">{pressed || state !== 'absent' ? t(status[state]) : ''}</span>
    </p>
  );
}
