import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { CvExtension } from '../../submissions/fields';
import { awaitsDecision, deletionDate, hiredRetentionDays } from '../../submissions/retention';
import { shownText } from '../../submissions/shownText';
import type { ApplicationStatus, SubmissionRecord } from '../../submissions/storedSubmission';
import {
  AuditReply,
  EntryReply,
  HandledReply,
  ListReply,
  NoContent,
  refusals,
  StatusReply,
  StatusRequest,
  type ListItem,
} from '../api/replies';
import { decisionDay } from './decisionDay';
import { jobTitles } from './jobTitles';
import type { AuditAction, StaffMember } from './store/StaffStore';
import { refuse, signedIn, staffOf, type StaffContext } from './context';
import { addressOf, record } from './record';

/** The CV's stored type, as the download names it. */
const cvMediaTypes: Record<CvExtension, string> = {
  pdf: 'application/pdf',
  doc: 'application/msword',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
};

/**
 * Content-Disposition for a name the applicant chose: an ASCII fallback and the name itself (RFC 6266). RFC
 * 8187's value allows fewer characters than encodeURIComponent leaves (not ' ( ) *): a browser drops a value
 * with them and falls back to the ASCII name ("Müller's (neu).pdf" saved as "M_ller's (neu).pdf").
 */
