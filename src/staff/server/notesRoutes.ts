import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { NotesReply, refusals } from '../api/replies';
import { NoteRequest } from '../api/requests';
import { refuse, type StaffContext } from './context';
import { entryFor, lineOf, trailOf } from './entries';
import { audited } from './record';

/**
 * Notes on an entry: who wrote what, when. The trail says a note was written, never its words: the trail
 * outlives the entry (a year), the note must not. The note itself goes with the entry.
 */
export function registerNotesRoutes(app: FastifyInstance, context: StaffContext): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const schema = {
    params: z.object({ id: z.string() }),
    body: NoteRequest,
    response: { 200: NotesReply, ...refusals },
  };
  api.post('/staff/api/entries/:id/notes', { schema }, async (request, reply) => {
    const found = await entryFor(context, request, reply, 'change');
    if (!found) return reply;
    const [person, entry] = found;
    // The note and its line commit together; an entry deleted meanwhile takes no note.
    const answer = await audited(context, async ({ submissions, staff, audit }) => {
      if (!(await submissions.get(entry.id, { lock: true }))) return undefined;
      await staff.writings.addNote(entry.id, person.email, request.body.text, context.now());
      await audit(lineOf(person, entry, 'noted'));
      return { notes: await staff.writings.notesOf(entry.id), audit: await trailOf(staff, entry.id) };
    });
    if (!answer) return refuse(reply, 'notFound');
    return reply.send(answer);
  });
}
