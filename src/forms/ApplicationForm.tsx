import { useState } from 'react';
import { CvInput } from './CvInput';
import { formEndpoints, honeypotField, languageField } from './endpoints';
import { FormField } from './FormField';
import { FormFooter } from './FormFooter';
import { Honeypot } from './Honeypot';
import { cvProblem, fieldLimits, type ApplicationField } from './fields';
import { sendForm } from './send';
import { useForm } from './useForm';
import './forms.css';

type TextField = Exclude<ApplicationField, 'cv'>;
const empty: Record<TextField, string> = { name: '', email: '', phone: '', position: '', message: '' };

/** The application form on /careers: text fields plus a CV, sent as multipart to the same API. */
export function ApplicationForm() {
  const { t, locale, values, trap, setTrap, submission, change, submitWith, id, error, formProps, form, another } = useForm<ApplicationField, TextField>({
    empty,
    idPrefix: 'application',
    allFieldsRequired: false,
  });
  const [cv, setCv] = useState<File | undefined>(undefined);

  const submit = submitWith(
    (schema) => {
      const checked = schema.validate(schema.applicationSchema, values);
      const cvCode = cvProblem(cv);
      if (!checked.ok || cvCode || !cv) {
        return { ok: false, errors: { ...(checked.ok ? {} : checked.errors), ...(cvCode ? { cv: cvCode } : {}) } };
      }
      const body = new FormData();
      for (const [field, value] of Object.entries(checked.data)) body.append(field, value ?? '');
      body.append(languageField, locale);
      body.append(honeypotField, trap);
      body.append('cv', cv, cv.name);
      const signature = JSON.stringify([checked.data, cv.name, cv.size, cv.lastModified]);
      return { ok: true, send: () => sendForm(formEndpoints.application, body, locale, submission.idempotencyKey(signature)) };
    },
    () => {
      setCv(undefined);
      form.current?.reset();
    },
  );

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
      {...formProps}
      action={formEndpoints.application}
      encType="multipart/form-data"
      onSubmit={(event) => void submit(event)}
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
      <FormFooter form="application" status={submission.status} onAnother={another} />
    </form>
  );
}