export function attachment(name: string): string {
  const ascii = name.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  const encoded = encodeURIComponent(name).replace(
    /['()*]/g,
    (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}

/** One line of the list: what tells the entries apart. */
const listItem = (record: SubmissionRecord, now: number): ListItem => ({
  id: record.id,
  kind: record.kind,
  createdAt: record.createdAt,
  // What the visitor typed, without characters that hide or reorder text (the page isolates it in <bdi>).
  name: shownText(record.name),
  email: record.email,
  topic: record.kind === 'contact' ? record.service : (record.job?.title ?? record.position),
  jobTitles: record.job ? jobTitles(record.job.slug) : {},
  hasCv: record.cv !== null,
  handledAt: record.handledAt,
  status: record.status,
  awaitsDecision: awaitsDecision(record, now),
});

/** The filters of the list; anything else in the query shows everything, as before. */
const ListQuery = z.object({
  kind: z.enum(['contact', 'application']).optional().catch(undefined),
  handled: z.enum(['yes', 'no']).optional().catch(undefined),
});
const byId = { params: z.object({ id: z.string() }) };

export function registerInboxRoutes(app: FastifyInstance, context: StaffContext): void {
  const staff = staffOf(context);
  const api = app.withTypeProvider<ZodTypeProvider>();

  /** The signed-in person and the entry the URL names; undefined when the reply was sent (401, 404). */
  async function entryFor(
    request: { params: { id: string } } & Parameters<typeof signedIn>[1],
    reply: FastifyReply,
  ): Promise<[StaffMember, SubmissionRecord] | undefined> {
    const person = await signedIn(context, request, reply);
    if (!person) return undefined;
    const record = await context.store.run((open) => open.get(request.params.id));
    if (!record) {
      void refuse(reply, 'notFound');
      return undefined;
    }
    return [person, record];
  }

  /** A line of the trail names the entry by id and kind, never by who sent it (privacy policy). */
  const audit = (
    person: StaffMember,
    entry: SubmissionRecord,
    action: AuditAction,
    detail: ApplicationStatus | null = null,
  ) => record(context, { staffEmail: person.email, action, submissionId: entry.id, kind: entry.kind, detail });
  /** An entry's trail as its page shows it: the entry is there. */
  const trailOf = async (id: string) =>
    (await staff((open) => open.auditTrail(id))).map((line) => ({ ...line, entryDeleted: false }));
  const retentionOf = (record: SubmissionRecord) => deletionDate(record, context.retention);

  const listSchema = { querystring: ListQuery, response: { 200: ListReply, ...refusals } };
  api.get('/staff/api/entries', { schema: listSchema }, async (request, reply) => {
    const person = await signedIn(context, request, reply);
    if (!person) return reply;
    const { kind, handled } = request.query;
    const records = await context.store.run((open) => open.list(kind ? { kind } : {}));
    const shown = records
      .filter((record) =>
        handled === 'yes' ? record.handledAt !== null : handled === 'no' ? record.handledAt === null : true,
      )
      .sort((a, b) => b.createdAt - a.createdAt || a.id.localeCompare(b.id));
    // Who saw which names: the list shows every visitor's name and address.
    if (request.method !== 'HEAD')
      await record(context, { action: 'listed', staffEmail: person.email, address: addressOf(request) });
    return reply.send(shown.map((record) => listItem(record, context.now())));
  });

  api.get(
    '/staff/api/entries/:id',
    { schema: { ...byId, response: { 200: EntryReply, ...refusals } } },
    async (request, reply) => {
      const found = await entryFor(request, reply);
      if (!found) return reply;
      const [person, record] = found;
      // A HEAD request (fastify answers it from this route) reads nothing: not on the record.
      if (request.method !== 'HEAD') await audit(person, record, 'opened');
      const { cv } = record;
      return reply.send({
        ...record,
        ...listItem(record, context.now()),
        cv: cv && { name: cv.name, size: cv.size, type: cv.type },
        retentionDate: retentionOf(record),
        retention: { ...context.retention, hiredDays: hiredRetentionDays },
        audit: await trailOf(record.id),
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
    if (request.method !== 'HEAD') await audit(person, record, 'downloaded');
    return reply
      .header('content-type', cvMediaTypes[cv.type])
      .header('content-disposition', attachment(cv.name))
      .header('x-content-type-options', 'nosniff')
      .header('content-security-policy', "sandbox; default-src 'none'")
      .send(bytes);
  });

  const handledSchema = { ...byId, response: { 200: HandledReply, ...refusals } };
  api.post('/staff/api/entries/:id/handled', { schema: handledSchema }, async (request, reply) => {
    const found = await entryFor(request, reply);
    if (!found) return reply;
    const [person, record] = found;
    const handledAt = context.now();
    await context.store.run((open) => open.markHandled(record.id, person.email, handledAt));
    await audit(person, record, 'handled');
    // What the entry's page shows anew, without opening it again (which the trail would count).
    return reply.send({
      handledAt,
      handledBy: person.email,
      retentionDate: retentionOf({ ...record, handledAt }),
      audit: await trailOf(record.id),
    });
  });

  const statusSchema = { ...byId, body: StatusRequest, response: { 200: StatusReply, ...refusals } };
  api.post('/staff/api/entries/:id/status', { schema: statusSchema }, async (request, reply) => {
    const found = await entryFor(request, reply);
    if (!found) return reply;
    const [person, record] = found;
    if (record.kind !== 'application') return refuse(reply, 'badRequest');
    const { status, decidedOn } = request.body;
    const decidedAt = decisionDay(status, decidedOn, record.createdAt, context.now());
    if (decidedAt === undefined) return refuse(reply, 'badDate');
    await context.store.run((open) => open.setStatus(record.id, status, decidedAt));
    await audit(person, record, 'status', status);
    const changed = { ...record, status, decidedAt };
    return reply.send({ status, decidedAt, retentionDate: retentionOf(changed), audit: await trailOf(record.id) });
  });

  api.delete(
    '/staff/api/entries/:id',
    { schema: { ...byId, response: { 204: NoContent, ...refusals } } },
    async (request, reply) => {
      const found = await entryFor(request, reply);
      if (!found) return reply;
      const [person, record] = found;
      // As `npm run retention` deletes: the row, then the CV file.
      await context.store.run((open) => open.remove(record));
      await audit(person, record, 'deleted');
      return reply.code(204).send();
    },
  );

  api.get('/staff/api/audit', { schema: { response: { 200: AuditReply, ...refusals } } }, async (request, reply) => {
    if (!(await signedIn(context, request, reply))) return reply;
    const lines = await staff((open) => open.auditTrail(undefined, 200));
    const present = new Set((await context.store.run((open) => open.list())).map((record) => record.id));
    const deleted = (id: string | null) => id !== null && !present.has(id);
    return reply.send(lines.map((line) => ({ ...line, entryDeleted: deleted(line.submissionId) })));
  });
}
