import { create as contentDisposition } from 'content-disposition';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { CvExtension } from '../../submissions/fields';
import { statusesAfter } from '../../submissions/decisions';
import { deletionDate, hiredRetentionDays } from '../../submissions/retention';
import { shownText } from '../../submissions/shownText';
import { isDecision, type SubmissionRecord } from '../../submissions/storedSubmission';
import { AuditReply, EntryReply, HandledReply, ListReply, NoContent, refusals, StatusReply } from '../api/replies';
import { AuditQuery, ListQuery } from '../api/list';
import { EmptyRequest, StatusRequest } from '../api/requests';
import { isAdmin, mayRead } from './access';
import { auditFilter } from './auditFilter';
import { decisionDay } from './decisionDay';
import { fitsQuery } from './listFilter';
import { refuse, signedIn, staffOf, type StaffContext } from './context';
import {
  auditRead as auditReadOf,
  councilJobsOf,
  entryFor as entryOf,
  lineOf,
  listItem,
  statusDetail,
  trailOf,
} from './entries';
import { addressOf, audited, record } from './record';
import type { StaffMember } from './store/StaffStore';

/** The CV's stored type, as the download names it. */
const cvMediaTypes: Record<CvExtension, string> = {
  pdf: 'application/pdf',
  doc: 'application/msword',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
};

const byId = { params: z.object({ id: z.string() }) };

