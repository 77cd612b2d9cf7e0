/** Copies the demo's URL (which carries every setting) for a presenter to share. */
import Link2 from 'lucide-react/icons/link-2';
import { useState } from 'react';
import { useI18n } from '../../i18n/I18nProvider';

type CopyState = 'idle' | 'copied' | 'failed';

export function ShareLink() {
  const { t } = useI18n();
  const [copy, setCopy] = useState<CopyState>('idle');
  const share = (): void => {
    navigator.clipboard.writeText(window.location.href).then(
      () => setCopy('copied'),
      () => setCopy('failed'),
    );
  };
  return (
    <p className="globe-demo__share">
      <button type="button" className="button button--secondary" onClick={share}>
        <Link2 aria-hidden="true" size={18} />
        {t('globeDemo.copyLink')}
      </button>
      <span role="status">
        {copy === 'idle' ? '' : t(copy === 'copied' ? 'globeDemo.copied' : 'globeDemo.copyFailed')}
      </span>
    </p>
  );
}
