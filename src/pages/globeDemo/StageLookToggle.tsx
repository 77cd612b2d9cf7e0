/** Whether the presented variant shows the whole signature look (on by default; `look=0` in the URL when off). */
import Check from 'lucide-react/icons/check';
import { useI18n } from '../../i18n/I18nProvider';

export function StageLookToggle({ on, onChange }: { on: boolean; onChange: (on: boolean) => void }) {
  const { t } = useI18n();
  return (
    <div className="globe-demo__stage-look">
      <label className="segmented__option">
        <input
          type="checkbox"
          checked={on}
          onChange={(event) => onChange(event.target.checked)}
          aria-describedby="globe-demo-stage-look-hint"
        />
        <span className="chip chip--toggle">
          <Check className="chip__tick" aria-hidden="true" size={16} />
          {t('globeDemo.look.stage')}
        </span>
      </label>
      <p id="globe-demo-stage-look-hint" className="meta-line">
        {t('globeDemo.look.stageHint')}
      </p>
    </div>
  );
}
