import type { z } from 'zod';
import { ErrorReply, type StaffRefusal } from '../api/replies';

/** The inbox's API (src/staff/server): JSON in and out, the session in an HttpOnly cookie. */
export type { AuditLine, Entry, Me } from '../api/replies';

interface CallInit {
  method?: string;
  body?: unknown;
}
/** A request whose answer is parsed with the reply's schema (src/staff/api/replies.ts). */
export type Call = <S extends z.ZodType>(path: string, schema: S, init?: CallInit) => Promise<z.output<S>>;

/** A refusal of the server, by its code (context.ts on the server): the page translates it. */
export class ApiError extends Error {
  constructor(
    readonly code: StaffRefusal,
    readonly status: number,
  ) {
    super(code);
  }
}

export const api: Call = async (path, schema, init = {}) => {
  const response = await fetch(`/staff/api/${path}`, {
    method: init.method ?? 'GET',
    credentials: 'same-origin',
    headers: init.body === undefined ? {} : { 'content-type': 'application/json' },
    body: init.body === undefined ? null : JSON.stringify(init.body),
  });
  const payload: unknown = response.status === 204 ? undefined : await response.json().catch(() => ({}));
  if (!response.ok) {
    const refusal = ErrorReply.safeParse(payload);
    throw new ApiError(refusal.success ? refusal.data.error : 'failed', response.status);
  }
  return schema.parse(payload);
};

export const cvUrl = (id: string): string => `/staff/api/entries/${encodeURIComponent(id)}/cv`;
