import { CircleCheck, CircleAlert, LoaderCircle, Send } from 'lucide-react';
import { AppLink } from '../components/AppLink';
import type { MessageKey } from '../i18n/dictionary';
import { useI18n } from '../i18n/I18nProvider';
import type { SubmissionStatus } from './useSubmission';

interface FormFooterProps {
  status: SubmissionStatus;
  submitLabel: MessageKey;
  successMessage: MessageKey;
  failedMessage: MessageKey;
}

/** The send button (disabled with a spinner while sending) and the announced outcome. */
export function FormFooter({ status, submitLabel, successMessage, failedMessage }: FormFooterProps) {
  const { t } = useI18n();
  const submitting = status.state === 'submitting';
  let outcome: string | undefined;
  if (status.state === 'success') outcome = t(successMessage);
  if (status.state === 'error') {
    const { message } = status;
    outcome =
      message.kind === 'detail'
        ? message.text
        : message.kind === 'failed'
          ? t(failedMessage)
          : t(message.kind === 'offline' ? 'forms.offline' : `forms.${message.kind}`);
  }
  return (
    <div className="form__footer">
      <p className="meta-line">{t('forms.requiredNote')}</p>
      {/* Art. 13 GDPR at the point of collection; a new tab, so nothing typed is lost. */}
      <p className="meta-line form__privacy" data-testid="form-privacy">
        {t('forms.privacyNote.before')}
        <AppLink to="/privacy-policy" target="_blank" rel="noopener">
          {t('forms.privacyNote.link')}
          <span className="visually-hidden"> {t('footer.newTab')}</span>
        </AppLink>
        {t('forms.privacyNote.after')}
      </p>
      {/* Always present, so screen readers announce what appears in it. */}
      <div role={status.state === 'error' ? 'alert' : 'status'} className="form__outcome" data-testid="form-outcome">
        {outcome && (
          <p className={status.state === 'success' ? 'form__message form__message--success' : 'form__message form__message--error'}>
            {status.state === 'success' ? <CircleCheck aria-hidden="true" size={20} /> : <CircleAlert aria-hidden="true" size={20} />}
            <span>{outcome}</span>
          </p>
        )}
      </div>
      <button type="submit" className="button button--primary" disabled={submitting} aria-disabled={submitting}>
        {submitting ? <LoaderCircle aria-hidden="true" size={18} className="spinner" /> : <Send aria-hidden="true" size={18} />}
        {submitting ? t('forms.sending') : t(submitLabel)}
      </button>
    </div>
  );
}
