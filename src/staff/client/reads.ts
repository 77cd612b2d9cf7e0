import type { z } from 'zod';
import { CouncilReply } from '../api/council';
import { DataProtectionReply } from '../api/dataProtection';
import { FieldVitalsReply } from '../api/fieldVitals';
import { OpeningsReply } from '../api/list';
import { PeopleReply } from '../api/people';
import { AuditReply, EmailReply, EntryReply, ListReply, MeReply } from '../api/replies';
import { EnrolmentRequest } from '../api/requests';
import { api, ApiError, type Call } from './api';

/** Forgets a cache's answers: all of them, or those that failed only. */
type Forget = (failedOnly: boolean) => void;
const readForgetters: Forget[] = [];
const sessionForgetters: Forget[] = [];
const failed = new WeakSet<Promise<unknown>>();

/**
 * One promise per request URL, which `use()` reads: a render asks again and gets the same promise, so a
 * page suspends once per query and a slower answer to an earlier query never lands on a newer one's page.
 * A failed answer is kept until its boundary has shown it (`forgetFailedReads`), then asked anew.
 */
function cached<T>(send: (call: Call, key: string) => Promise<T>, forgetters = readForgetters) {
  const promises = new Map<string, Promise<T>>();
  forgetters.push((failedOnly) => {
    for (const [key, promise] of promises) if (!failedOnly || failed.has(promise)) promises.delete(key);
  });
  return (call: Call, path: string): Promise<T> => {
    const known = promises.get(path);
    if (known) return known;
    const promise = send(call, path);
    promise.catch(() => failed.add(promise));
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
export const readFieldVitals = cached(get(FieldVitalsReply));
export const readPeople = cached(get(PeopleReply));
export const readOpenings = cached(get(OpeningsReply));
export const readCouncil = cached(get(CouncilReply));
export const readDataProtection = cached(get(DataProtectionReply));
/** Whom an enrolment link is for (its token as the key); asked without a session, so not through `call`. */
export const readEnrolment = cached((_call, token) =>
  api('enrol/check', EmailReply, { method: 'POST', request: EnrolmentRequest, body: { token } }),
);
/**
 * Who is signed in: the person, or null when no session is (401). Asked without `call`, which turns a 401
 * into a sign-out; any other failure (503, offline) is an error its boundary shows, with "Try again".
 */
export const readSession = cached(
  (_call, path) =>
    api(path, MeReply).catch((error: unknown) => {
      if (error instanceof ApiError && error.code === 'signedOut') return null;
      throw error;
    }),
  sessionForgetters,
);

/** After an action, and when a link is followed: the next read asks the server anew. */
export function forgetReads(): void {
  for (const forget of readForgetters) forget(false);
}

/** After a sign-in or sign-out: the session too is asked anew, with every read. */
export function forgetSession(): void {
  forgetReads();
  for (const forget of sessionForgetters) forget(false);
}

/** Once a boundary shows a failed read: the next render (its "Try again", the filter chosen again) asks anew. */
export function forgetFailedReads(): void {
  for (const forget of [...readForgetters, ...sessionForgetters]) forget(true);
}
