import { useI18n } from '../i18n/I18nProvider';
import { honeypotField } from '../submissions/endpoints';

/** A field people never see or reach; bots fill it in, and the server then stores nothing. */
export function Honeypot({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  const { t } = useI18n();
  return (
    <div className="form__trap" aria-hidden="true">
      <label>
        {t('forms.honeypotLabel')}
        <input
          type="text"
          name={honeypotField}
          tabIndex={-1}
          autoComplete="off"
          value={value}
          onChange={(event) => {
            onChange(event.target.value);
          }}
        />
      </label>
    </div>
  );
}
