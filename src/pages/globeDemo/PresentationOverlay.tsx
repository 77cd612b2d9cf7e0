/** What the presented tile shows over the globe: the way out, which globe this is by name, and the full screen hint. */
import X from 'lucide-react/icons/x';
import { useI18n } from '../../i18n/I18nProvider';

interface PresentationOverlayProps {
  /** The presented variant's name (globe/demoVariants.ts demoVariantNames); null in a kiosk, which names none. */
  name: string | null;
  needsGesture: boolean;
  onLeave: () => void;
}

export function PresentationOverlay({ name, needsGesture, onLeave }: PresentationOverlayProps) {
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
      {name !== null && (
        <p className="globe-tile__indicator" data-testid="presentation-indicator" aria-live="polite">
          {t('globeDemo.indicator', { name })}
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
