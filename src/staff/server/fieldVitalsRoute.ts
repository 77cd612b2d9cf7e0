import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { fieldWindowDays, minimumSamples } from '../../fieldVitals/days';
import type { FieldWindow } from '../../fieldVitals/percentiles';
import { FieldVitalsReply } from '../api/fieldVitals';
import { refusals } from '../api/replies';
import { isAdmin } from './access';
import { refuse, signedIn, type StaffContext } from './context';

/** Where the inbox reads the field measurements: the forms server's daily counts of the window. */
export interface FieldVitalsSource {
  window(minimum?: number): Promise<FieldWindow>;
}

/**
 * The field measurements' percentiles, for an admin (who looks after the website; the others' work is the
 * inbox). The figures name pages, never a visitor. Read from the database's daily counts, which every
 * server adds to: a database that cannot answer now is the inbox's 503.
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
        return { windowDays: fieldWindowDays, minimumSamples, ...(await source.window()) };
      },
    );
}
