/** Where the forms post: the browser's script, the no-JavaScript forms and the server read this. */
import type { RouteId } from '../routes/routes';

export const formEndpoints = { contact: '/api/contact', application: '/api/applications' } as const;

/** The page each form lives on, for the way back from the no-JavaScript result page. */
export const formPages: Record<(typeof formEndpoints)[keyof typeof formEndpoints], RouteId> = {
  '/api/contact': 'contact',
  '/api/applications': 'careers',
};

/** Field names outside the schema: the honeypot bots fill in, and the page language. */
export const honeypotField = 'website';
export const languageField = 'lang';
