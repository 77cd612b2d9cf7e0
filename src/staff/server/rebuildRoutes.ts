import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { readRebuildRequest, readRebuildStatus, rebuildPhase, requestRebuild } from '../../serverKit';
import { RebuildReply, type RebuildView } from '../api/rebuild';
import { refusals } from '../api/replies';
import { EmptyRequest } from '../api/requests';
import { refuse, signedIn, type StaffContext } from './context';
import { mayRebuild } from './mayRebuild';
import type { StaffMember } from './store/StaffStore';

/** What the rebuild's files say (serverKit/rebuild.ts), for this person. */
function rebuildView(dir: string, person: StaffMember): RebuildView {
  const status = readRebuildStatus(dir);
  const { live, building, failure } = status;
  return {
    phase: rebuildPhase(status, readRebuildRequest(dir)),
    live: live && { commit: live.commit, subject: live.subject, author: live.author, since: live.since },
    building,
    failure,
    mayRebuild: mayRebuild(person),
  };
}

/**
 * The website's rebuild in the inbox: every signed-in person sees where it stands; one who may (mayRebuild.ts)
 * asks for a build, which the runner takes as it takes a push (the request file; systemd starts it).
 */
export function registerRebuildRoutes(app: FastifyInstance, context: StaffContext, dir: string): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const schema = { response: { 200: RebuildReply, ...refusals } };
  api.get('/staff/api/rebuild', { schema }, async (request, reply) => {
    const person = await signedIn(context, request, reply);
    if (!person) return reply;
    return reply.send(rebuildView(dir, person));
  });
  api.post('/staff/api/rebuild', { schema: { ...schema, body: EmptyRequest } }, async (request, reply) => {
    const person = await signedIn(context, request, reply);
    if (!person) return reply;
    if (!mayRebuild(person)) return refuse(reply, 'forbidden');
    requestRebuild(dir, person.email, context.now());
    context.log.info({ staff: person.email }, 'website rebuild requested in the inbox');
    return reply.send(rebuildView(dir, person));
  });
}
