/** Where the forms post: the browser's script, the no-JavaScript forms and the server read this. */
import type { RouteId } from '../routes/routes';

/** The path prefix the forms server answers: everything else is static (nginx and static hosts route on it). */
export const formsApiPrefix = '/api/';

export const formEndpoints = {
  contact: `${formsApiPrefix}contact`,
  application: `${formsApiPrefix}applications`,
} as const;

/** The page each form lives on, for the way back from the no-JavaScript result page. */
export const formPages: Record<(typeof formEndpoints)[keyof typeof formEndpoints], RouteId> = {
  [formEndpoints.contact]: 'contact',
  [formEndpoints.application]: 'careers',
};

/** Field names outside the schema: the honeypot bots fill in, and the page language. */
export const honeypotField = 'website';
export const languageField = 'lang';

/**
 * An applicant's private page: `${applicantPagePrefix}<token>`, served by the forms server (the inbox's
 * applicant part). The token is the applicant's key: the server's request log and nginx's access log keep
 * no line with it.
 */
export const applicantPagePrefix = '/applicant/';
