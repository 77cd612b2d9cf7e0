import { useI18n } from '../i18n/I18nProvider';
import { FormField } from './FormField';
import { fieldLimits } from '../submissions/fields';

/** A field that takes typed text: its words are forms.fields.<name>, its length limit fieldLimits.<name>. */
export type TextFieldName = keyof typeof fieldLimits;

/** What a form's state (useForm) gives its text fields. */
interface FieldBinding<Name extends TextFieldName> {
  values: Record<Name, string>;
  change: (field: Name) => (event: { target: { value: string } }) => void;
  id: (field: Name) => string;
  error: (field: Name) => string | undefined;
}

type TextFieldProps<Name extends TextFieldName> = {
  form: FieldBinding<Name>;
  name: Name;
  required?: boolean;
} & ({ type: 'text' | 'email' | 'tel'; autoComplete: string } | { rows: number });

/** One text field of a form, an input or (given rows) a textarea, in its FormField: label, error, aria ties. */
export function TextField<Name extends TextFieldName>(props: TextFieldProps<Name>) {
  const { t } = useI18n();
  const { form, name, required = false } = props;
  const bound = { required, maxLength: fieldLimits[name], value: form.values[name], onChange: form.change(name) };
  return (
    <FormField id={form.id(name)} label={t(`forms.fields.${name}`)} required={required} error={form.error(name)}>
      {(control) =>
        'rows' in props ? (
          <textarea {...control} name={name} rows={props.rows} {...bound} />
        ) : (
          <input {...control} name={name} type={props.type} autoComplete={props.autoComplete} {...bound} />
        )
      }
    </FormField>
  );
}
