import type { FastifyReply } from 'fastify';
import { anchoredDay } from '../../submissions/decisions';
import { awaitsDecision, awaitsHandling, deletionDate } from '../../submissions/retention';
import { shownText } from '../../submissions/shownText';
import type { ApplicationStatus, SubmissionRecord } from '../../submissions/storedSubmission';
import type { ListItem } from '../api/replies';
import { mayChange, mayCopy, mayRead } from './access';
import { refuse, signedIn, staffOf, type StaffContext } from './context';
import { jobTitles } from './jobTitles';
import { record } from './record';
import type { AuditAction, StaffMember, StaffStore } from './store/StaffStore';

/** A status line's detail: the status, and a decision's Potsdam day ("rejected 2026-12-07"). */
export const statusDetail = (status: ApplicationStatus, decidedAt: number | null): string =>
  decidedAt === null ? status : `${status} ${anchoredDay(decidedAt)}`;

/** One line of the list: what tells the entries apart, and the day retention deletes it. */
export const listItem = (entry: SubmissionRecord, context: StaffContext): ListItem => ({
  id: entry.id,
  kind: entry.kind,
  createdAt: entry.createdAt,
  // What the visitor typed, without characters that hide or reorder text (the page isolates it in <bdi>): the
  // name, and the position applied for (rows stored before the schema removed them keep them).
  name: shownText(entry.name),
  email: entry.email,
  topic: entry.kind === 'contact' ? entry.service : (entry.job?.title ?? (entry.position && shownText(entry.position))),
  jobTitles: entry.job ? jobTitles(entry.job.slug) : {},
  hasCv: entry.cv !== null,
  handledAt: entry.handledAt,
  status: entry.status,
  awaitsDecision: awaitsDecision(entry, context.now()),
  awaitsHandling: awaitsHandling(entry, context.now()),
  retentionDate: deletionDate(entry, context.retention),
});

/** A line of the trail names the entry by id and kind, never by who sent it (privacy policy). */
export const lineOf = (
  person: StaffMember,
  entry: SubmissionRecord,
  action: AuditAction,
  detail: string | null = null,
) => ({ staffEmail: person.email, action, submissionId: entry.id, kind: entry.kind, detail });

/** An entry's trail as its page shows it: the entry is there. */
export const trailOf = async (open: StaffStore, id: string) =>
  (await open.auditTrail(id)).map((line) => ({ ...line, entryDeleted: false }));

/** A line for a read: nothing else changes, so it is written alone. */
export const auditRead = (
  context: StaffContext,
  person: StaffMember,
  entry: SubmissionRecord,
  action: 'opened' | 'downloaded' | 'exported',
) => record(context, lineOf(person, entry, action));

/**
 * The openings a person reads through the works council's windows open now: asked at every request, so a
 * window closed (or run out) a moment ago shows nothing more. Only the works council's role reads them.
 */
export const councilJobsOf = async (context: StaffContext, person: StaffMember): Promise<string[]> =>
  person.role === 'works-council' ? staffOf(context)((open) => open.council.openJobs(context.now())) : [];

type Rule = (person: StaffMember, entry: SubmissionRecord, councilJobs: readonly string[]) => boolean;
const allows: Record<'read' | 'change' | 'copy', Rule> = { read: mayRead, change: mayChange, copy: mayCopy };

/**
 * The signed-in person and the entry the URL names, when their role lets them `use` it; undefined when the
 * reply was sent (401, 404, or 403 for an entry their role may not see, change or copy).
 */
export async function entryFor(
  context: StaffContext,
  request: { params: { id: string } } & Parameters<typeof signedIn>[1],
  reply: FastifyReply,
  use: keyof typeof allows = 'read',
): Promise<[StaffMember, SubmissionRecord] | undefined> {
  const person = await signedIn(context, request, reply);
  if (!person) return undefined;
  const entry = await context.store.run((open) => open.get(request.params.id));
  if (!entry) {
    void refuse(reply, 'notFound');
    return undefined;
  }
  if (!allows[use](person, entry, await councilJobsOf(context, person))) {
    void refuse(reply, 'forbidden');
    return undefined;
  }
  return [person, entry];
}
