import CircleAlert from 'lucide-react/icons/circle-exclamation-point';
import LoaderCircle from 'lucide-react/icons/loader-circle';
import Send from 'lucide-react/icons/send';
import { AppLink } from '../components/AppLink';
import { useI18n } from '../i18n/I18nProvider';
import { fieldSummaryKind } from './FieldSummary';
import { SentPanel } from './SentPanel';
import type { SubmissionStatus } from './useSubmission';

interface FormFooterProps {
  form: 'contact' | 'application';
  status: SubmissionStatus;
  /** The sent panel's heading, where it names more than the form's default (the job applied for). */
  sentTitle?: string | undefined;
  /** Back to a fresh form after a success (the values are already cleared). */
  onAnother: () => void;
}

/** The send button (disabled with a spinner while sending; gone after a send) and the announced outcome of sending. */
export function FormFooter({ form, status, sentTitle, onAnother }: FormFooterProps) {
  const { t } = useI18n();
  const submitting = status.state === 'submitting';
  let problem: string | undefined;
  // The fields' summary stands above the fields (FieldSummary.tsx); here only what went wrong in sending.
  if (status.state === 'error' && !fieldSummaryKind(status)) {
    const { message } = status;
    problem =
      message.kind === 'detail'
        ? message.text
        : message.kind === 'failed'
          ? t(`forms.${form}.failed`)
          : t('forms.offline');
  }
  const sent = status.state === 'success';
  return (
    <div className="form__footer">
      {/* A sent form shows its panel only: the notes belong to the fields, hidden with them. */}
      <div className="form__notes" hidden={sent}>
        <p className="meta-line">{t('forms.requiredNote')}</p>
        {/* Art. 13 GDPR at the point of collection; a new tab, so nothing typed is lost. */}
        <p className="meta-line form__privacy" data-testid="form-privacy">
          {t(`forms.privacyNote.${form}.before`)}
          <AppLink route="privacy" target="_blank" rel="noopener">
            {t(`forms.privacyNote.${form}.link`)}
            <span className="visually-hidden"> {t('footer.newTab')}</span>
          </AppLink>
          {t(`forms.privacyNote.${form}.after`)}
        </p>
      </div>
      {/* Always present, so screen readers announce what appears in it. */}
      <div role={problem ? 'alert' : 'status'} className="form__outcome">
        {sent && <SentPanel form={form} title={sentTitle} onAnother={onAnother} />}
        {problem && (
          <p className="form__message form__message--error" data-testid="form-outcome">
            <CircleAlert aria-hidden="true" size={20} />
            <span>{problem}</span>
          </p>
        )}
      </div>
      {/* After a send the panel's own action ("Send another") is the one way on. */}
      {!sent && (
        <button type="submit" className="button button--primary" disabled={submitting} aria-disabled={submitting}>
          {submitting ? (
            <LoaderCircle aria-hidden="true" size={18} className="spinner" />
          ) : (
            <Send aria-hidden="true" size={18} />
          )}
          {submitting ? t('forms.sending') : t(`forms.${form}.submit`)}
        </button>
      )}
    </div>
  );
}
