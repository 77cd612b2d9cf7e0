import type { FieldErrorCode, FieldErrors } from '../submissions/fields';
import type { Locale } from '../i18n/locales';

export type SendOutcome =
  | { ok: true }
  | { ok: false; reason: 'invalid'; errors: FieldErrors<string> }
  | { ok: false; reason: 'refused'; status: number; detail: string; errors: FieldErrors<string> }
  | { ok: false; reason: 'failed' | 'offline' };

interface ProblemBody {
  detail?: unknown;
  errors?: unknown;
}

function problemErrors(body: ProblemBody): FieldErrors<string> {
  const errors: FieldErrors<string> = {};
  if (!Array.isArray(body.errors)) return errors;
  for (const entry of body.errors as { field?: unknown; code?: unknown }[]) {
    if (typeof entry.field === 'string' && typeof entry.code === 'string')
      errors[entry.field] = entry.code as FieldErrorCode;
  }
  return errors;
}

/**
 * Posts a form to the site's own API. The Idempotency-Key makes a retry after a lost answer count once;
 * the answer is read as RFC 9457 problem+json when it is not a success.
 */
export async function sendForm(
  url: string,
  body: string | FormData,
  locale: Locale,
  idempotencyKey: string,
): Promise<SendOutcome> {
  let response: Response;
  try {
    response = await fetch(url, {
      method: 'POST',
      body,
      headers: {
        accept: 'application/json',
        'accept-language': locale,
        'idempotency-key': idempotencyKey,
        ...(typeof body === 'string' ? { 'content-type': 'application/json' } : {}),
      },
    });
  } catch {
    return { ok: false, reason: 'offline' };
  }
  if (response.ok) return { ok: true };
  const problem = (await response.json().catch(() => ({}))) as ProblemBody;
  const errors = problemErrors(problem);
  if (response.status === 422) return { ok: false, reason: 'invalid', errors };
  // 4xx, and 503 (the store or the upload slots are busy): the server's own words say what to do.
  const explained = (response.status >= 400 && response.status < 500) || response.status === 503;
  if (explained && typeof problem.detail === 'string') {
    return { ok: false, reason: 'refused', status: response.status, detail: problem.detail, errors };
  }
  return { ok: false, reason: 'failed' };
}
