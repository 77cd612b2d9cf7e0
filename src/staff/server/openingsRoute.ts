import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { OpeningsReply } from '../api/list';
import { refusals } from '../api/replies';
import { mayRead } from './access';
import { signedIn, type StaffContext } from './context';
import { councilJobsOf } from './entries';
import { jobTitles } from './jobTitles';

/**
 * The openings the list's filter offers: those with an application the person may see, so a hiring manager
 * is offered their own and nobody an opening whose list would be empty; titled in every language the site
 * publishes them in, and by the title the applicant saw once an opening has left the site.
 */
export function registerOpeningsRoute(app: FastifyInstance, context: StaffContext): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const schema = { response: { 200: OpeningsReply, ...refusals } };
  api.get('/staff/api/openings', { schema }, async (request, reply) => {
    const person = await signedIn(context, request, reply);
    if (!person) return reply;
    const records = await context.store.run((open) => open.list({ kind: 'application' }));
    // The works council is offered the openings whose window is open, as its list shows them.
    const councilJobs = await councilJobsOf(context, person);
    const titles = new Map<string, string>();
    for (const record of records)
      if (record.job && mayRead(person, record, councilJobs)) titles.set(record.job.slug, record.job.title);
    const openings = [...titles].map(([slug, title]) => ({ slug, title, titles: jobTitles(slug) }));
    return reply.send(openings.sort((a, b) => a.slug.localeCompare(b.slug)));
  });
}