export function registerInboxRoutes(app: FastifyInstance, context: StaffContext): void {
  const staff = staffOf(context);
  const api = app.withTypeProvider<ZodTypeProvider>();

  const entryFor = (request: Parameters<typeof entryOf>[1], reply: FastifyReply, use?: 'read' | 'change') =>
    entryOf(context, request, reply, use);
  const auditRead = (person: StaffMember, entry: SubmissionRecord, action: 'opened' | 'downloaded') =>
    auditReadOf(context, person, entry, action);
  const retentionOf = (record: Parameters<typeof deletionDate>[0]) => deletionDate(record, context.retention);

  const listSchema = { querystring: ListQuery, response: { 200: ListReply, ...refusals } };
  api.get('/staff/api/entries', { schema: listSchema }, async (request, reply) => {
    const person = await signedIn(context, request, reply);
    if (!person) return reply;
    const { kind } = request.query;
    const records = await context.store.run((open) => open.list(kind ? { kind } : {}));
    const councilJobs = await councilJobsOf(context, person);
    const shown = records
      .filter((record) => mayRead(person, record, councilJobs))
      .filter((record) => fitsQuery(record, request.query))
      .sort((a, b) => b.createdAt - a.createdAt || a.id.localeCompare(b.id));
    // Who saw which names: the list shows every visitor's name and address.
    if (request.method !== 'HEAD')
      await record(context, { action: 'listed', staffEmail: person.email, address: addressOf(request) });
    return reply.send(shown.map((record) => listItem(record, context)));
  });

  api.get(
    '/staff/api/entries/:id',
    { schema: { ...byId, response: { 200: EntryReply, ...refusals } } },
    async (request, reply) => {
      const found = await entryFor(request, reply);
      if (!found) return reply;
      const [person, record] = found;
      // A HEAD request (fastify answers it from this route) reads nothing: not on the record.
      if (request.method !== 'HEAD') await auditRead(person, record, 'opened');
      const { cv } = record;
      return reply.send({
        ...record,
        ...listItem(record, context),
        position: record.position && shownText(record.position),
        cv: cv && { name: cv.name, size: cv.size, type: cv.type },
        retention: { ...context.retention, hiredDays: hiredRetentionDays },
        // The works council reads the application itself: not what staff wrote about it, nor who opened it when.
        ...(person.role === 'works-council'
          ? { audit: [], notes: [], replies: [] }
          : await staff(async (open) => ({
              audit: await trailOf(open, record.id),
              notes: await open.writings.notesOf(record.id),
              replies: await open.writings.repliesOf(record.id),
            }))),
      });
    },
  );

  api.get('/staff/api/entries/:id/cv', { schema: byId }, async (request, reply) => {
    const found = await entryFor(request, reply);
    if (!found) return reply;
    const [person, record] = found;
    if (!record.cv) return refuse(reply, 'notFound');
    const cv = record.cv;
    const bytes = await context.store.run((open) => open.cvContent({ ...record, cv }));
    if (request.method !== 'HEAD') await auditRead(person, record, 'downloaded');
    return (
      reply
        .header('content-type', cvMediaTypes[cv.type])
        // The applicant's own name for the file, with an ASCII fallback (RFC 6266, RFC 8187).
        .header('content-disposition', contentDisposition(cv.name))
        .header('x-content-type-options', 'nosniff')
        .header('content-security-policy', "sandbox; default-src 'none'")
        .send(bytes)
    );
  });

  const handledSchema = { ...byId, body: EmptyRequest, response: { 200: HandledReply, ...refusals } };
  api.post('/staff/api/entries/:id/handled', { schema: handledSchema }, async (request, reply) => {
    const found = await entryFor(request, reply, 'change');
    if (!found) return reply;
    const [person, record] = found;
    // An application's one state is its decision: a second, "handled", once listed decided ones as open.
    if (record.kind !== 'contact') return refuse(reply, 'badRequest');
    const handledAt = context.now();
    // The mark and its line commit together, or neither does; an entry deleted meanwhile changes nothing.
    const trail = await audited(context, async ({ submissions, staff: open, audit }) => {
      if (!(await submissions.markHandled(record.id, person.email, handledAt))) return undefined;
      await audit(lineOf(person, record, 'handled'));
      return trailOf(open, record.id);
    });
    if (!trail) return refuse(reply, 'notFound');
    // What the entry's page shows anew, without opening it again (which the trail would count).
    return reply.send({
      handledAt,
      handledBy: person.email,
      retentionDate: retentionOf({ ...record, handledAt }),
      audit: trail,
    });
  });

  const statusSchema = { ...byId, body: StatusRequest, response: { 200: StatusReply, ...refusals } };
  api.post('/staff/api/entries/:id/status', { schema: statusSchema }, async (request, reply) => {
    const found = await entryFor(request, reply, 'change');
    if (!found) return reply;
    const [person, record] = found;
    if (record.kind !== 'application') return refuse(reply, 'badRequest');
    const { status, decidedOn } = request.body;
    const now = context.now();
    const decidedAt = decisionDay(status, decidedOn, record.createdAt, now);
    if (decidedAt === undefined) return refuse(reply, 'badDate');
    // Decided on the row as it stands in the transaction (locked there on PostgreSQL): the saved status and
    // day again change nothing and write no line; a decision never goes back to received or in review.
    const outcome = await audited(context, async ({ submissions, staff: open, audit }) => {
      const current = await submissions.get(record.id, { lock: true });
      if (!current) return undefined;
      if (current.status === status && current.decidedAt === decidedAt)
        return { entry: current, unchanged: true, audit: await trailOf(open, record.id) };
      if (!statusesAfter(current.status).includes(status)) return 'decided' as const;
      const recordedAt = isDecision(status) ? now : null;
      if (!(await submissions.setStatus(record.id, status, decidedAt, recordedAt))) return undefined;
      await audit(lineOf(person, record, 'status', statusDetail(status, decidedAt)));
      const entry = { ...current, status, decidedAt, decisionRecordedAt: recordedAt };
      return { entry, unchanged: false, audit: await trailOf(open, record.id) };
    });
    if (!outcome) return refuse(reply, 'notFound');
    if (outcome === 'decided') return refuse(reply, 'decided');
    const { entry, unchanged, audit } = outcome;
    return reply.send({
      status: entry.status ?? status,
      decidedAt: entry.decidedAt,
      retentionDate: retentionOf(entry),
      audit,
      unchanged,
    });
  });

  api.delete(
    '/staff/api/entries/:id',
    { schema: { ...byId, response: { 204: NoContent, ...refusals } } },
    async (request, reply) => {
      const found = await entryFor(request, reply, 'change');
      if (!found) return reply;
      const [person, record] = found;
      const deleted = await audited(context, async ({ submissions, staff: open, audit }) => {
        if (!(await submissions.deleteRow(record.id))) return false;
        await open.writings.deleteOf(record.id);
        await audit(lineOf(person, record, 'deleted'));
        return true;
      });
      if (!deleted) return refuse(reply, 'notFound');
      // The CV file once the row and its line are committed: left behind (a crash, a fault), it is an orphan
      // the retention sweep removes; the deletion stands either way.
      await context.store
        .run((open) => open.removeCvFile(record))
        .catch((error: unknown) =>
          context.log.warn({ submissionId: record.id, reason: String(error) }, 'CV file left for the retention sweep'),
        );
      return reply.code(204).send();
    },
  );

  const auditSchema = { querystring: AuditQuery, response: { 200: AuditReply, ...refusals } };
  api.get('/staff/api/audit', { schema: auditSchema }, async (request, reply) => {
    const person = await signedIn(context, request, reply);
    if (!person) return reply;
    // Every sign-in with its address and every person's reads: the admin's to see.
    if (!isAdmin(person)) return refuse(reply, 'forbidden');
    const filter = auditFilter(request.query);
    if (!filter) return refuse(reply, 'badDate');
    const lines = await staff((open) => open.auditTrail(undefined, 200, filter));
    const present = new Set((await context.store.run((open) => open.list())).map((record) => record.id));
    const deleted = (id: string | null) => id !== null && !present.has(id);
    return reply.send(lines.map((line) => ({ ...line, entryDeleted: deleted(line.submissionId) })));
  });
}
