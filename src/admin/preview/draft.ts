/**
 * An entry being written, as the site's page would show it: the editor's values (one language's) read into the
 * shapes the site's views take (components/entries/), with the build's own Markdown and the build's formats for
 * days and pay. A draft is often half written: what is missing or not yet valid is shown empty, never thrown.
 */
import type { ShownArticle } from '../../components/entries/ArticleFacts';
import type { ShownJob } from '../../components/entries/jobWords';
import { blogCategories, blogTags } from '../../content/blog';
import { markdownToHtml, readingMinutes } from '../../content/collections/markdown';
import { employmentTypes, salaryUnits } from '../../content/collections/jobTerms';
import { formatDateWithIntl, formatPayRangeWithIntl } from '../../i18n/intlFormat';
import type { Locale } from '../../i18n/locales';

type Values = Readonly<Record<string, unknown>>;

const isValues = (value: unknown): value is Values => typeof value === 'object' && value !== null;
const text = (values: Values, key: string): string => {
  const value = values[key];
  return typeof value === 'string' ? value : '';
};
const number = (values: Values, key: string): number | undefined => {
  const value = values[key];
  return typeof value === 'number' && Number.isFinite(value) ? value : undefined;
};
const oneOf = <Option extends string>(values: Values, key: string, options: readonly Option[]): Option | undefined =>
  options.find((option) => option === values[key]);

/** A day the picker gave (2026-11-27) in the language's words, or nothing while it is not a day yet. */
const dayText = (day: string, locale: Locale): string =>
  /^\d{4}-\d{2}-\d{2}$/.test(day) && !Number.isNaN(Date.parse(day)) ? formatDateWithIntl(day, locale) : '';

export interface ShownBody {
  html: string;
  readMinutes: number;
}

function body(values: Values): ShownBody {
  const markdown = text(values, 'body');
  return { html: markdownToHtml(markdown), readMinutes: readingMinutes(markdown) };
}

export function draftArticle(data: unknown, locale: Locale): ShownArticle & ShownBody {
  const values = isValues(data) ? data : {};
  const tags = Array.isArray(values.tags) ? values.tags : [];
  const date = text(values, 'date');
  return {
    title: text(values, 'title'),
    summary: text(values, 'summary'),
    // Until one is chosen, the list's last: "Company".
    category: oneOf(values, 'category', blogCategories) ?? 'company',
    tags: blogTags.filter((tag) => tags.includes(tag)),
    date,
    dateText: dayText(date, locale),
    ...body(values),
  };
}

export function draftJob(data: unknown, locale: Locale): ShownJob & ShownBody {
  const values = isValues(data) ? data : {};
  const pay = isValues(values.salary) ? values.salary : {};
  const min = number(pay, 'min');
  const max = number(pay, 'max') ?? min;
  const currency = /^[A-Z]{3}$/.test(text(pay, 'currency')) ? text(pay, 'currency') : 'EUR';
  const datePosted = text(values, 'datePosted');
  const validThrough = text(values, 'validThrough');
  const agreement = text(values, 'collectiveAgreement');
  const salary = { min: min ?? 0, max: max ?? 0, currency, unit: oneOf(pay, 'unit', salaryUnits) ?? 'YEAR' };
  return {
    title: text(values, 'title'),
    summary: text(values, 'summary'),
    location: text(values, 'location'),
    remote: values.remote === true,
    employmentType: oneOf(values, 'employmentType', employmentTypes) ?? 'FULL_TIME',
    salary,
    // The pay as the page will state it, once it is there.
    payRange: min !== undefined ? formatPayRangeWithIntl(salary, locale) : '…',
    ...(agreement ? { collectiveAgreement: agreement } : {}),
    datePosted,
    datePostedText: dayText(datePosted, locale),
    validThrough,
    validThroughText: dayText(validThrough, locale),
    ...body(values),
  };
}
