import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { statusesAfter } from '../../submissions/decisions';
import { deletionDate } from '../../submissions/retention';
import { refusals, RepliedReply } from '../api/replies';
import { ReplyRequest } from '../api/requests';
import { refuse, type StaffContext } from './context';
import { decisionDay } from './decisionDay';
import { entryFor, lineOf, statusDetail, trailOf } from './entries';
import { audited } from './record';

/**
 * A reply to an applicant from the inbox, in the words HR edited from a template: sent to the address the
 * application gave (the server's to know, never the page's), through the notices' outbox, recorded on the
 * entry, and on the trail by its template only. A rejection sent records the decision "rejected" on today's
 * Potsdam day in the same transaction, so retention counts from the day the rejection went out.
 */
export function registerRepliesRoutes(app: FastifyInstance, context: StaffContext): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const schema = {
    params: z.object({ id: z.string() }),
    body: ReplyRequest,
    response: { 200: RepliedReply, ...refusals },
  };
  api.post('/staff/api/entries/:id/replies', { schema }, async (request, reply) => {
    const found = await entryFor(context, request, reply, 'change');
    if (!found) return reply;
    const [person, entry] = found;
    if (entry.kind !== 'application') return refuse(reply, 'badRequest');
    const { template, subject, body } = request.body;
    const now = context.now();
    const outcome = await audited(context, async ({ submissions, staff, audit, notify }) => {
      const current = await submissions.get(entry.id, { lock: true });
      if (!current) return 'gone' as const;
      let decided = current;
      if (template === 'rejection') {
        if (!statusesAfter(current.status).includes('rejected')) return 'decided' as const;
        const decidedAt = decisionDay('rejected', undefined, current.createdAt, now) ?? null;
        if (current.status !== 'rejected' || current.decidedAt !== decidedAt) {
          if (!(await submissions.setStatus(entry.id, 'rejected', decidedAt, now))) return 'gone' as const;
          await audit(lineOf(person, entry, 'status', statusDetail('rejected', decidedAt)));
          decided = { ...current, status: 'rejected', decidedAt, decisionRecordedAt: now };
        }
      }
      await staff.writings.addReply(entry.id, {
        staffEmail: person.email,
        at: now,
        template,
        locale: current.locale,
        subject,
        body,
      });
      await notify({ to: current.email, subject, body });
      await audit(lineOf(person, entry, 'replied', template));
      return { decided, replies: await staff.writings.repliesOf(entry.id), audit: await trailOf(staff, entry.id) };
    });
    if (outcome === 'gone') return refuse(reply, 'notFound');
    if (outcome === 'decided') return refuse(reply, 'decided');
    const { decided, replies, audit } = outcome;
    return reply.send({
      replies,
      audit,
      status: decided.status,
      decidedAt: decided.decidedAt,
      retentionDate: deletionDate(decided, context.retention),
    });
  });
}
