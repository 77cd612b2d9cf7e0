import type { Field, SelectField } from '@sveltia/cms';
import * as z from 'zod';

/**
 * The editor's fields, read from a front-matter schema (src/content/collections/schemas.ts) through zod's
 * JSON Schema: each key becomes one field, its `.meta({ title, description })` the label and hint, so a
 * field cannot exist in the schema and not in the editor, or the other way round.
 */

/** A JSON Schema node as `z.toJSONSchema` writes it for our schemas (the parts the editor needs). */
interface SchemaNode {
  type?: string;
  title?: string;
  description?: string;
  enum?: readonly string[];
  pattern?: string;
  maxLength?: number;
  items?: SchemaNode;
  properties?: Record<string, SchemaNode>;
  required?: readonly string[];
  anyOf?: readonly SchemaNode[];
  default?: unknown;
}

/** The calendar-day pattern of schemas.ts: such a string is a date picker, not a text box. */
const calendarDayPattern = String.raw`^\d{4}-\d{2}-\d{2}$`;

/** The publish-time pattern of schemas.ts: a date and time picker. */
const wallClockPattern = String.raw`^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$`;

/** Longer strings than this get a text area (the summaries), shorter ones a line. */
const singleLineMax = 120;

/** How each field is stored per language in `<slug>.<lang>.md` (Sveltia's `i18n` field option). */
export type FieldLanguages = 'translate' | 'duplicate';

/** "FULL_TIME" -> "Full time", "realEstate" -> "Real estate", "hr" -> "HR": option labels staff can read. */
function optionLabel(value: string): string {
  if (value.length <= 2) return value.toUpperCase();
  const words = value
    .replace(/_/g, ' ')
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

const options = (values: readonly string[]): SelectField['options'] =>
  values.map((value) => ({ label: optionLabel(value), value }));

function field(name: string, node: SchemaNode, required: boolean, languages: (name: string) => FieldLanguages): Field {
  const common = {
    name,
    label: node.title ?? optionLabel(name),
    ...(node.description ? { hint: node.description } : {}),
    required,
    i18n: languages(name) === 'translate' ? ('translate' as const) : ('duplicate' as const),
  };
  if (node.enum) return { ...common, widget: 'select', options: options(node.enum) };
  // A named choice or a written-out value (an entry's place): the editor offers the names; the hint says how
  // to write the other form in the file.
  const named = node.anyOf?.find((alternative) => alternative.enum);
  if (named?.enum) return { ...common, widget: 'select', options: options(named.enum) };
  if (node.type === 'array' && node.items?.enum)
    return { ...common, widget: 'select', multiple: true, options: options(node.items.enum), default: [] };
  if (node.type === 'boolean') return { ...common, widget: 'boolean', default: false };
  if (node.type === 'number' || node.type === 'integer')
    return { ...common, widget: 'number', value_type: node.type === 'integer' ? 'int' : 'float' };
  if (node.type === 'object' && node.properties) {
    const inner = node.required ?? [];
    return {
      ...common,
      widget: 'object',
      // A nested object is one value per entry: the same in every language.
      fields: Object.entries(node.properties).map(([key, child]) =>
        field(key, child, inner.includes(key), () => 'duplicate'),
      ),
    };
  }
  if (node.type === 'string' && node.pattern === calendarDayPattern) {
    // A day without time, stored exactly as the schema reads it: 2026-11-27.
    return { ...common, widget: 'datetime', type: 'date', format: 'YYYY-MM-DD', time_format: false, picker_utc: true };
  }
  if (node.type === 'string' && node.pattern === wallClockPattern) {
    // Stored as the picker shows it, with no zone (2027-03-02T09:00): the build reads it as Potsdam's clock, which
    // the hint names, so a writer abroad types the time the company means, not their own.
    return { ...common, widget: 'datetime', format: 'YYYY-MM-DDTHH:mm', picker_utc: false };
  }
  if (node.type === 'string') {
    return {
      ...common,
      widget: (node.maxLength ?? 0) > singleLineMax ? 'text' : 'string',
      // The schema's default (a job's place of work: the head office) stands in the field of a new entry.
      ...(typeof node.default === 'string' ? { default: node.default } : {}),
      ...(node.pattern ? { pattern: [node.pattern, `must match ${node.pattern}`] } : {}),
    };
  }
  throw new Error(
    `The editor has no field for "${name}" (JSON Schema type ${String(node.type)}): add one in src/admin/cmsFields.ts`,
  );
}

/** The front matter's fields, then the Markdown body (Sveltia's `body` field, below the front matter). */
export function cmsFields(schema: z.ZodType, languages: (name: string) => FieldLanguages): Field[] {
  const root = z.toJSONSchema(schema, { io: 'input' }) as SchemaNode;
  if (root.type !== 'object' || !root.properties) throw new Error('A front-matter schema must be an object');
  const required = root.required ?? [];
  const frontMatter = Object.entries(root.properties).map(([name, node]) =>
    field(name, node, required.includes(name), languages),
  );
  const body: Field = {
    name: 'body',
    label: 'Text',
    widget: 'markdown',
    i18n: 'translate',
    // Text formatting and links only: the site renders no raw HTML and has no image pipeline for articles.
    buttons: ['bold', 'italic', 'link', 'heading-two', 'heading-three', 'quote', 'bulleted-list', 'numbered-list'],
    editor_components: [],
  };
  return [...frontMatter, body];
}
