import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { prePaintScript } from '../../state/prePaintScript';
import { company } from '../../content/company';
import { localizePath, type Locale } from '../../i18n/locales';
import type { ProblemDocument } from './problem';
import { serverTranslator } from './translate';

const escapeHtml = (text: string): string => text.replace(/[&<>"']/g, (char) => `&#${String(char.charCodeAt(0))};`);

/** The site's stylesheet, so the answer to a form sent without JavaScript looks like the site. */
export function stylesheetHref(distDir: string): string | undefined {
  try {
    const manifest = JSON.parse(readFileSync(join(distDir, 'client', '.vite', 'manifest.json'), 'utf8')) as Record<
      string,
      { css?: string[] } | undefined
    >;
    const css = manifest['index.html']?.css?.[0];
    return css ? `/${css}` : undefined;
  } catch {
    return undefined;
  }
}

export interface ResultPage {
  locale: Locale;
  /** The locale-free path of the page the form was on, for the way back. */
  formPath: string;
  stylesheet: string | undefined;
  outcome: { ok: true; message: string } | { ok: false; problem: ProblemDocument };
}

/** A small translated page answering a form sent without JavaScript (a native POST). */
export function renderResultPage({ locale, formPath, stylesheet, outcome }: ResultPage): string {
  const { t } = serverTranslator(locale);
  const title = outcome.ok ? t('forms.result.successTitle') : t('forms.result.errorTitle');
  const body = outcome.ok
    ? `<div class="notice" role="status"><div><p>${escapeHtml(outcome.message)}</p></div></div>`
    : [
        `<div class="notice" role="alert"><div><p><strong>${escapeHtml(outcome.problem.title)}</strong></p>`,
        `<p>${escapeHtml(outcome.problem.detail)}</p>`,
        outcome.problem.errors?.length
          ? `<ul>${outcome.problem.errors.map((error) => `<li>${escapeHtml(`${t(`forms.fields.${fieldKey(error.field)}`)}: ${error.message}`)}</li>`).join('')}</ul>`
          : '',
        `</div></div><p>${escapeHtml(t('forms.result.errorHelp'))}</p>`,
      ].join('');
  return `<!doctype html>
<html lang="${locale}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)}</title>
<script>${prePaintScript}</script>
${stylesheet ? `<link rel="stylesheet" href="${stylesheet}">` : ''}
</head>
<body>
<main id="main" class="page form-result">
<p><a href="${localizePath('/', locale)}">${escapeHtml(company.name)}</a></p>
<h1>${escapeHtml(title)}</h1>
${body}
<p><a class="button button--primary" href="${localizePath(formPath, locale)}">${escapeHtml(t('forms.result.backToSite'))}</a></p>
</main>
</body>
</html>`;
}

type FieldKey = 'name' | 'email' | 'service' | 'message' | 'phone' | 'position' | 'job' | 'cv';
const fieldKeys = new Set<string>(['name', 'email', 'service', 'message', 'phone', 'position', 'job', 'cv']);
const fieldKey = (field: string): FieldKey => (fieldKeys.has(field) ? (field as FieldKey) : 'message');
