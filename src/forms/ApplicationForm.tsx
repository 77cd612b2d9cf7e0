import { useRef, useState, type SyntheticEvent } from 'react';
import { useMounted } from '../app/useMounted';
import { useI18n } from '../i18n/I18nProvider';
import { CvInput } from './CvInput';
import { formEndpoints, honeypotField, languageField } from './endpoints';
import { fieldMessage, focusFirstInvalid } from './fieldMessage';
import { FormField } from './FormField';
import { FormFooter } from './FormFooter';
import { Honeypot } from './Honeypot';
import { cvProblem, fieldLimits, type ApplicationField } from './fields';
import { loadSchema } from './loadSchema';
import { sendForm } from './send';
import { useSubmission } from './useSubmission';
import './forms.css';

type TextField = Exclude<ApplicationField, 'cv'>;
const empty: Record<TextField, string> = { name: '', email: '', phone: '', position: '', message: '' };

/** The application form on /careers: text fields plus a CV, sent as multipart to the same API. */
export function ApplicationForm() {
  const { t, locale } = useI18n();
  const mounted = useMounted();
  const form = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState(empty);
  const [cv, setCv] = useState<File | undefined>(undefined);
  const [trap, setTrap] = useState('');
  const submission = useSubmission<ApplicationField>({ allFieldsRequired: false });
  const { errors } = submission;

  const change = (field: TextField) => (event: { target: { value: string } }) => {
    setValues((current) => ({ ...current, [field]: event.target.value }));
    submission.clearError(field);
  };

  const submit = async (event: SyntheticEvent<HTMLFormElement>) => {
    event.preventDefault();
    const schema = await loadSchema();
    if (!schema) {
      submission.settle({ ok: false, reason: 'offline' });
      return;
    }
    const checked = schema.validate(schema.applicationSchema, values);
    const cvCode = cvProblem(cv);
    if (!checked.ok || cvCode || !cv) {
      const fieldErrors = { ...(checked.ok ? {} : checked.errors), ...(cvCode ? { cv: cvCode } : {}) };
      submission.refuse(fieldErrors);
      focusFirstInvalid(form.current, fieldErrors);
      return;
    }
    submission.begin();
    const body = new FormData();
    for (const [field, value] of Object.entries(checked.data)) body.append(field, value ?? '');
    body.append(languageField, locale);
    body.append(honeypotField, trap);
    body.append('cv', cv, cv.name);
    const signature = JSON.stringify([checked.data, cv.name, cv.size, cv.lastModified]);
    const outcome = await sendForm(formEndpoints.application, body, locale, submission.idempotencyKey(signature));
    if (submission.settle(outcome)) {
      setValues(empty);
      setCv(undefined);
      form.current?.reset();
    } else if (!outcome.ok && 'errors' in outcome) focusFirstInvalid(form.current, outcome.errors);
  };

  const id = (field: ApplicationField) => `application-${field}`;
  const error = (field: ApplicationField) => fieldMessage(t, field, errors[field]);
  const text = (field: TextField, type: 'text' | 'email' | 'tel', autoComplete: string, required = false) => (
    <FormField id={id(field)} label={t(`forms.fields.${field}`)} required={required} error={error(field)}>
      {(control) => (
        <input
          {...control}
          name={field}
          type={type}
          autoComplete={autoComplete}
          required={required}
          maxLength={fieldLimits[field]}
          value={values[field]}
          onChange={change(field)}
        />
      )}
    </FormField>
  );
  return (
    <form
      ref={form}
      className="form"
      method="post"
      action={formEndpoints.application}
      encType="multipart/form-data"
      noValidate={mounted}
      onSubmit={(event) => void submit(event)}
      onFocus={() => void loadSchema()}
      data-testid="application-form"
    >
      <input type="hidden" name={languageField} value={locale} />
      <div className="form__row">
        {text('name', 'text', 'name', true)}
        {text('email', 'email', 'email', true)}
      </div>
      <div className="form__row">
        {text('phone', 'tel', 'tel')}
        {text('position', 'text', 'off')}
      </div>
      <FormField id={id('message')} label={t('forms.fields.message')} error={error('message')}>
        {(control) => <textarea {...control} name="message" rows={6} maxLength={fieldLimits.message} value={values.message} onChange={change('message')} />}
      </FormField>
      <FormField id={id('cv')} label={t('forms.fields.cv')} required announce error={error('cv')}>
        {(control) => (
          <CvInput
            control={control}
            file={cv}
            onChange={(file) => {
              setCv(file);
              submission.clearError('cv');
            }}
            onRefuse={(code) => {
              submission.setFieldError('cv', code);
            }}
          />
        )}
      </FormField>
      <Honeypot value={trap} onChange={setTrap} />
      <FormFooter
        status={submission.status}
        submitLabel="forms.application.submit"
        successMessage="forms.application.success"
        failedMessage="forms.application.failed"
      />
    </form>
  );
}
