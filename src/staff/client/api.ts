import type { z } from 'zod';
import { ErrorReply, type StaffRefusal } from '../api/replies';

/** The inbox's API (src/staff/server): JSON in and out, the session in an HttpOnly cookie. */
export type { AuditLine, Entry, Me } from '../api/replies';

/** How a request goes: a read (GET) or a DELETE carries nothing; a POST its body, as its schema says. */
type CallInit<Q extends z.ZodType> =
  | { method?: 'GET' | 'DELETE'; request?: undefined; body?: undefined }
  | {
      method: 'POST';
      /** The body's schema (src/staff/api/requests.ts), which the server declares too. */
      request: Q;
      body: NoInfer<z.input<Q>>;
    };

/** A request whose body fits its schema, and whose answer is parsed with the reply's (src/staff/api/replies.ts). */
export type Call = <S extends z.ZodType, Q extends z.ZodType = z.ZodNever>(
  path: string,
  reply: S,
  init?: CallInit<Q>,
) => Promise<z.output<S>>;

/** A refusal of the server, by its code (context.ts on the server): the page translates it. */
export class ApiError extends Error {
  constructor(
    readonly code: StaffRefusal,
    readonly status: number,
  ) {
    super(code);
  }
}

export const api: Call = async (path, reply, init = {}) => {
  const body = init.request ? JSON.stringify(init.request.parse(init.body)) : null;
  const response = await fetch(`/staff/api/${path}`, {
    method: init.method ?? 'GET',
    credentials: 'same-origin',
    headers: body === null ? {} : { 'content-type': 'application/json' },
    body,
  });
  const payload: unknown = response.status === 204 ? undefined : await response.json().catch(() => ({}));
  if (!response.ok) {
    const refusal = ErrorReply.safeParse(payload);
    throw new ApiError(refusal.success ? refusal.data.error : 'failed', response.status);
  }
  return reply.parse(payload);
};

export const cvUrl = (id: string): string => `/staff/api/entries/${encodeURIComponent(id)}/cv`;
