import { useRef, useState, type SyntheticEvent } from 'react';
import { useMounted } from '../app/useMounted';
import { useI18n } from '../i18n/I18nProvider';
import { formEndpoints, languageField } from './endpoints';
import { fieldMessage, focusFirstInvalid } from './fieldMessage';
import { FormField } from './FormField';
import { FormFooter } from './FormFooter';
import { Honeypot } from './Honeypot';
import { contactServices, fieldLimits, type ContactField } from './fields';
import { loadSchema } from './loadSchema';
import { sendForm } from './send';
import { useSubmission } from './useSubmission';
import './forms.css';

const empty: Record<ContactField, string> = { name: '', email: '', service: '', message: '' };

/** The one contact form (home and /contact). Without JavaScript it posts natively to the same API. */
export function ContactForm({ idPrefix }: { idPrefix: string }) {
  const { t, locale } = useI18n();
  const mounted = useMounted();
  const form = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState(empty);
  const [trap, setTrap] = useState('');
  const submission = useSubmission<ContactField>({ allFieldsRequired: true });
  const { errors } = submission;

  const change = (field: ContactField) => (event: { target: { value: string } }) => {
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
    const checked = schema.validate(schema.contactSchema, values);
    if (!checked.ok) {
      submission.refuse(checked.errors);
      focusFirstInvalid(form.current, checked.errors);
      return;
    }
    submission.begin();
    const body = JSON.stringify({ ...checked.data, [languageField]: locale, website: trap });
    const outcome = await sendForm(formEndpoints.contact, body, locale, submission.idempotencyKey(body));
    if (submission.settle(outcome)) setValues(empty);
    else if (!outcome.ok && 'errors' in outcome) focusFirstInvalid(form.current, outcome.errors);
  };

  const id = (field: ContactField) => `${idPrefix}-${field}`;
  const error = (field: ContactField) => fieldMessage(t, field, errors[field]);
  return (
    <form
      ref={form}
      className="form"
      method="post"
      action={formEndpoints.contact}
      noValidate={mounted}
      onSubmit={(event) => void submit(event)}
      onFocus={() => void loadSchema()}
      data-testid="contact-form"
    >
      <input type="hidden" name={languageField} value={locale} />
      <div className="form__row">
        <FormField id={id('name')} label={t('forms.fields.name')} required error={error('name')}>
          {(control) => (
            <input {...control} name="name" type="text" autoComplete="name" required maxLength={fieldLimits.name} value={values.name} onChange={change('name')} />
          )}
        </FormField>
        <FormField id={id('email')} label={t('forms.fields.email')} required error={error('email')}>
          {(control) => (
            <input {...control} name="email" type="email" autoComplete="email" required maxLength={fieldLimits.email} value={values.email} onChange={change('email')} />
          )}
        </FormField>
      </div>
      <FormField id={id('service')} label={t('forms.fields.service')} required error={error('service')}>
        {(control) => (
          <select {...control} name="service" required value={values.service} onChange={change('service')}>
            <option value="">{t('forms.selectService')}</option>
            {contactServices.map((service) => (
              <option key={service} value={service}>
                {t(`forms.services.${service}`)}
              </option>
            ))}
          </select>
        )}
      </FormField>
      <FormField id={id('message')} label={t('forms.fields.message')} required error={error('message')}>
        {(control) => (
          <textarea {...control} name="message" rows={6} required maxLength={fieldLimits.message} value={values.message} onChange={change('message')} />
        )}
      </FormField>
      <Honeypot value={trap} onChange={setTrap} />
      <FormFooter
        status={submission.status}
        submitLabel="forms.contact.submit"
        successMessage="forms.contact.success"
        failedMessage="forms.contact.failed"
      />
    </form>
  );
}
