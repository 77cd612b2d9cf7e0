/** What the presented tile shows over the globe: the way out, which variant this is, and the full screen hint. */
import X from 'lucide-react/icons/x';
import { useI18n } from '../../i18n/I18nProvider';

interface PresentationOverlayProps {
  number: number;
  count: number;
  needsGesture: boolean;
  /** Say which variant this is (not in a kiosk). */
  named: boolean;
  onLeave: () => void;
}

export function PresentationOverlay({ number, count, needsGesture, named, onLeave }: PresentationOverlayProps) {
  const { t } = useI18n();
  return (
    <>
      <button
        type="button"
        className="button button--secondary globe-tile__exit presentation-control"
        onClick={onLeave}
      >
        <X aria-hidden="true" size={18} />
        {t('globeDemo.exitPresentation')}
      </button>
      {named && (
        <p className="globe-tile__indicator" data-testid="presentation-indicator" aria-live="polite">
          {t('globeDemo.indicator', { number, count })}
        </p>
      )}
      {needsGesture && (
        <p className="globe-tile__hint" role="status">
          {t('globeDemo.fullscreenHint')}
        </p>
      )}
    </>
  );
}
