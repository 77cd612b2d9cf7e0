import type { z } from 'zod';
import { AuditReply, EmailReply, EntryReply, ListReply, MeReply } from '../api/replies';
import { api, type Call } from './api';

const forgetters: (() => void)[] = [];

/**
 * One promise per request URL, which `use()` reads: a render asks again and gets the same promise, so a
 * page suspends once per query and a slower answer to an earlier query never lands on a newer one's page.
 */
function cached<T>(send: (call: Call, key: string) => Promise<T>) {
  const promises = new Map<string, Promise<T>>();
  forgetters.push(() => promises.clear());
  return (call: Call, path: string): Promise<T> => {
    const known = promises.get(path);
    if (known) return known;
    const promise = send(call, path);
    promises.set(path, promise);
    return promise;
  };
}

const get =
  <S extends z.ZodType>(schema: S) =>
  (call: Call, path: string) =>
    call(path, schema);

export const readList = cached(get(ListReply));
export const readEntry = cached(get(EntryReply));
export const readAudit = cached(get(AuditReply));
export const readMe = cached(get(MeReply));
/** Whom an enrolment link is for (its token as the key); asked without a session, so not through `call`. */
export const readEnrolment = cached((_call, token) =>
  api('enrol/check', EmailReply, { method: 'POST', body: { token } }),
);

/** After an action, a sign-in or sign-out, and when a link is followed: the next read asks the server anew. */
export function forgetReads(): void {
  for (const forget of forgetters) forget();
}
