import { useEffect } from 'react';
import { useSearch } from 'wouter';
import { formEndpoints, honeypotField, languageField } from '../submissions/endpoints';
import { FieldSummary } from './FieldSummary';
import { FormField } from './FormField';
import { FormFooter } from './FormFooter';
import { Honeypot } from './Honeypot';
import {
  contactServices,
  isServiceCategory,
  placeService,
  presetPlace,
  presetService,
  type ContactField,
} from '../submissions/fields';
import { sendForm } from './send';
import { TextField } from './TextField';
import { useForm } from './useForm';
import './forms.css';

const empty: Record<ContactField, string> = { name: '', email: '', service: '', message: '' };
const order: readonly ContactField[] = ['name', 'email', 'service', 'message'];

/**
 * The one contact form (home and /contact). Without JavaScript it posts natively to the same API. A link can choose
 * its service (`?service=accessibility`, routes/contactPreset.ts `servicePreset`) or a place it is about
 * (`?place=azerbaijan`, `placePreset`: real estate, and a first sentence naming the place): filled in once the page
 * runs, unless the visitor already wrote there.
 */
export function ContactForm({ idPrefix }: { idPrefix: string }) {
  const state = useForm<ContactField, ContactField>({ empty, idPrefix, allFieldsRequired: true });
  const { t, locale, values, fields, trap, setTrap, submission, change, fill, submitWith, id, error } = state;
  const { formProps, another } = state;
  const search = useSearch();
  const preset = presetService(search);
  const place = presetPlace(search);
  useEffect(() => {
    const service = preset ?? (place && placeService(place));
    // A place's page asks about the place: its message in the form's own words, in the visitor's language.
    fill({ ...(service ? { service } : {}), ...(place ? { message: t(`forms.placeMessage.${place}`) } : {}) });
  }, [preset, place, fill, t]);

  const submit = submitWith((schema) => {
    const checked = schema.validate(schema.contactSchema, values);
    if (!checked.ok) return checked;
    const body = JSON.stringify({ ...checked.data, [languageField]: locale, [honeypotField]: trap });
    return { ok: true, send: () => sendForm(formEndpoints.contact, body, locale, submission.idempotencyKey(body)) };
  });

  return (
    <form
      {...formProps}
      action={formEndpoints.contact}
      onSubmit={(event) => void submit(event)}
      data-testid="contact-form"
    >
      <input type="hidden" name={languageField} value={locale} />
      <FieldSummary status={submission.status} errors={submission.errors} order={order} id={id} />
      <div className="form__fields" hidden={submission.status.state === 'success'}>
        <div className="form__row">
          <TextField form={fields} name="name" type="text" autoComplete="name" required />
          <TextField form={fields} name="email" type="email" autoComplete="email" required />
        </div>
        <FormField id={id('service')} label={t('forms.fields.service')} required error={error('service')}>
          {(control) => (
            <select {...control} name="service" required value={values.service} onChange={change('service')}>
              <option value="">{t('forms.selectService')}</option>
              {contactServices.map((service) => (
                <option key={service} value={service}>
                  {isServiceCategory(service) ? t(`services.${service}.name`) : t(`forms.services.${service}`)}
                </option>
              ))}
            </select>
          )}
        </FormField>
        <TextField form={fields} name="message" rows={6} required />
      </div>
      <Honeypot value={trap} onChange={setTrap} />
      <FormFooter form="contact" status={submission.status} onAnother={another} />
    </form>
  );
}
