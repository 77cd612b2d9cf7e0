/** The inbox's API (src/staff/server): JSON in and out, the session in an HttpOnly cookie. */

export type Kind = 'contact' | 'application';
export type AuditAction = 'opened' | 'downloaded' | 'handled' | 'deleted';

export interface ListItem {
  id: string;
  kind: Kind;
  createdAt: number;
  name: string;
  email: string;
  topic: string | null;
  hasCv: boolean;
  handledAt: number | null;
}

export interface AuditLine {
  id: string;
  at: number;
  staffEmail: string;
  action: AuditAction;
  submissionId: string;
  kind: Kind;
  /** The sender's name. */
  summary: string;
}

export interface Entry extends ListItem {
  locale: string;
  service: string | null;
  phone: string | null;
  position: string | null;
  /** The job opening applied for (issue 41), when the visitor chose one. */
  job: { slug: string; title: string } | null;
  message: string | null;
  cv: { name: string; size: number; type: string } | null;
  handledBy: string | null;
  retentionDate: number | null;
  audit: AuditLine[];
}

export interface Me {
  email: string;
  passkeys: { createdAt: number; lastUsedAt: number | null }[];
}

/** A refusal of the server, by its code (context.ts on the server): the page translates it. */
export class ApiError extends Error {
  constructor(
    readonly code: string,
    readonly status: number,
  ) {
    super(code);
  }
}

export async function api<T>(path: string, init: { method?: string; body?: unknown } = {}): Promise<T> {
  const response = await fetch(`/staff/api/${path}`, {
    method: init.method ?? 'GET',
    credentials: 'same-origin',
    headers: init.body === undefined ? {} : { 'content-type': 'application/json' },
    body: init.body === undefined ? null : JSON.stringify(init.body),
  });
  if (response.status === 204) return undefined as T;
  const payload: unknown = await response.json().catch(() => ({}));
  if (!response.ok) {
    const code =
      typeof payload === 'object' && payload !== null && 'error' in payload ? String(payload.error) : 'failed';
    throw new ApiError(code, response.status);
  }
  return payload as T;
}

export const cvUrl = (id: string): string => `/staff/api/entries/${encodeURIComponent(id)}/cv`;
