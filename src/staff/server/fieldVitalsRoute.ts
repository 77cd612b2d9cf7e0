import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { fieldWindowDays, minimumSamples, type FieldWindow } from '../../fieldVitals/days';
import { FieldVitalsReply } from '../api/fieldVitals';
import { refusals } from '../api/replies';
import { isAdmin } from './access';
import { refuse, signedIn, type StaffContext } from './context';

/** Where the inbox reads the field measurements: the forms server's counts of the last 28 days. */
export interface FieldVitalsSource {
  window(minimum?: number): FieldWindow;
}

/**
 * The field measurements' percentiles, for an admin (who looks after the website; the others' work is the
 * inbox). The figures name pages, never a visitor. Counted in the server's memory since its start (at most
 * 28 days).
 */
export function registerFieldVitalsRoute(app: FastifyInstance, context: StaffContext, source: FieldVitalsSource) {
  app
    .withTypeProvider<ZodTypeProvider>()
    .get(
      '/staff/api/field-vitals',
      { schema: { response: { 200: FieldVitalsReply, ...refusals } } },
      async (request, reply) => {
        const person = await signedIn(context, request, reply);
        if (!person) return reply;
        if (!isAdmin(person)) return refuse(reply, 'forbidden');
        return { windowDays: fieldWindowDays, minimumSamples, ...source.window() };
      },
    );
}
