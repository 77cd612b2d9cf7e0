import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { locales } from '../../i18n/locales';
import { dayInPotsdam, isCalendarDay, potsdamDayDaysAfter, startOfPotsdamDay } from '../../content/potsdamDay';
import {
  CouncilCloseRequest,
  CouncilOpenRequest,
  CouncilReply,
  defaultWindowDays,
  maxWindowDays,
  type CouncilWindow,
} from '../api/council';
import { refusals } from '../api/replies';
import { isHr } from './access';
import { refuse, signedIn, staffOf, type StaffContext } from './context';
import { openings } from './jobTitles';
import { addressOf, audited } from './record';
import { isOpenAt, type CouncilWindow as StoredWindow } from './store/councilWindows';
import type { StaffMember } from './store/StaffStore';

/** A window closes when its last Potsdam day ends: the day before the one its end falls on. */
const lastDayOf = (endsAt: number): string => potsdamDayDaysAfter(dayInPotsdam(endsAt), -1);

const shown = (window: StoredWindow, now: number): CouncilWindow => ({
  id: window.id,
  jobSlug: window.jobSlug,
  openedBy: window.openedBy,
  openedAt: window.openedAt,
  lastDay: lastDayOf(window.endsAt),
  closedBy: window.closedBy,
  closedAt: window.closedAt,
  open: isOpenAt(window, now),
});

/**
 * The works council's windows: HR (and an admin) opens one per opening, for a week unless they choose another
 * last day within `maxWindowDays`, and may close it early, each on the trail; the works council sees which are
 * open until when. Everyone else is refused, as is the council's every change.
 */
export function registerCouncilRoutes(app: FastifyInstance, context: StaffContext): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const staff = staffOf(context);

  /**
   * The openings the site publishes, and those applications name that have left it: the selection, and with it
   * the council's say, often comes after an opening's last day. One gone from the site keeps its stored title.
   */
  const openingsWithApplications = async () => {
    const published = openings();
    const known = new Set(published.map((opening) => opening.slug));
    const applications = await context.store.run((open) => open.list({ kind: 'application' }));
    const gone = new Map<string, string>();
    for (const { job } of applications) if (job && !known.has(job.slug)) gone.set(job.slug, job.title);
    const titled = [...gone].map(([slug, title]) => ({
      slug,
      titles: Object.fromEntries(locales.map((locale) => [locale, title])),
    }));
    return [...published, ...titled].sort((a, b) => a.slug.localeCompare(b.slug));
  };

  const answer = async (person: StaffMember) => {
    const now = context.now();
    const today = dayInPotsdam(now);
    const all = (await staff((open) => open.council.all())).map((window) => shown(window, now));
    const hr = isHr(person);
    const windows = hr ? all : all.filter((window) => window.open);
    const slugs = new Set(windows.map((window) => window.jobSlug));
    return {
      windows,
      openings: (await openingsWithApplications()).filter((opening) => hr || slugs.has(opening.slug)),
      today,
      latestDay: potsdamDayDaysAfter(today, maxWindowDays),
    };
  };

  /** The signed-in person when HR's or an admin's; undefined once refused (401, 403). */
  const hrFor = async (request: FastifyRequest, reply: FastifyReply) => {
    const person = await signedIn(context, request, reply);
    if (person && !isHr(person)) void refuse(reply, 'forbidden');
    return person && isHr(person) ? person : undefined;
  };

  const reply200 = { response: { 200: CouncilReply, ...refusals } };
  api.get('/staff/api/council', { schema: reply200 }, async (request, reply) => {
    const person = await signedIn(context, request, reply);
    if (!person) return reply;
    if (!isHr(person) && person.role !== 'works-council') return refuse(reply, 'forbidden');
    return reply.send(await answer(person));
  });

  api.post('/staff/api/council/open', { schema: { body: CouncilOpenRequest, ...reply200 } }, async (request, reply) => {
    const person = await hrFor(request, reply);
    if (!person) return reply;
    const now = context.now();
    const today = dayInPotsdam(now);
    const lastDay = request.body.lastDay ?? potsdamDayDaysAfter(today, defaultWindowDays);
    // A day that is none, one gone by, or one beyond the longest window: HR chooses again.
    if (!isCalendarDay(lastDay) || lastDay < today || lastDay > potsdamDayDaysAfter(today, maxWindowDays))
      return refuse(reply, 'badDate');
    const endsAt = startOfPotsdamDay(potsdamDayDaysAfter(lastDay, 1));
    await audited(context, async ({ staff: open, audit }) => {
      await open.council.open(request.body.job, person.email, now, endsAt);
      await audit({
        action: 'council-opened',
        staffEmail: person.email,
        detail: `${request.body.job} ${lastDay}`,
        address: addressOf(request),
      });
    });
    return reply.send(await answer(person));
  });

  api.post(
    '/staff/api/council/close',
    { schema: { body: CouncilCloseRequest, ...reply200 } },
    async (request, reply) => {
      const person = await hrFor(request, reply);
      if (!person) return reply;
      const closed = await audited(context, async ({ staff: open, audit }) => {
        const window = await open.council.close(request.body.job, person.email, context.now());
        if (window)
          await audit({
            action: 'council-closed',
            staffEmail: person.email,
            detail: request.body.job,
            address: addressOf(request),
          });
        return window;
      });
      if (!closed) return refuse(reply, 'notFound');
      return reply.send(await answer(person));
    },
  );
}
