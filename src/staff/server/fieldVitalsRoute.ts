import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { fieldWindowDays, minimumSamples, type FieldWindow } from '../../fieldVitals/days';
import { FieldVitalsReply } from '../api/fieldVitals';
import { refusals } from '../api/replies';
import { signedIn, type StaffContext } from './context';

/** Where the inbox reads the field measurements: the forms server's counts of the last 28 days. */
export interface FieldVitalsSource {
  window(minimum?: number): FieldWindow;
}

/**
 * The field measurements' percentiles for everyone signed in: there are no roles yet, and the figures name
 * pages, never a visitor. Counted in the server's memory since its start (at most 28 days).
 */
export function registerFieldVitalsRoute(app: FastifyInstance, context: StaffContext, source: FieldVitalsSource) {
  app
    .withTypeProvider<ZodTypeProvider>()
    .get(
      '/staff/api/field-vitals',
      { schema: { response: { 200: FieldVitalsReply, ...refusals } } },
      async (request, reply) => {
        if (!(await signedIn(context, request, reply))) return reply;
        return { windowDays: fieldWindowDays, minimumSamples, ...source.window() };
      },
    );
}
