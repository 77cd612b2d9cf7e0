import { create as contentDisposition } from 'content-disposition';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { applicantCopy, copyFileName } from './applicantCopy';
import { staffOf, type StaffContext } from './context';
import { auditRead, entryFor } from './entries';

/**
 * An entry's copy (everything stored about the person, one JSON file) for an access request that reaches HR
 * by mail or post; the same file the applicant's own page gives. Only for those whose role sees the entry.
 */
export function registerCopyRoutes(app: FastifyInstance, context: StaffContext): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.get(
    '/staff/api/entries/:id/export',
    { schema: { params: z.object({ id: z.string() }) } },
    async (request, reply) => {
      const found = await entryFor(context, request, reply, 'copy');
      if (!found) return reply;
      const [person, entry] = found;
      const stored = entry.cv;
      const cv = stored ? await context.store.run((open) => open.cvContent({ ...entry, cv: stored })) : null;
      const copy = await staffOf(context)((open) => applicantCopy(entry, cv, open, context.now()));
      if (request.method !== 'HEAD') await auditRead(context, person, entry, 'exported');
      return reply
        .header('content-type', 'application/json; charset=utf-8')
        .header('content-disposition', contentDisposition(copyFileName(entry)))
        .send(JSON.stringify(copy, null, 2));
    },
  );
}
