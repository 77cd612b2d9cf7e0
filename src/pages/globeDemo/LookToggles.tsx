/** The signature look of the selected variant, part by part: native checkboxes drawn as chips with a tick, one a row. */
import Check from 'lucide-react/icons/check';
import { demoLookParts, type DemoLook } from '../../globe/demo';
import { useI18n } from '../../i18n/I18nProvider';

interface LookTogglesProps {
  look: DemoLook;
  onChange: (look: DemoLook) => void;
}

export function LookToggles({ look, onChange }: LookTogglesProps) {
  const { t } = useI18n();
  return (
    <fieldset className="segmented">
      <legend>{t('globeDemo.look.legend')}</legend>
      <div className="segmented__options segmented__options--column">
        {demoLookParts.map((part) => (
          <label key={part} className="segmented__option">
            <input
              type="checkbox"
              checked={look[part]}
              onChange={(event) => onChange({ ...look, [part]: event.target.checked })}
            />
            <span className="chip chip--toggle">
              <Check className="chip__tick" aria-hidden="true" size={16} />
              {t(`globeDemo.look.parts.${part}`)}
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
