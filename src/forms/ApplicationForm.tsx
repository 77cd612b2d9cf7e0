import { useEffect, useState } from 'react';
import { useSearch } from 'wouter';
import { CvInput } from './CvInput';
import { formEndpoints, honeypotField, languageField } from '../submissions/endpoints';
import { FieldSummary } from './FieldSummary';
import { FormField } from './FormField';
import { FormFooter } from './FormFooter';
import { Honeypot } from './Honeypot';
import { cvProblem, presetJob, type ApplicationField } from '../submissions/fields';
import { JobChoice, jobTitle } from './JobChoice';
import { sendForm } from './send';
import { TextField } from './TextField';
import { useForm } from './useForm';
import './forms.css';

type TypedField = Exclude<ApplicationField, 'cv'>;
const empty: Record<TypedField, string> = { name: '', email: '', phone: '', position: '', job: '', message: '' };
const order: readonly ApplicationField[] = ['job', 'name', 'email', 'phone', 'position', 'message', 'cv'];

/**
 * The application form on /careers: text fields plus a CV, sent as multipart to the same API. A job
 * opening's "Apply" link chooses the opening (`?job=<slug>`, routes/contactPreset.ts `jobPreset`) once
 * the page runs; without one it is a speculative application.
 */
export function ApplicationForm() {
  const state = useForm<ApplicationField, TypedField>({ empty, idPrefix: 'application', allFieldsRequired: false });
  const { t, locale, values, fields, trap, setTrap, submission, change, fill } = state;
  const { submitWith, id, error, formProps, form, another } = state;
  const [cv, setCv] = useState<File | undefined>(undefined);
  /** The opening the sent application named, for the sent panel's heading (the fields are cleared by then). */
  const [sentJob, setSentJob] = useState('');
  const sentJobTitle = sentJob ? jobTitle(sentJob, locale) : undefined;
  const preset = presetJob(useSearch());
  useEffect(() => {
    if (preset && jobTitle(preset, locale)) fill({ job: preset });
  }, [preset, locale, fill]);

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
      return {
        ok: true,
        send: () => sendForm(formEndpoints.application, body, locale, submission.idempotencyKey(signature)),
      };
    },
    () => {
      setSentJob(values.job);
      setCv(undefined);
      form.current?.reset();
    },
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
      <FieldSummary status={submission.status} errors={submission.errors} order={order} id={id} />
      <div className="form__fields" hidden={submission.status.state === 'success'}>
        <JobChoice
          id={id('job')}
          slug={values.job}
          error={error('job')}
          onClear={() => change('job')({ target: { value: '' } })}
        />
        <div className="form__row">
          <TextField form={fields} name="name" type="text" autoComplete="name" required />
          <TextField form={fields} name="email" type="email" autoComplete="email" required />
        </div>
        <div className="form__row">
          <TextField form={fields} name="phone" type="tel" autoComplete="tel" />
          {/* A chosen opening names the position; the free text is for a speculative application. */}
          {!values.job && <TextField form={fields} name="position" type="text" autoComplete="off" />}
        </div>
        <TextField form={fields} name="message" rows={6} />
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
      </div>
      <Honeypot value={trap} onChange={setTrap} />
      <FormFooter
        form="application"
        status={submission.status}
        sentTitle={sentJobTitle && t('forms.application.sentTitleForJob', { job: sentJobTitle })}
        onAnother={another}
      />
    </form>
  );
}
