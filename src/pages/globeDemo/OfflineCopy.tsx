/** Saves the demo for use without internet, or removes that copy: only at the visitor's request (useOfflineDemo.ts). */
import HardDriveDownload from 'lucide-react/icons/hard-drive-download';
import Trash2 from 'lucide-react/icons/trash-2';
import { useI18n } from '../../i18n/I18nProvider';
import { useOfflineDemo } from './useOfflineDemo';

export function OfflineCopy() {
  const { t } = useI18n();
  const { state, save, remove } = useOfflineDemo();
  if (state === 'unsupported') return null;
  const saved = state === 'saved';
  const status = {
    absent: 'globeDemo.offline.status.notSaved',
    saving: 'globeDemo.offline.status.saving',
    saved: 'globeDemo.offline.status.saved',
    failed: 'globeDemo.offline.status.failed',
  } as const;
  return (
    <p className="globe-demo__share" data-testid="offline-copy">
      {saved ? (
        <button type="button" className="button button--secondary" onClick={remove}>
          <Trash2 aria-hidden="true" size={18} />
          {t('globeDemo.offline.remove')}
        </button>
      ) : (
        <button type="button" className="button button--secondary" onClick={save} disabled={state === 'saving'}>
          <HardDriveDownload aria-hidden="true" size={18} />
          {t('globeDemo.offline.save')}
        </button>
      )}
      <span role="status">{t(status[state])}</span>
    </p>
  );
}
