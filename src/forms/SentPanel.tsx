/** After a form is sent: what happened, what happens next, and the way to send another. Focus moves here. */
import CircleCheck from 'lucide-react/icons/circle-check';
import RotateCcw from 'lucide-react/icons/rotate-ccw';
import { useEffect, useId, useRef } from 'react';
import { company } from '../content/company';
import { useI18n } from '../i18n/I18nProvider';

interface SentPanelProps {
  form: 'contact' | 'application';
  /** The panel's one heading where it names more than the form's default ("Your application for … has arrived"). */
  title?: string | undefined;
  onAnother: () => void;
}

export function SentPanel({ form, title, onAnother }: SentPanelProps) {
  const { t } = useI18n();
  const panel = useRef<HTMLDivElement>(null);
  const heading = useId();
  useEffect(() => {
    panel.current?.focus();
  }, []);
  return (
    <div
      className="form__sent"
      ref={panel}
      tabIndex={-1}
      role="group"
      aria-labelledby={heading}
      data-testid="form-sent"
    >
      <h3 id={heading}>
        <CircleCheck aria-hidden="true" size={22} />
        {title ?? t(`forms.${form}.sentTitle`)}
      </h3>
      <p data-testid="form-outcome">{t(`forms.${form}.success`)}</p>
      <p>
        {form === 'contact'
          ? t('forms.contact.next', { hours: company.responseTimeHours })
          : t('forms.application.successNext')}
      </p>
      <button type="button" className="button button--secondary" onClick={onAnother}>
        <RotateCcw aria-hidden="true" size={18} />
        {t(`forms.${form}.another`)}
      </button>
    </div>
  );
}
